import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ABOUT_GALLERY } from '#shared/constants';
import { founder, gallery, quotes } from './content';

const publicDir = path.resolve(import.meta.dirname, '../../public');

async function expectImage(src: string, width: number, height: number) {
  const file = path.join(publicDir, src);
  expect(fs.existsSync(file), `${src} должен быть в client/public`).toBe(true);
  const meta = await sharp(file).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
}

describe('about page content', () => {
  it('has exactly the gallery size the spec sets, with unique pictures and texts', () => {
    expect(gallery).toHaveLength(ABOUT_GALLERY.photoCount);
    expect(new Set(gallery.map((item) => item.src)).size).toBe(gallery.length);
    for (const item of gallery) {
      expect(item.alt.length).toBeGreaterThan(20);
      expect(item.caption.trim()).not.toBe('');
    }
  });

  it('points at generated pictures of the declared size', async () => {
    for (const item of gallery) await expectImage(item.src, item.width, item.height);
    await expectImage(founder.photo.src, founder.photo.width, founder.photo.height);
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
