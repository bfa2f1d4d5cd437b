/**
 * The media library's rules (docs/decisions/media-library.md): what a photo may be on upload, and the
 * widths it is stored at, written once for the server that makes the files and the client that
 * draws them.
 */

/**
 * Widths (px) every library photo is stored at in WebP, never enlarged (in AVIF only up to
 * MEDIA_AVIF_MAX_WIDTH). Chosen from the layouts that show them:
 * - 320: the admin's grid and the picker's thumbnails, a coach card on a 1x desktop (300 px);
 * - 640: a coach portrait on a 2x desktop (300 px) or a 3x-wide product card;
 * - 800: a full-width card on a 360-412 px phone at 1.75-2x (a mid-range phone: 630-824 px; 640 was
 *   just too small for it, so it took the 960 file, 40-80% more bytes: /events' first photo, its
 *   largest paint, 42.8 kB against ≈ 25 at Lighthouse's 412 px and 1.75x);
 * - 960: a full-width card or gallery slide on a 390-412 px phone at 2.3-2.6x;
 * - 1280: the same at 3x, and a desktop gallery or banner at 1x up to 1280 px;
 * - 1920: a banner or gallery across a 1440-1920 px desktop screen (a 1440 px screen at 1.33x); WebP only.
 * Wider would only serve 2x desktops a full-width photo at a cost a phone visitor never needs.
 */
export const MEDIA_IMAGE_WIDTHS = [320, 640, 800, 960, 1280, 1920] as const;
/**
 * The widest AVIF file of a photo; WebP goes on to 1920. Encoding AVIF at 1920 px was the server's
 * peak of memory (+84 MB for one photo, against +33 at 1280: docs/decisions/server-memory.md), and
 * only a full-width picture on a desktop screen over 1280 device pixels wide would ask for it: it gets
 * the 1280 px AVIF, drawn a little larger (a browser without AVIF still gets the WebP up to 1920).
 */
export const MEDIA_AVIF_MAX_WIDTH = 1280;
/** The width of a `src` fallback (browsers without srcset): large enough for any layout at 1x. */
export const MEDIA_IMAGE_FALLBACK_WIDTH = 1280;

/**
 * A phone's photo: a 12 MP iPhone JPEG is 2-5 MB, a 48-50 MP one or an Android 'high resolution'
 * shot 10-15 MB. 20 MB passes them all and keeps one request's memory bounded.
 */
export const MEDIA_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Decoded size limit, checked from the header before decoding: a 50 MP phone photo fits, a decompression bomb does not. */
export const MEDIA_PHOTO_MAX_PIXELS = 60_000_000;
/** Files in one upload request (the admin screen sends one per request, for its progress bars). */
export const MEDIA_UPLOAD_MAX_FILES = 10;
/** The request body of one upload: the files plus room for the multipart envelope. */
export const MEDIA_UPLOAD_MAX_BODY_BYTES = 2 * MEDIA_PHOTO_MAX_BYTES + 1024 * 1024;

export const MEDIA_ALT_MAX_LENGTH = 300;
export const MEDIA_CAPTION_MAX_LENGTH = 500;
export const MEDIA_NAME_MAX_LENGTH = 200;
export const MEDIA_TAG_MAX_LENGTH = 40;
export const MEDIA_TAGS_MAX = 10;
export const MEDIA_FOLDER_MAX_LENGTH = 60;

/** The widths a photo of this width is stored at: every standard width below it, and its own when narrower than the widest. */
export function mediaWidthsFor(originalWidth: number): number[] {
  const widest = Math.min(originalWidth, MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1] ?? originalWidth);
  return [...MEDIA_IMAGE_WIDTHS.filter((width) => width < widest), widest];
}

/** The stored width to use as `src`: the widest not over the fallback width. */
export function mediaFallbackWidth(widths: readonly number[]): number {
  const fitting = widths.filter((width) => width <= MEDIA_IMAGE_FALLBACK_WIDTH);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
}

