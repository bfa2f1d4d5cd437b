import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc, imageSrcset } from '#shared/rules/media';
import { coaches, media, products } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { adoptMediaInBackground, cleanMediaLeftovers } from '../../operations/media-start';
import { callerAs } from '../../test/content-fixtures';
import { phoneJpeg } from '../../test/media-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../../test/test-app';
import { changeAd } from '../ad';
import { contentVersion } from '../content-version';
import { storeNamedImage } from '../uploads';
import { adoptOldUploads } from './adopt-uploads';
import { mediaDir } from './files';

let deps: AppDeps;
let token: string;
const quiet = { log: () => {}, warn: () => {}, error: () => {} };

/** A database as the older editors left it: pictures stored by address under /uploads/<kind>/. */
async function oldStyleSite(): Promise<{ shirt: string; gloves: string; portrait: string; ad: string; broken: string }> {
  const drawing = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2050c0' } })
    .png()
    .toBuffer();
  // Resized the old way (-400/-800/-1600.webp), as the admin's product and coach uploads were.
  const shirt = await storeNamedImage(deps, drawing, 'product', 'shirt');
  const portrait = await storeNamedImage(deps, drawing, 'product', 'coach');
  const ad = await storeNamedImage(deps, drawing, 'ad', 'poster');
  // An upload older still: one JPEG as the phone sent it, GPS position and all.
  const gloves = '/uploads/product/gloves.jpg';
  fs.writeFileSync(path.join(deps.env.uploadsDir, 'product', 'gloves.jpg'), Buffer.from(await (await phoneJpeg()).arrayBuffer()));
  const broken = '/uploads/product/broken.jpg';
  fs.writeFileSync(path.join(deps.env.uploadsDir, 'product', 'broken.jpg'), 'not a picture');
  deps.db
    .insert(products)
    .values([
      { id: 'shirt', text: 'Футболка клуба', price: 1500, image: shirt, position: 1 },
      { id: 'shirt-2', text: 'Футболка клуба, детская', price: 1200, image: shirt, position: 2 },
      { id: 'gloves', text: 'Перчатки', price: 4900, image: gloves, position: 3 },
      { id: 'broken', text: 'Сломанная картинка', price: 1, image: broken, position: 4 },
      { id: 'gone', text: 'Файл потерян', price: 1, image: '/uploads/product/gone-1600.webp', position: 5 },
    ])
    .run();
  deps.db.insert(coaches).values({ id: 'c1', name: 'Ирина Соколова', photo: portrait, ranks: [] }).run();
  changeAd(deps, () => ({ imageUrl: ad, isActive: true }));
  return { shirt, gloves, portrait, ad, broken };
}

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

describe('moving old uploads into the media library at start', () => {
  // Four photos encoded (AVIF and WebP at every width): seconds alone, more on a busy machine.
  it('makes one item per old address, points every row at it, keeps the old addresses answering, and is idempotent', {
    timeout: 120_000,
  }, async () => {
    const old = await oldStyleSite();
    fs.mkdirSync(mediaDir(deps), { recursive: true });
    fs.writeFileSync(path.join(mediaDir(deps), '.tmp-0123456789abcdef-640.webp'), 'half an upload');

    const before = contentVersion();
    cleanMediaLeftovers(deps, quiet);
    expect(fs.readdirSync(mediaDir(deps)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    await adoptMediaInBackground(deps, quiet);
    // Cached pages showed the old addresses: they are dropped.
    expect(contentVersion()).toBeGreaterThan(before);

    const app = createTestApp(deps);
    const admin = callerAs(deps, token);
    // Every editor reads its picture from the library.
    const list = await admin.products.list();
    const byId = new Map(list.map((product) => [product._id, product]));
    expect(byId.get('shirt')?.picture).toMatchObject({ alt: 'Футболка клуба', focal: { x: 0.5, y: 0.5 } });
    expect(byId.get('shirt-2')?.mediaId).toBe(byId.get('shirt')?.mediaId);
    expect(byId.get('gloves')?.picture?.alt).toBe('Перчатки');
    const [coach] = await admin.coaches.list();
    expect(coach?.image?.alt).toBe('Ирина Соколова');
    const adImage = await admin.ad.image();
    expect(adImage.picture?.alt).toBe('Фото клуба');
    expect((await admin.ad.status()).imageUrl).toBe(adImage.imageUrl);
    // And the library says where each is used.
    expect((await admin.media.usages({ id: byId.get('shirt')?.mediaId ?? 0 })).map((usage) => usage.place)).toEqual([
      'Товар «Футболка клуба»',
      'Товар «Футболка клуба, детская»',
    ]);
    const { items } = await admin.media.list({ folder: 'Перенесено' });
    expect(items).toHaveLength(4);

    // Served: the library's files, and every old address of every width.
    for (const product of [byId.get('shirt'), byId.get('gloves')]) {
      for (const src of [imageSrc(product?.picture), imageSrcset(product?.picture, 'avif').split(' ')[0]])
        expect((await app.request(src ?? '')).status).toBe(200);
    }
    for (const address of [old.shirt, old.shirt.replace('-1600.', '-400.'), old.gloves, old.portrait, old.ad]) {
      expect((await app.request(address)).status, address).toBe(200);
    }

    // The GPS position of the old phone JPEG is gone from the library's files.
    const stored = path.join(deps.env.uploadsDir, imageSrc(byId.get('gloves')?.picture).replace(/^\/uploads\//, ''));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    // What it could not move stays as it was, by address.
    expect(byId.get('broken')).toMatchObject({ image: old.broken });
    expect(byId.get('broken')?.mediaId).toBeUndefined();
    expect(byId.get('gone')?.image).toBe('/uploads/product/gone-1600.webp');

    // A second start moves nothing more.
    const again = await adoptOldUploads(deps);
    expect(again.moved).toBe(0);
    expect(again.left.map((each) => each.address).sort()).toEqual([
      '/uploads/product/broken.jpg',
      '/uploads/product/gone-1600.webp',
    ]);
    expect(deps.db.select().from(media).all()).toHaveLength(4);
  });

  it('leaves a row the admin changed meanwhile as the admin set it, storing no item for it', { timeout: 60_000 }, async () => {
    const drawing = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c02050' } })
      .png()
      .toBuffer();
    const address = await storeNamedImage(deps, drawing, 'product', 'raced');
    deps.db.insert(products).values({ id: 'raced', text: 'Шорты', price: 900, image: address, position: 9 }).run();
    const items = deps.db.select().from(media).all().length;
    // The step reads the rows before its first await (the encoding); the admin's save lands then.
    const run = adoptOldUploads(deps);
    deps.db.update(products).set({ image: '/uploads/product/other-1600.webp' }).where(eq(products.id, 'raced')).run();
    expect((await run).moved).toBe(0);
    expect(deps.db.select().from(products).where(eq(products.id, 'raced')).get()).toMatchObject({
      image: '/uploads/product/other-1600.webp',
      imageMediaId: null,
    });
    expect(deps.db.select().from(media).all()).toHaveLength(items);
  });
});
