import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { fileOf, formWith, makeImage } from '../test/images';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);
let deps: AppDeps;
let admin: ReturnType<typeof createCaller>;
const visitor = () => createCaller(createContext(deps));

beforeEach(async () => {
  deps = createTestDeps();
  admin = createCaller(createContext(deps, { authorization: await adminToken(deps) }));
});
afterAll(cleanup);

const onDisk = (url: string) => path.join(deps.env.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('ad.status', () => {
  it('is public and inactive with no image before anything is set', async () => {
    await expect(visitor().ad.status()).resolves.toEqual({ isActive: false, imageUrl: '', redirectUrl: '' });
  });
});

describe('ad.uploadImage', () => {
  it.each(['jpeg', 'png', 'gif'] as const)('stores a %s and shows it in the status', async (format) => {
    const { imageUrl } = await admin.ad.uploadImage(
      formWith('image', fileOf(await makeImage(format), `ad.${format}`, `image/${format}`)),
    );
    // A still picture becomes a media library item; a GIF (maybe animated) is kept as sent.
    expect(imageUrl).toMatch(
      format === 'gif' ? /^\/uploads\/ad\/[0-9a-f]{32}\.gif$/ : /^\/uploads\/media\/\d+-[0-9a-f]{16}-\d+\.webp$/,
    );
    expect(fs.existsSync(onDisk(imageUrl))).toBe(true);
    await expect(visitor().ad.status()).resolves.toMatchObject({ imageUrl });
  });

  it('replaces the previous image: the old library item is no longer in use, a replaced GIF file goes', async () => {
    const gif = await admin.ad.uploadImage(formWith('image', fileOf(await makeImage('gif'), 'a.gif', 'image/gif')));
    const first = await admin.ad.uploadImage(formWith('image', fileOf(await makeImage('png'), 'a.png', 'image/png')));
    expect(fs.existsSync(onDisk(gif.imageUrl))).toBe(false);
    const firstItem = await admin.ad.image();
    expect(firstItem).toMatchObject({ imageUrl: first.imageUrl, picture: { alt: 'Фото клуба' } });
    expect((await admin.media.usages({ id: firstItem.mediaId ?? 0 })).map((usage) => usage.place)).toEqual(['Реклама']);
    const second = await admin.ad.uploadImage(formWith('image', fileOf(await makeImage('jpeg'), 'b.jpg', 'image/jpeg')));
    expect(await admin.media.usages({ id: firstItem.mediaId ?? 0 })).toEqual([]);
    expect(fs.existsSync(onDisk(second.imageUrl))).toBe(true);
  });

  it('takes a library item from the picker: alt text required, then the popup draws it with its focal point', async () => {
    const form = new FormData();
    form.append('files', fileOf(await makeImage('jpeg'), 'poster.jpg', 'image/jpeg'));
    const [item] = await admin.media.upload(form);
    const id = item?.id ?? 0;
    await expect(admin.ad.setImage({ mediaId: id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await admin.media.update({ id, alt: 'Афиша турнира', caption: '', focal: { x: 0.2, y: 0.8 }, folder: '', tags: [] });
    const set = await admin.ad.setImage({ mediaId: id });
    expect(set).toMatchObject({ mediaId: id, picture: { alt: 'Афиша турнира', focal: { x: 0.2, y: 0.8 } } });
    await expect(visitor().ad.popup()).resolves.toMatchObject({ imageUrl: set.imageUrl, picture: { alt: 'Афиша турнира' } });
    await expect(visitor().ad.status()).resolves.toEqual({ isActive: false, imageUrl: set.imageUrl, redirectUrl: '' });
    await expect(admin.media.delete({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(visitor().ad.setImage({ mediaId: id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('asks for an image when none is sent', async () => {
    await expect(admin.ad.uploadImage(formWith('image', null))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Пожалуйста, выберите изображение',
    });
  });

  it('refuses WebP and text disguised as an image (415), keeps the old image', async () => {
    const { imageUrl } = await admin.ad.uploadImage(formWith('image', fileOf(await makeImage('png'), 'a.png', 'image/png')));
    await expect(
      admin.ad.uploadImage(formWith('image', fileOf(await makeImage('webp'), 'a.webp', 'image/webp'))),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Неподдерживаемый формат: допустимы JPEG, PNG, GIF',
    });
    await expect(admin.ad.uploadImage(formWith('image', fileOf('hello', 'a.jpg', 'image/jpeg')))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(visitor().ad.status()).resolves.toMatchObject({ imageUrl });
  });

  it('requires a token', async () => {
    await expect(
      visitor().ad.uploadImage(formWith('image', fileOf(await makeImage('png'), 'a.png', 'image/png'))),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(fs.readdirSync(deps.env.uploadsDir)).toEqual([]);
  });
});

describe('ad.updateRedirectUrl and ad.toggle', () => {
  it('saves an http(s) link and flips the state', async () => {
    await expect(admin.ad.updateRedirectUrl({ redirectUrl: 'https://tickets.example.org/event?id=5' })).resolves.toMatchObject({
      redirectUrl: 'https://tickets.example.org/event?id=5',
    });
    await expect(admin.ad.toggle()).resolves.toEqual({
      isActive: true,
      imageUrl: '',
      redirectUrl: 'https://tickets.example.org/event?id=5',
    });
    await expect(admin.ad.toggle()).resolves.toMatchObject({ isActive: false });
    await expect(visitor().ad.status()).resolves.toMatchObject({
      isActive: false,
      redirectUrl: 'https://tickets.example.org/event?id=5',
    });
  });

  it('refuses other schemes with a Russian message', async () => {
    await expect(admin.ad.updateRedirectUrl({ redirectUrl: 'javascript:alert(1)' })).rejects.toThrow(
      'Ссылка должна начинаться с http:// или https://',
    );
    await expect(admin.ad.updateRedirectUrl({} as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('requires a token', async () => {
    await expect(visitor().ad.toggle()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor().ad.updateRedirectUrl({ redirectUrl: 'https://example.org' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
