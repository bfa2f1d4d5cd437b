import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { serverMessages } from '#shared/messages/server.ru';
import {
  MEDIA_AVIF_MAX_WIDTH,
  MEDIA_IMAGE_WIDTHS,
  MEDIA_PHOTO_MAX_BYTES,
  MEDIA_PHOTO_MAX_PIXELS,
  type MediaImageFormat,
  mediaPhotoFiles,
  mediaWidthsFor,
} from '#shared/rules/media';
import { DomainError } from '../domain-error';
import { HeicUnavailable, heicToPng, isHeic } from './heic';
import { onePhotoAtATime } from './photo-queue';

const copy = serverMessages.adminMedia;

/** What sharp may decode for the library; GIF and SVG are no photos. HEIF here means AVIF (HEIC goes through heif-convert). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

/** One stored file of a photo, not yet on disk. */
export interface EncodedFile {
  width: number;
  format: MediaImageFormat;
  data: Buffer;
}

/** One file of a photo, by its width and format. */
export type PhotoFile = Pick<EncodedFile, 'width' | 'format'>;

/** What the library records of a photo, whatever became of its files. */
export interface PhotoFacts {
  /** Of the widest file, orientation applied. */
  width: number;
  height: number;
  widths: number[];
  /** Of the bytes as sent: part of every file name, so a new file gets new addresses. */
  hash: string;
  bytes: number;
}

/** A photo with its files held in memory (the demo cache, the adoption of old uploads). */
export interface EncodedPhoto extends PhotoFacts {
  files: EncodedFile[];
}

/** A photo whose files sharp wrote to disk one by one, none of them held (`encodePhotoToFiles`). */
export interface WrittenPhoto extends PhotoFacts {
  files: PhotoFile[];
}

export interface PhotoOptions {
  /** The HEIC decoder (tests point it at a missing command). */
  heifConvert?: string;
  /** Called after the decode ('decode') and after each file ('avif 1280'): the bench's memory per step (bench/memory-photos.ts). */
  afterStep?: (step: string) => void;
}

/**
 * What the encoder makes of a photo. Anything kept from an earlier encoding (the demo pictures'
 * cache, server/db/demo-library.ts) is keyed by this: change a setting or the pipeline, and bump
 * `version` when the change is in code rather than here, so no stale output is reused.
 */
export const PHOTO_ENCODER = {
  // 2: AVIF only up to 1280 px (the 1920 px AVIF was the server's peak of memory).
  version: 2,
  widths: MEDIA_IMAGE_WIDTHS,
  avifMaxWidth: MEDIA_AVIF_MAX_WIDTH,
  // effort 2 of 9: measured on a 12 MP photo, 2.5x the time of effort 0 and 2 % smaller; 4 took ten times as long.
  avif: { quality: 55, effort: 2 },
  webp: { quality: 80 },
} as const;

const decodeOptions = { failOn: 'error', limitInputPixels: MEDIA_PHOTO_MAX_PIXELS, animated: false } as const;
/** Reading the header decodes nothing: the pixel limit is checked against it by hand, with its own message. */
const headerOptions = { ...decodeOptions, limitInputPixels: false } as const;

/**
 * Bytes sharp can decode: the file itself, or for an iPhone HEIC the PNG heif-convert makes of it.
 * The format comes from the bytes, never the name or declared type; a file that does not decode
 * completely is refused.
 */
async function decodable(input: Buffer, name: string, options: PhotoOptions): Promise<Buffer> {
  let metadata: Metadata | null = null;
  try {
    metadata = await sharp(input, headerOptions).metadata();
  } catch {
    // Not a picture sharp knows; an HEIC whose header it cannot read is tried below.
  }
  const heic = isHeic(input) || (metadata?.format === 'heif' && metadata.compression === 'hevc');
  if (heic) {
    try {
      return await heicToPng(input, options.heifConvert);
    } catch (error) {
      if (error instanceof HeicUnavailable) throw new DomainError('unsupported-type', copy.heicUnavailable(name));
      throw new DomainError('unsupported-type', copy.notAnImage(name));
    }
  }
  if (!metadata?.format || !ACCEPTED.has(metadata.format)) throw new DomainError('unsupported-type', copy.notAnImage(name));
  return input;
}

/**
 * Checks a sent photo and makes its stored files: upright (EXIF orientation applied), in sRGB,
 * without any metadata (EXIF with its GPS position, XMP, the camera's ICC profile: sharp writes
 * none unless asked), at the library's widths in WebP and at those up to 1280 px in AVIF
 * (`mediaPhotoFiles`), transparency kept.
 */
export async function encodePhoto(input: Buffer, name: string, options: PhotoOptions = {}): Promise<EncodedPhoto> {
  if (input.length > MEDIA_PHOTO_MAX_BYTES) throw new DomainError('too-large', copy.fileTooLarge(name));
  // One photo at a time across the server: its decoded pixels and encoders are the peak of memory.
  return onePhotoAtATime(() =>
    encodeChecked(input, name, options, async (file, encoder) => ({ ...file, data: await encoder.toBuffer() })),
  );
}

/**
 * As `encodePhoto`, for a library upload (issue 42, point 8): the bytes are read by `read` only when
 * the photo's turn in the queue comes, and each file is written by sharp to `pathFor(file)` as soon
 * as it is encoded, so neither the sent bytes nor the encoded files wait in memory for the others.
 */
export async function encodePhotoToFiles(
  read: () => Promise<Buffer>,
  name: string,
  pathFor: (file: PhotoFile) => string,
  options: PhotoOptions = {},
): Promise<WrittenPhoto> {
  return onePhotoAtATime(async () => {
    const input = await read();
    if (input.length > MEDIA_PHOTO_MAX_BYTES) throw new DomainError('too-large', copy.fileTooLarge(name));
    return encodeChecked(input, name, options, async (file, encoder) => {
      await encoder.toFile(pathFor(file));
      return file;
    });
  });
}

/** Makes one file from its encoder: into memory or onto disk. */
type FileOutput<F> = (file: PhotoFile, encoder: Sharp) => Promise<F>;

async function encodeChecked<F extends PhotoFile>(
  input: Buffer,
  name: string,
  options: PhotoOptions,
  output: FileOutput<F>,
): Promise<PhotoFacts & { files: F[] }> {
  const source = await decodable(input, name, options);
  let header: Metadata;
  try {
    header = await sharp(source, headerOptions).metadata();
  } catch {
    throw new DomainError('unsupported-type', copy.notAnImage(name));
  }
  // Checked from the header before decoding: a small file can claim a huge picture.
  if ((header.width ?? 0) * (header.height ?? 0) > MEDIA_PHOTO_MAX_PIXELS) {
    throw new DomainError('too-large', copy.tooManyPixels(name));
  }
  const widest = MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1] ?? 1920;
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright and at most the widest width; every file is made from these pixels.
    base = await sharp(source, decodeOptions)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .toColorspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError('unsupported-type', copy.notAnImage(name));
  }
  options.afterStep?.('decode');
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } } as const;
  const widths = mediaWidthsFor(width);
  const files: F[] = [];
  for (const { width: target, format } of mediaPhotoFiles(widths)) {
    const resized = sharp(base.data, raw).resize({ width: target, withoutEnlargement: true });
    const encoded = format === 'avif' ? resized.avif(PHOTO_ENCODER.avif) : resized.webp(PHOTO_ENCODER.webp);
    files.push(await output({ width: target, format }, encoded));
    options.afterStep?.(`${format} ${target}`);
  }
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 16);
  return { width, height, widths, files, hash, bytes: input.length };
}
