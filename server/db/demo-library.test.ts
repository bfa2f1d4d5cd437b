import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMessages } from '#shared/messages/server.ru';
import { aboutPhotos } from '#shared/pages/demo/about';
import { mediaFileUrl, mediaPhotoFiles } from '#shared/rules/media';
import { readAd } from '../lib/ad';
import { adoptOldUploads } from '../lib/media/adopt-uploads';
import { mediaStem } from '../lib/media/files';
import { cleanup, createTestDeps } from '../test/test-app';
import { cachedDemoPhoto, type DemoPicture, demoCacheKey, demoLibraryPhoto } from './demo-library';
import { productPicture } from './demo-pictures';
import { coaches, media, mediaUsages, pages, products } from './schema';
import { seedIfEmpty } from './seed';
import { DEMO_LIBRARY_FOLDER } from './seed-data/media';
import { ensurePages } from './seed-pages';

const imagesDir = path.resolve(import.meta.dirname, '../../client/public/media/images');

afterAll(cleanup);

/** A small picture file made here (fast to encode): 400x300, one colour per `shade`. */
async function pictureFile(dir: string, shade: number): Promise<DemoPicture & { kind: 'file' }> {
  const file = path.join(dir, `test-${shade}.png`);
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 80, b: 120 } } })
    .png()
    .toBuffer();
  fs.writeFileSync(file, png);
  return { kind: 'file', name: 'test.png', path: file };
}

describe('the demo pictures’ cache', () => {
  it('encodes a picture it lacks, keeps it, and answers it from the cache next time', async () => {
    const deps = createTestDeps();
    const cacheDir = path.join(deps.env.dataDir, 'cache');
    const picture = await pictureFile(deps.env.dataDir, 10);

    const first = await cachedDemoPhoto(cacheDir, picture);
    expect(first.hit).toBe(false);
    expect(first.photo).toMatchObject({ width: 400, height: 300, widths: [320, 400] });
    const key = await demoCacheKey(picture);
    expect(fs.readdirSync(cacheDir)).toEqual([key]);
    expect(fs.readdirSync(path.join(cacheDir, key)).sort()).toEqual(
      ['320.avif', '320.webp', '400.avif', '400.webp', 'entry.json'].sort(),
    );

    const second = await cachedDemoPhoto(cacheDir, picture);
    expect(second.hit).toBe(true);
    expect({ ...second.photo, files: second.photo.files.map(({ width, format }) => ({ width, format })) }).toEqual({
      ...first.photo,
      files: first.photo.files.map(({ width, format }) => ({ width, format })),
    });
    for (const [index, file] of second.photo.files.entries()) {
      expect(Buffer.compare(file.data, first.photo.files[index]?.data ?? Buffer.alloc(0))).toBe(0);
    }
  });

  it('encodes again when the drawing changes, and when an entry was left half-written', async () => {
    const deps = createTestDeps();
    const cacheDir = path.join(deps.env.dataDir, 'cache');
    const picture = await pictureFile(deps.env.dataDir, 10);
    const before = await cachedDemoPhoto(cacheDir, picture);
    const keyBefore = await demoCacheKey(picture);

    // The same file name, other bytes: another key, encoded afresh, the old entry left alone.
    fs.copyFileSync((await pictureFile(deps.env.dataDir, 200)).path, picture.path);
    const keyAfter = await demoCacheKey(picture);
    expect(keyAfter).not.toBe(keyBefore);
    const after = await cachedDemoPhoto(cacheDir, picture);
    expect(after.hit).toBe(false);
    expect(after.photo.hash).not.toBe(before.photo.hash);
    expect(fs.readdirSync(cacheDir).sort()).toEqual([keyBefore, keyAfter].sort());

    // A drawn picture: another seed is another drawing, so another key.
    const product = productPicture(0);
    expect(await demoCacheKey({ ...product, seed: product.seed + 1 })).not.toBe(await demoCacheKey(product));

    // An entry whose description is missing is not trusted.
    fs.rmSync(path.join(cacheDir, keyAfter, 'entry.json'));
    expect((await cachedDemoPhoto(cacheDir, picture)).hit).toBe(false);
  });
});

