import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { fileOf, makeImage } from '../test/images';
import { cleanup, createTestDeps } from '../test/test-app';
import { deleteStoredImage, MAX_UPLOAD_BYTES, storedImagePath, storeImage } from './uploads';

let deps: AppDeps;
beforeAll(() => {
  deps = createTestDeps();
});
afterAll(cleanup);

function fileOnDisk(url: string): string {
  return path.join(deps.env.uploadsDir, url.replace(/^\/uploads\//, ''));
}

describe('storeImage', () => {
  // Product and ad stills become WebP in three widths (see 'resizes product and ad pictures' below).
  it.each([
    ['ad', 'gif', 'gif'],
    ['post', 'webp', 'webp'],
    ['post', 'gif', 'gif'],
    ['post', 'png', 'png'],
  ] as const)('stores a %s %s under a server-made name', async (kind, format, extension) => {
    const url = await storeImage(deps, fileOf(await makeImage(format), '../../evil name.exe', 'application/octet-stream'), kind);
    expect(url).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f]{32}\\.${extension}$`));
    const stored = fs.readFileSync(fileOnDisk(url));
    expect((await sharp(stored).metadata()).format).toBe(format);
  });

  it('judges the content, not the name or declared type', async () => {
    const png = await makeImage('png');
    const url = await storeImage(deps, fileOf(png, 'photo.jpg', 'image/jpeg'), 'post');
    expect(url).toMatch(/\.png$/);
  });

  it('refuses formats the kind does not allow (415 with the allowed list)', async () => {
    await expect(storeImage(deps, fileOf(await makeImage('gif'), 'a.gif', 'image/gif'), 'product')).rejects.toMatchObject({
      kind: 'unsupported-type',
      message: 'Неподдерживаемый формат: допустимы JPEG, PNG',
    });
    await expect(storeImage(deps, fileOf(await makeImage('webp'), 'a.webp', 'image/webp'), 'ad')).rejects.toMatchObject({
      kind: 'unsupported-type',
      message: 'Неподдерживаемый формат: допустимы JPEG, PNG, GIF',
    });
  });

  it('refuses a text file renamed .jpg and a corrupt image (415)', async () => {
    await expect(
      storeImage(deps, fileOf('just some text, not a picture', 'photo.jpg', 'image/jpeg'), 'product'),
    ).rejects.toMatchObject({
      kind: 'unsupported-type',
    });
    const jpeg = await makeImage('jpeg', { width: 400, height: 300 });
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expect(storeImage(deps, fileOf(truncated, 'photo.jpg', 'image/jpeg'), 'post')).rejects.toMatchObject({
      kind: 'unsupported-type',
    });
  });

  it('refuses files over 5 MB (413) before decoding', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff);
    await expect(storeImage(deps, fileOf(big, 'big.jpg', 'image/jpeg'), 'ad')).rejects.toMatchObject({
      kind: 'too-large',
      message: 'Файл слишком большой: не более 5 МБ',
    });
  });

  it('drops EXIF from re-encoded JPEG', async () => {
    const withExif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const url = await storeImage(deps, fileOf(withExif, 'a.jpg', 'image/jpeg'), 'product');
    expect((await sharp(fs.readFileSync(fileOnDisk(url))).metadata()).exif).toBeUndefined();
  });
});

describe('deleteStoredImage', () => {
  it('deletes our own upload', async () => {
    const url = await storeImage(deps, fileOf(await makeImage('png'), 'a.png', 'image/png'), 'ad');
    expect(fs.existsSync(fileOnDisk(url))).toBe(true);
    await deleteStoredImage(deps, url);
    expect(fs.existsSync(fileOnDisk(url))).toBe(false);
    await deleteStoredImage(deps, url); // already gone: no error
  });

  it('never touches anything outside the uploads folder', async () => {
    const outside = path.join(deps.env.dataDir, 'keep.txt');
    fs.writeFileSync(outside, 'keep');
    for (const url of [
      '/uploads/../keep.txt',
      '/uploads/%2e%2e/keep.txt',
      '/uploads/ad/../../keep.txt',
      '/keep.txt',
      'https://example.org/a.png',
      '/uploads/',
    ]) {
      expect(storedImagePath(deps, url)).toBeNull();
      await deleteStoredImage(deps, url);
    }
    expect(fs.existsSync(outside)).toBe(true);
    expect(fs.existsSync(path.join(deps.env.dataDir, 'academy.db'))).toBe(true);
  });
});
