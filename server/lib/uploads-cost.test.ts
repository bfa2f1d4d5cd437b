import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_WIDTHS, uploadImageSrcSet } from '#shared/rules/images';
import type { AppDeps } from '../deps';
import { fileOf } from '../test/images';
import { cleanup, createTestDeps } from '../test/test-app';
import { deleteStoredImage, MAX_ANIMATION_PIXELS, storeImage } from './uploads';

let deps: AppDeps;
beforeAll(() => {
  deps = createTestDeps();
});
afterAll(cleanup);

const onDisk = (url: string) => path.join(deps.env.uploadsDir, url.replace(/^\/uploads\//, ''));

/** An animated GIF of `frames` different frames: tiny on disk, costly to decode. */
async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let i = 0; i < frames; i++) raw.fill((i * 37) % 256, i * width * height * 3, (i + 1) * width * height * 3);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}

describe('animated images', () => {
  it('refuses an animation whose frames together exceed the pixel cap, before decoding them', async () => {
    const gif = await animatedGif(800, 800, 26);
    expect(800 * 800 * 26).toBeGreaterThan(MAX_ANIMATION_PIXELS);
    expect(gif.length).toBeLessThan(200_000);
    for (const store of [
      () => storeImage(deps, fileOf(gif, 'a.gif', 'image/gif'), 'ad'),
      () => storeImage(deps, fileOf(gif, 'a.gif', 'image/gif'), 'post'),
    ]) {
      const started = performance.now();
      await expect(store()).rejects.toMatchObject({
        message: 'Анимация слишком большая: уменьшите размер кадра или число кадров',
      });
      // Refused from the header: far less than decoding 16+ million pixels per frame set.
      expect(performance.now() - started).toBeLessThan(3000);
    }
  }, 60_000);

  it('keeps an animation within the cap as sent', async () => {
    const gif = await animatedGif(200, 150, 4);
    const url = await storeImage(deps, fileOf(gif, 'a.gif', 'image/gif'), 'ad');
    expect(url).toMatch(/\.gif$/);
    expect((await sharp(fs.readFileSync(onDisk(url)), { animated: true }).metadata()).pages).toBe(4);
  });
});

describe('product and ad pictures', () => {
  it('are stored as WebP at 400, 800 and 1600 px on the longest side, never the original size', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c81e28' } })
      .png()
      .toBuffer();
    for (const kind of ['product', 'ad'] as const) {
      const url = await storeImage(deps, fileOf(big, 'big.png', 'image/png'), kind);
      expect(url).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f]{32}-1600\\.webp$`));
      const srcset = uploadImageSrcSet(url);
      expect(srcset).toBe(UPLOAD_IMAGE_WIDTHS.map((w) => `${url.replace('-1600.webp', `-${w}.webp`)} ${w}w`).join(', '));
      for (const width of UPLOAD_IMAGE_WIDTHS) {
        const meta = await sharp(fs.readFileSync(onDisk(url.replace('-1600.webp', `-${width}.webp`)))).metadata();
        expect(meta.format).toBe('webp');
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(width);
      }
      // Replacing the picture removes every width.
      await deleteStoredImage(deps, url);
      for (const width of UPLOAD_IMAGE_WIDTHS) {
        expect(fs.existsSync(onDisk(url.replace('-1600.webp', `-${width}.webp`)))).toBe(false);
      }
    }
  }, 60_000);

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#222' } })
      .jpeg()
      .toBuffer();
    const url = await storeImage(deps, fileOf(small, 'small.jpg', 'image/jpeg'), 'product');
    const meta = await sharp(fs.readFileSync(onDisk(url))).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });
});
