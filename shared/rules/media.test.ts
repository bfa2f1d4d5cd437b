import { describe, expect, it } from 'vitest';
import {
  clampFocal,
  focalObjectPosition,
  imageSrc,
  imageSrcOrLegacy,
  imageSrcset,
  MEDIA_AVIF_MAX_WIDTH,
  MEDIA_IMAGE_WIDTHS,
  mediaFallbackWidth,
  mediaFileUrl,
  mediaFormatWidths,
  mediaPhotoFiles,
  mediaWidthsFor,
} from './media';

describe('media widths', () => {
  it('stores every layout width below the photo and the photo at its own width, never enlarged', () => {
    expect(mediaWidthsFor(5000)).toEqual([...MEDIA_IMAGE_WIDTHS]);
    expect(mediaWidthsFor(1920)).toEqual([320, 640, 800, 960, 1280, 1920]);
    expect(mediaWidthsFor(1000)).toEqual([320, 640, 800, 960, 1000]);
    expect(mediaWidthsFor(200)).toEqual([200]);
  });

  it('uses as src the widest file not over 1280 px, or the narrowest', () => {
    expect(mediaFallbackWidth([320, 640, 960, 1280, 1920])).toBe(1280);
    expect(mediaFallbackWidth([320, 640, 800])).toBe(800);
    expect(mediaFallbackWidth([1500])).toBe(1500);
  });

  it('names files by stem, width and format', () => {
    expect(mediaFileUrl('7-0123abcd', 640, 'avif')).toBe('/uploads/media/7-0123abcd-640.avif');
  });

  it('builds a picture’s addresses from its stem and widths (what the pages’ data carries)', () => {
    const image = { stem: '7-0123abcd', widths: [320, 640, 1000] };
    expect(imageSrc(image)).toBe('/uploads/media/7-0123abcd-1000.webp');
    expect(imageSrcset(image, 'avif')).toBe(
      '/uploads/media/7-0123abcd-320.avif 320w, /uploads/media/7-0123abcd-640.avif 640w, /uploads/media/7-0123abcd-1000.avif 1000w',
    );
    expect(imageSrcset(image, 'webp').split(', ')[0]).toBe('/uploads/media/7-0123abcd-320.webp 320w');
  });

  it('stores AVIF only up to 1280 px and WebP at every width, and the srcsets ask for nothing else', () => {
    expect(MEDIA_AVIF_MAX_WIDTH).toBe(1280);
    const full = mediaWidthsFor(4000);
    expect(mediaFormatWidths(full, 'avif')).toEqual([320, 640, 800, 960, 1280]);
    expect(mediaFormatWidths(full, 'webp')).toEqual([320, 640, 800, 960, 1280, 1920]);
    expect(mediaPhotoFiles(full).map(({ width, format }) => `${width}.${format}`)).toEqual([
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
    ]);
    // A photo 1600 px wide: its own width in WebP only; one of 1200 px in both.
    expect(mediaPhotoFiles(mediaWidthsFor(1600)).slice(-3)).toEqual([
      { width: 1280, format: 'avif' },
      { width: 1280, format: 'webp' },
      { width: 1600, format: 'webp' },
    ]);
    expect(mediaPhotoFiles(mediaWidthsFor(1200)).slice(-2)).toEqual([
      { width: 1200, format: 'avif' },
      { width: 1200, format: 'webp' },
    ]);

    const image = { stem: '7-0123abcd', widths: full };
    expect(imageSrcset(image, 'avif').split(', ').at(-1)).toBe('/uploads/media/7-0123abcd-1280.avif 1280w');
    expect(imageSrcset(image, 'webp').split(', ').at(-1)).toBe('/uploads/media/7-0123abcd-1920.webp 1920w');
    // Every address a srcset names is a file the photo has.
    const files = new Set(mediaPhotoFiles(full).map(({ width, format }) => mediaFileUrl(image.stem, width, format)));
    for (const format of ['avif', 'webp'] as const)
      for (const each of imageSrcset(image, format).split(', ')) expect(files.has(each.split(' ')[0] ?? '')).toBe(true);
  });

  it('gives no address for no picture or a picture with no stored width yet', () => {
    expect(imageSrc(undefined)).toBe('');
    expect(imageSrc({ stem: '7-0123abcd', widths: [] })).toBe('');
    expect(imageSrcset(null, 'webp')).toBe('');
  });
});

describe('a picture field with a pre-library address', () => {
  it('shows the library picture when one is chosen, else the address it held before the library', () => {
    const picture = { stem: '7-0123abcd', widths: [320, 640] };
    expect(imageSrcOrLegacy(picture, '/uploads/coaches/old.jpg')).toBe('/uploads/media/7-0123abcd-640.webp');
    expect(imageSrcOrLegacy(undefined, '/uploads/coaches/old.jpg')).toBe('/uploads/coaches/old.jpg');
    expect(imageSrcOrLegacy(null, '')).toBe('');
    // A chosen picture wins even before its files are made: no address, never the old one.
    expect(imageSrcOrLegacy({ stem: '7-0123abcd', widths: [] }, '/uploads/coaches/old.jpg')).toBe('');
  });
});

describe('focal point', () => {
  it('becomes the object-position that keeps it in every crop', () => {
    expect(focalObjectPosition({ x: 0.5, y: 0.5 })).toBe('50% 50%');
    expect(focalObjectPosition({ x: 0.25, y: 0.124 })).toBe('25% 12%');
    expect(focalObjectPosition({ x: 0, y: 1 })).toBe('0% 100%');
  });

  it('is kept inside the picture whatever comes in', () => {
    expect(clampFocal({ x: -2, y: 7 })).toEqual({ x: 0, y: 1 });
    expect(clampFocal({ x: Number.NaN, y: 0.33333 })).toEqual({ x: 0.5, y: 0.33 });
    expect(clampFocal({ x: 0.798, y: 0.249 })).toEqual({ x: 0.8, y: 0.25 });
    expect(focalObjectPosition({ x: 1.5, y: Number.POSITIVE_INFINITY })).toBe('100% 50%');
  });
});
