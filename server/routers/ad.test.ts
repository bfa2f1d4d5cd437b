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
    expect(imageUrl).toMatch(/^\/uploads\/ad\/[0-9a-f]{32}(-1600\.webp|\.gif)$/);
    expect(fs.existsSync(onDisk(imageUrl))).toBe(true);
    await expect(visitor().ad.status()).resolves.toMatchObject({ imageUrl });
  });

  it('replaces the previous image file', async () => {
    const first = await admin.ad.uploadImage(formWith('image', fileOf(await makeImage('png'), 'a.png', 'image/png')));
    const second = await admin.ad.uploadImage(formWith('image', fileOf(await makeImage('jpeg'), 'b.jpg', 'image/jpeg')));
    expect(fs.existsSync(onDisk(first.imageUrl))).toBe(false);
    expect(fs.existsSync(onDisk(second.imageUrl))).toBe(true);
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
