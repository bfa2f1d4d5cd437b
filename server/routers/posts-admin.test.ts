import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImageUrl } from '#shared/rules/images';
import { imageSrc } from '#shared/rules/media';
import { posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { savePostImage } from '../lib/post-images';
import { callerAs, forgedToken, imageFile, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;
const NOW = 1_790_000_000;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

const admin = () => callerAs(deps, token);
const diskFile = (url: string) => path.join(deps.env.uploadsDir, url.slice('/uploads/'.length));

let stored = 0;
/** A photo stored the way the VK sync and the older editor stored them (-1200/-900/-600.webp under /uploads/post). */
async function storedPhoto(): Promise<string> {
  stored += 1;
  return savePostImage(
    deps,
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2050c0' } })
      .jpeg()
      .toBuffer(),
    `stored-${stored}`,
  );
}

/** A library photo with alt text, as the picker hands it over. */
async function libraryPhoto(alt = 'Сборы в зале'): Promise<number> {
  const form = new FormData();
  form.append('files', await imageFile('jpeg'));
  const [item] = await admin().media.upload(form);
  const id = item?.id ?? 0;
  await admin().media.update({ id, alt, caption: '', focal: { x: 0.5, y: 0.5 }, folder: '', tags: [] });
  return id;
}

describe('news editor: access', () => {
  it('refuses every admin call without a valid token', async () => {
    const forged = await forgedToken();
    for (const authorization of [null, forged, 'Bearer garbage']) {
      const caller = callerAs(deps, authorization);
      const calls: Array<() => Promise<unknown>> = [
        () => caller.posts.adminList(),
        () => caller.posts.create({ title: 'x', text: 'y', date: NOW, photoUrls: [] }),
        () => caller.posts.update({ id: 1, title: 'x', text: 'y', date: NOW, photoUrls: [] }),
        () => caller.posts.delete({ id: 1 }),
        () => caller.posts.syncNow(),
        () => caller.posts.syncStatus(),
      ];
      for (const call of calls) {
        const error = await trpcError(call());
        expect(error.code).toBe('UNAUTHORIZED');
        expect(error.message).toBe('Требуется авторизация');
      }
    }
    expect(deps.db.select().from(posts).all()).toEqual([]);
  });

  it('answers 401 over HTTP too', async () => {
    const app = createTestApp(deps);
    const response = await app.request('/trpc/posts.adminList');
    expect(response.status).toBe(401);
    const list = await app.request('/trpc/posts.adminList', { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
  });
});

describe('news editor: create, edit, delete', () => {
  it('creates a local post; an empty title comes from the text', async () => {
    const ids = [await libraryPhoto(), await libraryPhoto()];
    const post = await admin().posts.create({
      title: '',
      text: 'Открытая тренировка в субботу. Приходите всей семьёй! #афиша',
      date: NOW,
      photos: ids.map((mediaId) => ({ mediaId })),
    });
    const photos = post.photos.map((photo) => imageSrc(photo.image));
    expect(post).toMatchObject({
      title: 'Открытая тренировка в субботу',
      source: 'local',
      vkId: null,
      detached: false,
      pendingPhotos: 0,
      photoUrls: photos,
      attachments: [],
    });
    expect(await admin().posts.byId({ id: post.id })).toEqual({
      id: post.id,
      title: 'Открытая тренировка в субботу',
      text: 'Открытая тренировка в субботу. Приходите всей семьёй! #афиша',
      date: NOW,
      photoUrls: photos,
      attachments: [],
    });
  });

  it('refuses photos that were not uploaded here, and bad input, in Russian', async () => {
    for (const url of ['https://evil.example/a.jpg', '/uploads/post/0123456789abcdef0123456789abcdef-1200.webp', '/etc/passwd']) {
      const error = await trpcError(admin().posts.create({ title: 'T', text: 'Текст', date: NOW, photoUrls: [url] }));
      expect([error.code, error.message]).toEqual(['BAD_REQUEST', 'Фотографии: выберите фото из медиатеки']);
    }
    // Field errors read in Russian over HTTP (the error formatter joins Zod's issues).
    const app = createTestApp(deps);
    const send = (input: unknown) =>
      app.request('/trpc/posts.create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(input),
      });
    const empty = await send({ title: 'T', text: '   ', date: NOW, photoUrls: [] });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe('Текст: обязательное поле');
    const date = await send({ title: 'T', text: 'a', date: -5, photoUrls: [] });
    expect(date.status).toBe(400);
    expect(((await date.json()) as { error: { message: string } }).error.message).toBe('Дата: некорректное значение');
  });

  it('edits an older post: reorders its stored photos and deletes the one taken out', async () => {
    const [a, b, c] = [await storedPhoto(), await storedPhoto(), await storedPhoto()];
    const post = deps.db
      .insert(posts)
      .values({ title: 'Было', text: 'Текст', date: NOW, photoUrls: [a, b, c] })
      .returning()
      .get();
    const result = await admin().posts.update({
      id: post.id,
      title: 'Стало',
      text: 'Новый текст',
      date: NOW + 60,
      photoUrls: [c, a] as string[],
    });
    expect(result.warning).toBeNull();
    expect(result.post).toMatchObject({
      id: post.id,
      title: 'Стало',
      text: 'Новый текст',
      date: NOW + 60,
      photoUrls: [c, a],
      detached: false,
    });
    expect(fs.existsSync(diskFile(b as string))).toBe(false);
    expect(fs.existsSync(diskFile(postImageUrl(b as string, 'small')))).toBe(false);
    expect(fs.existsSync(diskFile(a as string))).toBe(true);
    // `detached` means nothing for a local post.
    const local = await admin().posts.update({
      id: post.id,
      title: 'Стало',
      text: 'Новый текст',
      date: NOW,
      photoUrls: [],
      detached: true,
    });
    expect(local.post.detached).toBe(false);
  });

  it('keeps an address a VK post already had, and warns when editing a VK post still tied to the wall', async () => {
    const remote = 'https://sun9-1.userapi.com/impg/a.jpg?sign=1';
    const row = deps.db
      .insert(posts)
      .values({
        title: 'С ВК',
        text: 'Со стены',
        date: NOW,
        source: 'vk',
        vkId: 501,
        vkHash: 'abc',
        photoUrls: [remote],
        photoSources: [{ key: '-1_5', url: remote }],
        attachments: [{ type: 'photo' }],
      })
      .returning()
      .get();
    const [listed] = (await admin().posts.adminList()).filter((post) => post.id === row.id);
    expect(listed).toMatchObject({ source: 'vk', vkId: 501, detached: false, pendingPhotos: 1 });
    const photo = await storedPhoto();
    deps.db
      .update(posts)
      .set({ photoUrls: [remote, photo] })
      .where(eq(posts.id, row.id))
      .run();
    const edit = await admin().posts.update({
      id: row.id,
      title: 'Правка',
      text: 'Со стены!',
      date: NOW,
      photoUrls: [photo, remote],
    });
    expect(edit.warning).toBe(
      'Это пост со стены ВКонтакте: при следующей синхронизации правка будет заменена текстом со стены. Чтобы сохранить её, отвяжите пост от ВКонтакте.',
    );
    expect(edit.post).toMatchObject({ photoUrls: [photo, remote], attachments: [{ type: 'photo' }], detached: false });
    const detached = await admin().posts.update({
      id: row.id,
      title: 'Правка',
      text: 'Со стены!',
      date: NOW,
      photoUrls: [photo],
      detached: true,
    });
    expect(detached.warning).toBeNull();
    expect(detached.post.detached).toBe(true);
  });

  it('lists every post newest id first with its source', async () => {
    const list = await admin().posts.adminList();
    expect(list.map((post) => post.id)).toEqual([...list.map((post) => post.id)].sort((x, y) => y - x));
    expect(new Set(list.map((post) => post.source))).toEqual(new Set(['local', 'vk']));
    for (const post of list) expect(typeof post.updatedAt).toBe('number');
  });

  it('deletes a post with its photos; an unknown id is 404', async () => {
    const photo = await storedPhoto();
    const post = deps.db
      .insert(posts)
      .values({ title: 'Удалить', text: 'Текст', date: NOW, photoUrls: [photo] })
      .returning()
      .get();
    expect(await admin().posts.delete({ id: post.id })).toEqual({ id: post.id });
    expect(fs.existsSync(diskFile(photo))).toBe(false);
    const again = await trpcError(admin().posts.delete({ id: post.id }));
    expect([again.code, again.message]).toEqual(['NOT_FOUND', 'Новость не найдена']);
    const update = await trpcError(admin().posts.update({ id: post.id, title: '', text: 'x', date: NOW, photoUrls: [] }));
    expect(update.code).toBe('NOT_FOUND');
  });

  it('keeps GET /api/posts in the spec shape with VK and local posts mixed', async () => {
    const response = await createTestApp(deps).request('/api/posts');
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(2);
    expect(list.some((post) => post.title === 'Правка')).toBe(true);
    for (const post of list)
      expect(Object.keys(post).sort()).toEqual(['attachments', 'date', 'id', 'photoUrls', 'text', 'title']);
  });
});

describe('news editor: sync controls', () => {
  it('reports an unconfigured sync and refuses to run it', async () => {
    expect(await admin().posts.syncStatus()).toMatchObject({
      configured: false,
      running: false,
      lastSyncAt: null,
      lastRun: null,
      lastError: null,
      totalVkPosts: 1,
      // The one VK photo waiting for a download was taken out by the admin's edit above.
      photosPending: 0,
      nextRunAt: null,
    });
    const error = await trpcError(admin().posts.syncNow());
    expect([error.code, error.message]).toEqual([
      'PRECONDITION_FAILED',
      'Синхронизация с ВКонтакте не настроена: задайте VK_ACCESS_TOKEN и VK_GROUP_ID',
    ]);
  });
});