describe('a fresh demo in the media library', () => {
  it('seeds the store, coaches, ad and about page as library items in use; nothing left to move; a restart adds nothing', {
    timeout: 300_000,
  }, async () => {
    const deps = createTestDeps();
    const seed = { db: deps.db, uploadsDir: deps.env.uploadsDir, distDir: deps.env.DIST_DIR };
    expect(await seedIfEmpty(seed)).toEqual({ seeded: true });
    await ensurePages(deps, imagesDir);

    const usages = deps.db.select().from(mediaUsages).all();
    const usageOf = (ownerKind: string, ownerId: string) =>
      usages.filter((usage) => usage.ownerKind === ownerKind && usage.ownerId === ownerId);
    const described = (id: number | null | undefined) => {
      const row = deps.db
        .select()
        .from(media)
        .where(eq(media.id, id ?? -1))
        .get();
      return row !== undefined && row.alt.trim().length > 10 && row.state === 'ready';
    };

    for (const row of deps.db.select().from(products).all()) {
      expect(row.image).toBe('');
      expect(described(row.imageMediaId), row.text).toBe(true);
      expect(usageOf('product', row.id)).toMatchObject([{ field: 'image', mediaId: row.imageMediaId }]);
    }
    for (const row of deps.db.select().from(coaches).all()) {
      expect(row.photo).toBe('');
      expect(described(row.photoMediaId), row.name).toBe(true);
      expect(usageOf('coach', row.id)).toMatchObject([{ field: 'photo', mediaId: row.photoMediaId }]);
    }
    const ad = readAd(deps);
    expect(ad.imageUrl).toBe('');
    expect(described(ad.imageMediaId)).toBe(true);
    expect(usageOf('ad', 'popup')).toMatchObject([{ field: 'image', mediaId: ad.imageMediaId }]);
    const aboutItems = deps.db.select().from(media).where(eq(media.folder, serverMessages.pages.demoFolder)).all();
    expect(aboutItems.map((item) => item.alt)).toEqual([aboutPhotos.founder, ...aboutPhotos.gallery].map((photo) => photo.alt));
    const aboutUsed = new Set(usageOf('page', 'about').map((usage) => usage.mediaId));
    for (const item of aboutItems) expect(aboutUsed.has(item.id), item.name).toBe(true);

    // Every item's files are in the data folder, as a real upload's (backups and restores take them so),
    // and no other: the about page's 1600 px gallery photos have no 1600 px AVIF (AVIF stops at 1280).
    const items = deps.db.select().from(media).all();
    const stored = fs.readdirSync(path.join(deps.env.uploadsDir, 'media'));
    for (const item of items) {
      const stem = mediaStem(item.id, item.hash);
      const expected = mediaPhotoFiles(item.widths).map(({ width, format }) =>
        mediaFileUrl(stem, width, format).slice('/uploads/media/'.length),
      );
      expect(stored.filter((name) => name.startsWith(`${stem}-`)).sort(), item.name).toEqual(expected.sort());
    }
    expect(items.some((item) => item.widths.includes(1600))).toBe(true);
    expect(fs.readdirSync(path.join(deps.env.uploadsDir, 'media')).filter((name) => name.startsWith('.tmp-'))).toEqual([]);

    // The start-up step that moves old uploads finds nothing: no address changes under a visitor.
    expect(await adoptOldUploads(deps)).toEqual({ moved: 0, left: [] });

    // A restart seeds nothing twice; a lost page takes its pictures back from the library.
    expect(await seedIfEmpty(seed)).toEqual({ seeded: false });
    expect(await ensurePages(deps, imagesDir)).toEqual({ created: [] });
    deps.db.delete(pages).where(eq(pages.key, 'about')).run();
    expect(await ensurePages(deps, imagesDir)).toEqual({ created: ['about'] });
    expect(deps.db.select().from(media).all()).toHaveLength(items.length);
    const files = fs.readdirSync(path.join(deps.env.uploadsDir, 'media')).length;

    // The function other seeds call: the same picture in the same folder is the same item.
    const product = productPicture(0);
    const again = await demoLibraryPhoto(deps, product, { folder: DEMO_LIBRARY_FOLDER, alt: 'другое описание' });
    expect(again).toBe(deps.db.select().from(products).where(eq(products.position, 0)).get()?.imageMediaId);
    expect(deps.db.select().from(media).all()).toHaveLength(items.length);
    expect(fs.readdirSync(path.join(deps.env.uploadsDir, 'media'))).toHaveLength(files);
    // Another folder is another item, with its own files.
    const other = await demoLibraryPhoto(deps, product, { folder: 'Новости', alt: 'Иллюстрация: футболка клуба' });
    expect(other).not.toBe(again);
    expect(deps.db.select().from(media).where(eq(media.id, other)).get()).toMatchObject({
      folder: 'Новости',
      alt: 'Иллюстрация: футболка клуба',
      name: 'Футболка «Академия единоборств», чёрная.png',
    });
  });
});
