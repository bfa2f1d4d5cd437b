import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { messages } from '../../shared/messages.ru';
import type { AppDeps } from '../trpc/context';

export type ImageKind = 'product' | 'ad' | 'post';
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

function unsupported(kind: ImageKind): TRPCError {
  return new TRPCError({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: messages.server.unsupportedImage(ALLOWED[kind].map((format) => FORMAT_LABEL[format]).join(', ')),
  });
}

/**
 * Judges the bytes, never the file name or declared type: the format comes from decoding, and a file
 * that does not decode completely is refused. JPEG, PNG and WebP are re-encoded (orientation applied,
 * EXIF such as GPS position dropped); GIF and animated WebP are kept as sent to keep the animation.
 */
async function checkedImage(input: Buffer, kind: ImageKind): Promise<{ format: ImageFormat; data: Buffer }> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: true } as const;
  let format: string | undefined;
  let pages = 1;
  try {
    const metadata = await sharp(input, options).metadata();
    format = metadata.format;
    pages = metadata.pages ?? 1;
  } catch {
    throw unsupported(kind);
  }
  const allowed = ALLOWED[kind] as readonly string[];
  if (!format || !allowed.includes(format)) throw unsupported(kind);
  const imageFormat = format as ImageFormat;
  try {
    if (imageFormat === 'gif' || pages > 1) {
      await sharp(input, options).stats();
      return { format: imageFormat, data: input };
    }
    const image = sharp(input, { ...options, animated: false })
      .rotate()
      .keepIccProfile();
    const data = await (imageFormat === 'jpeg'
      ? image.jpeg({ quality: 88, mozjpeg: true })
      : imageFormat === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 88 })
    ).toBuffer();
    return { format: imageFormat, data };
  } catch {
    throw unsupported(kind);
  }
}

/** Saves an uploaded image under `${uploadsDir}/<kind>/` with a server-made name; returns its public URL. */
export async function storeImage(deps: AppDeps, file: File, kind: ImageKind): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: messages.server.fileTooLarge });
  const input = Buffer.from(await file.arrayBuffer());
  if (input.length > MAX_UPLOAD_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: messages.server.fileTooLarge });
  const { format, data } = await checkedImage(input, kind);
  const dir = path.join(deps.env.uploadsDir, kind);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION[format]}`;
  await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
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

/** Removes a replaced image; other addresses and missing files are ignored. */
export async function deleteStoredImage(deps: AppDeps, url: string | null | undefined): Promise<void> {
  const file = url ? storedImagePath(deps, url) : null;
  if (!file) return;
  try {
    await fs.unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn('[uploads] could not delete', file, error);
  }
}
