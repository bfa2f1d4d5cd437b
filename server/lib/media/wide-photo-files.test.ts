import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '#shared/messages/server.ru';
import { imageSrc, imageSrcset, mediaFileUrl, mediaPhotoFiles } from '#shared/rules/media';
import type { MediaItem } from '#shared/schemas/media';
import type { AppDeps } from '../../deps';
import { cleanup, createTestApp, createTestDeps } from '../../test/test-app';
import { mediaDir } from './files';
import { deleteMedia, replaceMediaFile, uploadPhotos } from './library';

/**
 * A photo wider than 1920 px as the library stores it (AVIF up to 1280 px, WebP up to 1920), and a
 * photo stored before AVIF stopped at 1280 px, whose 1920 px AVIF is still on disk.
 */

let deps: AppDeps;
beforeAll(() => {
  deps = createTestDeps();
});
afterAll(cleanup);

/** A 2600×1300 JPEG of one colour (each colour other bytes, so another stem). */
async function wideJpeg(name: string, background: string): Promise<File> {
  const data = await sharp({ create: { width: 2600, height: 1300, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: 'image/jpeg' });
}

const stem = (item: MediaItem | undefined) => item?.image?.stem ?? 'none';
const filesOf = (item: MediaItem | undefined) =>
  fs
    .readdirSync(mediaDir(deps))
    .filter((name) => name.startsWith(`${stem(item)}-`))
    .map((name) => name.slice(stem(item).length + 1))
    .sort();
const pathOf = (url: string) => path.join(deps.env.uploadsDir, url.slice('/uploads/'.length));

/** The file version 1 of the encoder also wrote for a photo 1920 px wide (its content matters not here: a small AVIF). */
const avifOfBefore = sharp({ create: { width: 64, height: 32, channels: 3, background: '#345' } })
  .avif()
  .toBuffer();
const oldAvif = async (item: MediaItem | undefined) => {
  const file = pathOf(mediaFileUrl(stem(item), 1920, 'avif'));
  fs.writeFileSync(file, await avifOfBefore);
  return file;
};

describe('a photo wider than 1920 px in the library', () => {
  it('is stored in WebP up to 1920 px and in AVIF up to 1280 px, every file at its width and served at its address', async () => {
    const [item] = await uploadPhotos(deps, [await wideJpeg('ринг.jpg', '#b03030')], 'Баннеры');
    expect(item).toMatchObject({ width: 1920, height: 960 });
    expect(item?.image?.widths).toEqual([320, 640, 800, 960, 1280, 1920]);
    expect(filesOf(item)).toEqual(
      [
        '320.avif',
        '320.webp',
        '640.avif',
        '640.webp',
        '800.avif',
        '800.webp',
        '960.avif',
        '960.webp',
        '1280.avif',
        '1280.webp',
        '1920.webp',
      ].sort(),
    );
    for (const { width, format } of mediaPhotoFiles(item?.image?.widths ?? [])) {
      const metadata = await sharp(pathOf(mediaFileUrl(stem(item), width, format))).metadata();
      expect([metadata.format, metadata.width]).toEqual([format === 'avif' ? 'heif' : 'webp', width]);
    }

    // The pages' srcsets name exactly these files, and each is served.
    const app = createTestApp(deps);
    const urls = [imageSrcset(item?.image, 'avif'), imageSrcset(item?.image, 'webp')].flatMap((srcset) =>
      srcset.split(', ').map((entry) => entry.split(' ')[0] ?? ''),
    );
    expect(urls).toHaveLength(11);
    expect(urls.at(4)).toMatch(/-1280\.avif$/);
    expect(urls.at(-1)).toMatch(/-1920\.webp$/);
    expect(imageSrc(item?.image)).toMatch(/-1280\.webp$/);
    for (const url of urls) expect((await app.request(url)).status, url).toBe(200);
    // The 1920 px AVIF was never made: a plain Russian 404.
    const missing = await app.request(mediaFileUrl(stem(item), 1920, 'avif'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(serverMessages.server.notFound);
  });

  it('made before the cap, keeps its 1920 px AVIF unasked for until a replacement or deletion removes it', async () => {
    const input = await wideJpeg('старое.jpg', '#2050c0');
    const [item] = await uploadPhotos(deps, [input], 'Баннеры');
    const leftover = await oldAvif(item);
    // Still served should an old page ask for it, but no srcset names it.
    expect((await createTestApp(deps).request(mediaFileUrl(stem(item), 1920, 'avif'))).status).toBe(200);
    expect(imageSrcset(item?.image, 'avif')).not.toContain('-1920.avif');

    // The same bytes sent again: the same stem, the files written again, the old AVIF gone.
    const same = await replaceMediaFile(deps, item?.id ?? 0, input);
    expect(stem(same)).toBe(stem(item));
    expect(fs.existsSync(leftover)).toBe(false);
    expect(filesOf(same)).toHaveLength(11);

    // Another file: the new stem's files only, every old one gone.
    const again = await oldAvif(same);
    const other = await replaceMediaFile(deps, item?.id ?? 0, await wideJpeg('новое.jpg', '#30a050'));
    expect(stem(other)).not.toBe(stem(same));
    expect(fs.existsSync(again)).toBe(false);
    expect(filesOf(same)).toEqual([]);
    expect(filesOf(other)).toHaveLength(11);

    // Deleted: nothing of it left, the AVIF of before the cap included.
    const last = await oldAvif(other);
    deleteMedia(deps, item?.id ?? 0);
    expect(fs.existsSync(last)).toBe(false);
    expect(filesOf(other)).toEqual([]);
  }, 60_000);
});