/** The formats a library photo is stored in; a `<picture>` offers them in this order. */
export const MEDIA_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type MediaImageFormat = (typeof MEDIA_IMAGE_FORMATS)[number];

/** Whether a photo has a file of this width in this format: WebP at every stored width, AVIF up to MEDIA_AVIF_MAX_WIDTH. */
const storedIn = (width: number, format: MediaImageFormat): boolean => format === 'webp' || width <= MEDIA_AVIF_MAX_WIDTH;

/** The widths a photo stored at `widths` has files at in one format, narrowest first. */
export function mediaFormatWidths(widths: readonly number[], format: MediaImageFormat): number[] {
  return widths.filter((width) => storedIn(width, format));
}

/** Every file of a photo stored at `widths`, narrowest first, AVIF before WebP at a width: what the encoder makes and the pages may ask for. */
export function mediaPhotoFiles(widths: readonly number[]): Array<{ width: number; format: MediaImageFormat }> {
  return widths.flatMap((width) =>
    MEDIA_IMAGE_FORMATS.filter((format) => storedIn(width, format)).map((format) => ({ width, format })),
  );
}

/** The public address of one stored file: the hash in the name changes with the file, so caches never serve an old one. */
export function mediaFileUrl(stem: string, width: number, format: MediaImageFormat): string {
  return `/uploads/media/${stem}-${width}.${format}`;
}

/** What the addresses of a library photo follow from (shared/schemas/media.ts ResolvedImage). */
export interface StoredImageFiles {
  stem: string;
  widths: readonly number[];
}

/**
 * A stored photo's `src`: the WebP at the fallback width, for browsers without srcset. Empty for no
 * picture or no stored width yet (a video whose poster is not made): nothing rather than a broken address.
 */
export function imageSrc(image: StoredImageFiles | null | undefined): string {
  if (!image || image.widths.length === 0) return '';
  return mediaFileUrl(image.stem, mediaFallbackWidth(image.widths), 'webp');
}

/**
 * The address a page shows for a picture field that may still hold a pre-library address (an ad's
 * `imageUrl`, a coach's `photo`, a product's `image`): the library picture's `src` when one is
 * chosen, else the old address as stored.
 */
export function imageSrcOrLegacy(picture: StoredImageFiles | null | undefined, legacyUrl: string): string {
  return picture ? imageSrc(picture) : legacyUrl;
}

/**
 * A stored photo's `srcset` in one format: every width it has a file at in that format, narrowest
 * first (empty for no picture). The AVIF one ends at MEDIA_AVIF_MAX_WIDTH, so a browser never asks
 * for a file that was not made, nor for the 1920 px AVIF a photo stored before the cap still has.
 */
export function imageSrcset(image: StoredImageFiles | null | undefined, format: MediaImageFormat): string {
  if (!image) return '';
  return mediaFormatWidths(image.widths, format)
    .map((width) => `${mediaFileUrl(image.stem, width, format)} ${width}w`)
    .join(', ');
}

/** A focal point: where the subject is, as fractions of the width and height from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}
export const CENTER_FOCAL: FocalPoint = { x: 0.5, y: 0.5 };

/** Clamps to 0..1 and rounds to whole percent: a finger's tap is no finer, and a crop moves by less than a pixel in between. */
export function clampFocal(point: FocalPoint): FocalPoint {
  const clamp = (value: number) => (Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 100) / 100 : 0.5);
  return { x: clamp(point.x), y: clamp(point.y) };
}

/**
 * The CSS `object-position` that keeps the focal point in view in any crop (`object-fit: cover`):
 * the percentages place that point of the picture at the same point of the frame, so it stays
 * visible however the frame cuts.
 */
export function focalObjectPosition(focal: FocalPoint): string {
  const { x, y } = clampFocal(focal);
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return `${percent(x)} ${percent(y)}`;
}
