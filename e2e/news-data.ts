import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Post } from '../shared/schemas/post';

/**
 * Posts the press-centre and events specs add through the admin API, once per test run (every worker
 * of both specs and both projects waits for the same set, so no test sees the list change under it).
 *
 * Order matters (the lists are newest id first): the post with the broken photo is made first, then
 * GOOD_POSTS good ones, so it sits past page 4 — the block-paging tests never land on it — and the
 * list has more than 8 pages (three page blocks).
 */
export const GOOD_POSTS = 36;
export const BROKEN_TITLE = 'E2E: новость с потерянной фотографией';
export const testPostTitle = (index: number) => `E2E: тестовая новость № ${index}`;
/** Every fourth test post is an event, so the events list has more than one page too. */
const isEvent = (index: number) => index % 4 === 0;

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
};

export async function listPosts(request: APIRequestContext): Promise<Post[]> {
  const response = await request.get('/trpc/posts.list');
  if (!response.ok()) throw new Error(`posts.list answered ${response.status()}`);
  return ((await response.json()) as { result: { data: Post[] } }).result.data;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { login: 'admin', password: 'e2e-password-123' } });
  if (!response.ok()) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function trpcResult<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!response.ok() || !body.result) throw new Error(`tRPC call failed: ${response.status()} ${body.error?.message ?? ''}`);
  return body.result.data;
}

/** Uploads a copy of a demo photo (WebP) through posts.uploadPhoto; answers its -1200 address. */
async function uploadPhoto(request: APIRequestContext, token: string, image: Buffer): Promise<string> {
  const response = await request.post('/trpc/posts.uploadPhoto', {
    headers: { authorization: token },
    multipart: { image: { name: 'photo.webp', mimeType: 'image/webp', buffer: image } },
  });
  return (await trpcResult<{ url: string }>(response)).url;
}

async function createPost(
  request: APIRequestContext,
  token: string,
  input: { title: string; text: string; photoUrls: string[] },
) {
  const response = await request.post('/trpc/posts.create', {
    headers: { authorization: token },
    data: { ...input, date: Math.floor(Date.now() / 1000) },
  });
  return trpcResult<Post>(response);
}

async function createTestPosts(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  const demoPhoto = (await listPosts(request)).find((post) => post.photoUrls.length > 0)?.photoUrls[0];
  if (!demoPhoto) throw new Error('the demo content has no photo to copy');
  const image = Buffer.from(await (await request.get(demoPhoto)).body());

  const brokenUrl = await uploadPhoto(request, token, image);
  await createPost(request, token, {
    title: BROKEN_TITLE,
    text: 'Фотография этой новости пропала с сервера.',
    photoUrls: [brokenUrl],
  });
  // The photo disappears from the disk after the post is saved: its address now answers 404.
  for (const width of ['1200', '600']) {
    fs.rmSync(path.join(dataDir(), 'uploads', brokenUrl.slice('/uploads/'.length).replace('-1200.webp', `-${width}.webp`)));
  }

  const photo = await uploadPhoto(request, token, image);
  for (let index = 1; index <= GOOD_POSTS; index += 1) {
    const tag = isEvent(index) ? ' #афиша' : '';
    await createPost(request, token, {
      title: testPostTitle(index),
      text: `Текст тестовой новости № ${index}. Подробности: https://example.com/news/${index}${tag}`,
      photoUrls: [photo],
    });
  }
}

/** Adds the test posts unless another worker already did (or is doing it: then waits for it). */
export async function ensureTestPosts(request: APIRequestContext): Promise<void> {
  const lock = path.join(dataDir(), 'e2e-news-posts.lock');
  const done = path.join(dataDir(), 'e2e-news-posts.done');
  let owner = false;
  try {
    fs.mkdirSync(lock);
    owner = true;
  } catch {
    // Another worker holds the lock.
  }
  if (owner) {
    try {
      await createTestPosts(request);
      fs.writeFileSync(done, 'ok');
    } catch (error) {
      fs.writeFileSync(done, `failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    return;
  }
  const deadline = Date.now() + 60_000;
  while (!fs.existsSync(done)) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the test posts');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const state = fs.readFileSync(done, 'utf8');
  if (state !== 'ok') throw new Error(`the test posts were not created: ${state}`);
}
