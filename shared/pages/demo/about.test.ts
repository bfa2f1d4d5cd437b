import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ABOUT_GALLERY } from '#shared/constants';
import { aboutPhotos, demoAboutPage } from './about';

const imagesDir = path.resolve(import.meta.dirname, '../../../client/public/media/images');
const {
  founder,
  gallery: galleryOf,
  quotes,
} = demoAboutPage({ founder: 1, gallery: aboutPhotos.gallery.map((_, index) => index + 2) });
const gallery = galleryOf.items.map((item, index) => ({
  ...item,
  file: aboutPhotos.gallery[index]?.file ?? '',
  alt: aboutPhotos.gallery[index]?.alt ?? '',
}));

async function expectImage(name: string, width: number, height: number) {
  const file = path.join(imagesDir, name);
  expect(fs.existsSync(file), `${name} должен быть в client/public/media/images`).toBe(true);
  const meta = await sharp(file).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
}

describe('about page content', () => {
  it('has exactly the gallery size the spec sets, with unique pictures and texts', () => {
    expect(gallery).toHaveLength(ABOUT_GALLERY.photoCount);
    expect(new Set(gallery.map((item) => item.file)).size).toBe(gallery.length);
    expect(new Set(gallery.map((item) => item.image.mediaId)).size).toBe(gallery.length);
    for (const item of gallery) {
      expect(item.alt.length).toBeGreaterThan(20);
      expect(item.caption.trim()).not.toBe('');
    }
  });

  it('points at generated pictures of the declared size', async () => {
    for (const item of gallery) await expectImage(item.file, 1600, 1000);
    await expectImage(aboutPhotos.founder.file, 800, 1000);
  });

  it('attributes every quote', () => {
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) {
      expect(quote.author).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
      expect(quote.source).not.toBe('');
    }
  });

  it('fills every part of the founder profile', () => {
    for (const list of [founder.qualifications, founder.belts, founder.results, founder.bio])
      expect(list.length).toBeGreaterThan(0);
  });
});
