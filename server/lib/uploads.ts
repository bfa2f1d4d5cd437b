import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import { UPLOAD_IMAGE_MAX_SIDE, UPLOAD_IMAGE_WIDTHS, uploadImageFiles } from '#shared/rules/images';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';

/** A kind of uploaded picture: its allowed formats, its processing, and its folder under uploadsDir. */
export type ImageKind = 'product' | 'ad' | 'post';

/**
 * The kinds by what they hold. The values are folder names, and every stored address contains one
 * (/uploads/product/…), so they stay as they were; the names say what goes in: the 'product' folder
 * holds the store's photos and the coaches' portraits alike (JPEG or PNG, stored as WebP widths),
 * because the store was its first user.
 */
export const IMAGE_KIND = {
  /** A photo of a product or a coach: JPEG or PNG, re-encoded to WebP in the standard widths. */
  photo: 'product',
  /** The ad pop-up's picture: JPEG, PNG or GIF (an animated GIF is kept as sent). */
  adPicture: 'ad',
  /** A news post's photo: JPEG, PNG, WebP or GIF, kept in its format. */
  newsPhoto: 'post',
} as const satisfies Record<string, ImageKind>;
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;

type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

const ALLOWED: Record<ImageKind, readonly ImageFormat[]> = {
  product: ['jpeg', 'png'],
  ad: ['jpeg', 'png', 'gif'],
  post: ['jpeg', 'png', 'webp', 'gif'],
};
const FORMAT_LABEL: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', gif: 'GIF', webp: 'WebP' };
const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };
/** Larger pictures are refused before decoding (a small file can claim a huge size). */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * An animation costs its frame size times its frame count to decode: a small GIF can hold hundreds
 * of full-size frames. All frames together may have at most this many pixels (e.g. 800×600 × 33).
 */
export const MAX_ANIMATION_PIXELS = 16_000_000;

/** Frame pixels of all frames together, from the header (nothing decoded yet). */
export function animationPixels(metadata: {
  width?: number | undefined;
  pageHeight?: number | undefined;
  height?: number | undefined;
  pages?: number | undefined;
}): number {
  const pages = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? (metadata.height ?? 0) / pages;
  return (metadata.width ?? 0) * frameHeight * pages;
}

function animationTooLarge(): DomainError {
  return new DomainError('too-large', serverMessages.server.animationTooLarge);
}

function unsupported(kind: ImageKind): DomainError {
  return new DomainError(
    'unsupported-type',
    serverMessages.server.unsupportedImage(ALLOWED[kind].map((format) => FORMAT_LABEL[format]).join(', ')),
  );
}

type Checked =
  | { kind: 'animation'; format: ImageFormat; data: Buffer }
  | { kind: 'still'; format: ImageFormat; widths: Array<{ width: number; data: Buffer }> }
  | { kind: 'single'; format: ImageFormat; data: Buffer };

/**
 * Judges the bytes, never the file name or declared type: the format comes from decoding, and a file
 * that does not decode completely is refused. Still pictures are re-encoded (orientation applied,
 * EXIF such as GPS position dropped): product and ad pictures into WebP at 400, 800 and 1600 px
 * (never enlarged), others in their format. GIF and animated WebP are kept as sent, to keep the
 * animation, once their total frame pixels are within MAX_ANIMATION_PIXELS.
 */
async function checkedImage(input: Buffer, kind: ImageKind): Promise<Checked> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: true } as const;
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw unsupported(kind);
  }
  const format = metadata.format;
  const pages = metadata.pages ?? 1;
  const allowed = ALLOWED[kind] as readonly string[];
  if (!format || !allowed.includes(format)) throw unsupported(kind);
  const imageFormat = format as ImageFormat;
  const animated = imageFormat === 'gif' || pages > 1;
  if (animated && animationPixels(metadata) > MAX_ANIMATION_PIXELS) throw animationTooLarge();
  try {
    if (animated) {
      await sharp(input, options).stats();
      return { kind: 'animation', format: imageFormat, data: input };
    }
    const still = () => sharp(input, { ...options, animated: false }).rotate();
    if (kind === 'product' || kind === 'ad') {
      const widths = [];
      for (const width of UPLOAD_IMAGE_WIDTHS) {
        const data = await still()
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        widths.push({ width, data });
      }
      return { kind: 'still', format: 'webp', widths };
    }
    const image = still().keepIccProfile();
    const data = await (imageFormat === 'jpeg'
      ? image.jpeg({ quality: 88, mozjpeg: true })
      : imageFormat === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 88 })
    ).toBuffer();
    return { kind: 'single', format: imageFormat, data };
  } catch {
    throw unsupported(kind);
  }
}

/**
 * Saves an uploaded image under `${uploadsDir}/<kind>/` with a server-made name; returns its public
 * URL (for a resized picture, the 1600 px width: shared/rules/images.ts names its siblings).
 */
export async function storeImage(deps: AppDeps, file: File, kind: ImageKind): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new DomainError('too-large', serverMessages.server.fileTooLarge);
  const input = Buffer.from(await file.arrayBuffer());
  if (input.length > MAX_UPLOAD_BYTES) throw new DomainError('too-large', serverMessages.server.fileTooLarge);
  const checked = await checkedImage(input, kind);
  return writeChecked(deps.env.uploadsDir, kind, randomBytes(16).toString('hex'), checked, 'wx');
}

/** What storing a picture needs: the uploads folder alone (the demo seed stores pictures before the app exists). */
export type UploadsDeps = { env: Pick<AppDeps['env'], 'uploadsDir'> };

/**
 * A picture the demo seed draws, stored as the same upload in the admin would be but under a fixed
 * name, so the seed stays deterministic (a new seed writes it again).
 */
export async function storeNamedImage(deps: UploadsDeps, input: Buffer, kind: ImageKind, name: string): Promise<string> {
  return writeChecked(deps.env.uploadsDir, kind, name, await checkedImage(input, kind), 'w');
}

/** Writes what checkedImage made under `<uploadsDir>/<kind>/<base>…`; answers its public URL. */
async function writeChecked(
  uploadsDir: string,
  kind: ImageKind,
  base: string,
  checked: Checked,
  flag: 'w' | 'wx',
): Promise<string> {
  const dir = path.join(uploadsDir, kind);
  await fs.mkdir(dir, { recursive: true });
  if (checked.kind === 'still') {
    for (const { width, data } of checked.widths) await fs.writeFile(path.join(dir, `${base}-${width}.webp`), data, { flag });
    return `/uploads/${kind}/${base}-${UPLOAD_IMAGE_MAX_SIDE}.webp`;
  }
  const name = `${base}.${EXTENSION[checked.format]}`;
  await fs.writeFile(path.join(dir, name), checked.data, { flag });
  return `/uploads/${kind}/${name}`;
}

/** The file behind one of our /uploads URLs, or null for anything else (external links, paths escaping the folder). */
export function storedImagePath(deps: AppDeps, url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice('/uploads/'.length).split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const root = path.resolve(deps.env.uploadsDir);
  const file = path.resolve(root, relative);
  const inside = path.relative(root, file);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside) || relative.includes('\0')) return null;
  return file;
}

/** Removes a replaced image (every width of a resized one); other addresses and missing files are ignored. */
export async function deleteStoredImage(deps: AppDeps, url: string | null | undefined): Promise<void> {
  for (const address of url ? uploadImageFiles(url) : []) {
    const file = storedImagePath(deps, address);
    if (!file) continue;
    try {
      await fs.unlink(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn('[uploads] could not delete', file, error);
    }
  }
}
