import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { imageSrc } from '#shared/rules/media';
import type { MediaItem } from '#shared/schemas/media';
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

/** Uploads a copy of a demo photo (WebP) into the media library with its alt text; answers the item's id and address. */
async function libraryPhoto(
  request: APIRequestContext,
  token: string,
  image: Buffer,
  alt: string,
): Promise<{ id: number; src: string }> {
  const response = await request.post('/trpc/media.upload', {
    headers: { authorization: token },
    multipart: { files: { name: 'photo.webp', mimeType: 'image/webp', buffer: image } },
  });
  const [item] = await trpcResult<MediaItem[]>(response);
  if (!item) throw new Error('media.upload answered no item');
  await trpcResult(
    await request.post('/trpc/media.update', {
      headers: { authorization: token },
      data: { id: item.id, alt, caption: '', focal: item.focal, folder: item.folder, tags: [] },
    }),
  );
  return { id: item.id, src: imageSrc(item.image) };
}

async function createPost(
  request: APIRequestContext,
  token: string,
  input: { title: string; text: string; photos: Array<{ mediaId: number }> },
) {
  const response = await request.post('/trpc/posts.create', {
    headers: { authorization: token },
    data: { ...input, date: Math.floor(Date.now() / 1000) },
  });
  return trpcResult<Post>(response);
}

/**
 * Adds the test posts on the server serving `dataDir` (the template server, before any test runs).
 * Answers the address of the lost photo without its width and extension (`/uploads/media/<id>-<hash>`).
 */
export async function createTestPosts(request: APIRequestContext, dataDir: string): Promise<string> {
  const token = await adminToken(request);
  const demoPhoto = (await listPosts(request)).find((post) => post.photoUrls.length > 0)?.photoUrls[0];
  if (!demoPhoto) throw new Error('the demo content has no photo to copy');
  const image = Buffer.from(await (await request.get(demoPhoto)).body());

  const broken = await libraryPhoto(request, token, image, 'Фото, которое пропадёт');
  await createPost(request, token, {
    title: BROKEN_TITLE,
    text: 'Фотография этой новости пропала с сервера.',
    photos: [{ mediaId: broken.id }],
  });
  // The photo disappears from the disk after the post is saved: every width and format now answers 404.
  const brokenBase = broken.src.replace(/-\d+\.webp$/, '');
  const mediaDir = path.join(dataDir, 'uploads', 'media');
  for (const name of fs.readdirSync(mediaDir)) {
    if (name.startsWith(`${path.basename(brokenBase)}-`)) fs.rmSync(path.join(mediaDir, name));
  }

  const photo = await libraryPhoto(request, token, image, 'Зал академии');
  for (let index = 1; index <= GOOD_POSTS; index += 1) {
    const tag = isEvent(index) ? ' #афиша' : '';
    await createPost(request, token, {
      title: testPostTitle(index),
      text: `Текст тестовой новости № ${index}. Подробности: https://example.com/news/${index}${tag}`,
      photos: [{ mediaId: photo.id }],
    });
  }
  return brokenBase;
}
