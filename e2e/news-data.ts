import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { POST_IMAGE_WIDTHS } from '#shared/rules/images';
import type { Post } from '#shared/schemas/post';
import { ADMIN_CREDENTIALS } from './servers';

/**
 * Posts global-setup.ts adds through the admin API to the template data directory, so every server of
 * the run (the shared one and each isolated one) starts with the same list and no test sees it change.
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

export async function listPosts(request: APIRequestContext): Promise<Post[]> {
  const response = await request.get('/trpc/posts.list');
  if (!response.ok()) throw new Error(`posts.list answered ${response.status()}`);
  return ((await response.json()) as { result: { data: Post[] } }).result.data;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: ADMIN_CREDENTIALS });
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

/**
 * Adds the test posts on the server serving `dataDir` (the template server, before any test runs).
 * Answers the address of the lost photo without its width and extension (`/uploads/post/<name>`).
 */
export async function createTestPosts(request: APIRequestContext, dataDir: string): Promise<string> {
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
  // The photo disappears from the disk after the post is saved: every width now answers 404 (the
  // 900 one too: without its 1200 file the server cannot make it).
  for (const width of Object.values(POST_IMAGE_WIDTHS)) {
    fs.rmSync(path.join(dataDir, 'uploads', brokenUrl.slice('/uploads/'.length).replace('-1200.webp', `-${width}.webp`)));
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
  return brokenUrl.replace(/-1200\.webp$/, '');
}
