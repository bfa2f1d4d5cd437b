import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { isStoredPostImage, POST_IMAGE_WIDTHS, type PostImageSize, postImageSizeOf, postImageUrl } from '#shared/rules/images';
import { posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { checkImageSource, type ImageSourcePolicy, type Lookup, vkImagePolicy } from './image-source';
import { onePhotoAtATime } from './media/photo-queue';
import { animationPixels, IMAGE_KIND, MAX_ANIMATION_PIXELS, type UploadsDeps } from './uploads';

/**
 * News photos we serve ourselves: every VK wall photo (and, before the media library, an admin's
 * upload or a demo picture) is
 * decoded, checked and stored as WebP at 1200, 900 and 600 px wide under /uploads/post/
 * (shared/rules/images.ts names the addresses). photoUrls keeps the 1200 address.
 *
 * Photos stored before the 900 px width existed have only their 1200 and 600 files: the 900 one is
 * made from the 1200 file on its first request (makeMissingPostImage), so they need nothing done.
 */

/** The news photos' folder under uploadsDir: the 'post' kind's (uploads.ts). */
const FOLDER = IMAGE_KIND.newsPhoto;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif'];
const WEBP_QUALITY = 80;
/** VK originals can be large photos from a camera. */
export const MAX_REMOTE_IMAGE_BYTES = 20 * 1024 * 1024;
export const IMAGE_DOWNLOAD_TIMEOUT_MS = 20_000;

/** The widths every stored photo has had from the start; the others are made on request when missing. */
const REQUIRED_SIZES: readonly PostImageSize[] = ['large', 'small'];
const MADE_ON_REQUEST: readonly PostImageSize[] = ['medium'];

/** Why a photo could not be stored; the message is for the log, not for visitors. */
export class PostImageError extends Error {}

/** The stored name of a VK photo: stable, so a photo is downloaded once whatever post shows it. */
export function vkPhotoImageName(key: string): string {
  return `vk-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

export function postImageAddress(name: string): string {
  return `/uploads/${FOLDER}/${name}-${POST_IMAGE_WIDTHS.large}.webp`;
}

function fileOf(deps: UploadsDeps, url: string): string {
  return path.join(deps.env.uploadsDir, url.slice('/uploads/'.length));
}

/** True when the named photo is on disk (see postImageExists). */
export function hasPostImage(deps: UploadsDeps, name: string): boolean {
  return postImageExists(deps, postImageAddress(name));
}

/**
 * True when a stored-photo address (at any width) has its 1200 and 600 files on disk. The 900 one
 * is not required: a photo stored before it existed gets it on its first request.
 */
export function postImageExists(deps: UploadsDeps, url: string): boolean {
  return isStoredPostImage(url) && REQUIRED_SIZES.every((size) => fs.existsSync(fileOf(deps, postImageUrl(url, size))));
}

const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

/** One width of a photo as WebP (never enlarged; EXIF orientation applied to still pictures). */
function encodeWidth(input: Buffer, width: number, animated: boolean): Promise<Buffer> {
  const image = sharp(input, { ...DECODE_OPTIONS, animated });
  return (animated ? image : image.rotate())
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Written aside and renamed, so a page never gets half a file. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fsp.writeFile(temporary, data);
    await fsp.rename(temporary, target);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}

/** Decodes the bytes completely (a truncated or disguised file is refused) and writes every width. */
export function savePostImage(deps: UploadsDeps, input: Buffer, name: string): Promise<string> {
  // In the server's one queue of photo work, with the media library's uploads (media/photo-queue.ts).
  return onePhotoAtATime(() => storePostImage(deps, input, name));
}

async function storePostImage(deps: UploadsDeps, input: Buffer, name: string): Promise<string> {
  let animated = false;
  try {
    const metadata = await sharp(input, { ...DECODE_OPTIONS, animated: true }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.includes(metadata.format)) {
      throw new PostImageError(`unsupported format ${metadata.format ?? 'unknown'}`);
    }
    animated = (metadata.pages ?? 1) > 1;
    if (animated && animationPixels(metadata) > MAX_ANIMATION_PIXELS) throw new PostImageError('animation too large');
  } catch (error) {
    if (error instanceof PostImageError) throw error;
    throw new PostImageError(`not an image: ${(error as Error).message}`);
  }
  const url = postImageAddress(name);
  await fsp.mkdir(path.join(deps.env.uploadsDir, FOLDER), { recursive: true });
  for (const size of Object.keys(POST_IMAGE_WIDTHS) as PostImageSize[]) {
    let data: Buffer;
    try {
      data = await encodeWidth(input, POST_IMAGE_WIDTHS[size], animated);
    } catch (error) {
      throw new PostImageError(`could not decode: ${(error as Error).message}`);
    }
    await writeAtomically(fileOf(deps, postImageUrl(url, size)), data);
  }
  return url;
}

/** Files being made now, by path: concurrent requests for one file wait for the same work. */
const making = new Map<string, Promise<boolean>>();

/**
 * For a request of a stored photo's 900 px file that is missing (a photo stored before that width
 * existed): makes it from the 1200 px file, writes it atomically and answers true, so the caller
 * serves it (true also when the file is there by now: another request made it meanwhile). Answers
 * false, doing nothing, for any other path or a photo without its 1200 file (the request stays a
 * 404). A 1200 file sharp cannot read is logged and answered false too.
 */
export async function makeMissingPostImage(deps: UploadsDeps, requestPath: string): Promise<boolean> {
  const size = postImageSizeOf(requestPath);
  if (size === null || !MADE_ON_REQUEST.includes(size)) return false;
  const target = fileOf(deps, requestPath);
  const source = fileOf(deps, postImageUrl(requestPath, 'large'));
  const pending = making.get(target);
  if (pending) return pending;
  if (fs.existsSync(target)) return true;
  if (!fs.existsSync(source)) return false;
  const work = (async () => {
    try {
      const input = await fsp.readFile(source);
      const animated = ((await sharp(input, { ...DECODE_OPTIONS, animated: true }).metadata()).pages ?? 1) > 1;
      await writeAtomically(target, await encodeWidth(input, POST_IMAGE_WIDTHS[size], animated));
      return true;
    } catch (error) {
      console.warn('[post-images] could not make', requestPath, (error as Error).message);
      return false;
    } finally {
      making.delete(target);
    }
  })();
  making.set(target, work);
  return work;
}

/** Reads at most `maxBytes` of the body; more is an error, not a silent cut. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new PostImageError(`too large: ${declared} bytes`);
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new PostImageError(`too large: over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface DownloadOptions {
  timeoutMs?: number | undefined;
  maxBytes?: number | undefined;
  /** Where photos may come from (VK's media hosts by default). */
  policy?: ImageSourcePolicy | undefined;
  /** DNS resolution, replaceable in tests. */
  lookup?: Lookup | undefined;
}

/**
 * Downloads a photo from an address the VK answer named: only from an allowed source (see
 * image-source.ts), redirects refused (a redirect could point anywhere), size and time capped.
 */
export async function downloadImage(
  deps: Pick<AppDeps, 'fetch'>,
  url: string,
  {
    timeoutMs = IMAGE_DOWNLOAD_TIMEOUT_MS,
    maxBytes = MAX_REMOTE_IMAGE_BYTES,
    policy = vkImagePolicy({ VK_API_URL: 'https://api.vk.com/method' }),
    lookup,
  }: DownloadOptions = {},
): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new PostImageError(`not an http(s) address: ${url}`);
  try {
    await checkImageSource(url, policy, lookup);
  } catch (error) {
    throw new PostImageError(`refused: ${(error as Error).message}`);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await deps.fetch(url, { signal, redirect: 'manual', headers: { accept: 'image/*' } });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new PostImageError(`refused a redirect (HTTP ${response.status})`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PostImageError(`HTTP ${response.status}`);
    }
    return await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof PostImageError) throw error;
    if (signal.aborted) throw new PostImageError(`no answer in ${timeoutMs} ms`);
    throw new PostImageError(`fetch failed: ${(error as Error).message}`);
  }
}

/** Downloads a VK photo and stores it under its stable name; returns our address. */
export async function storeRemotePostImage(
  deps: Pick<AppDeps, 'env' | 'fetch'>,
  url: string,
  name: string,
  options: DownloadOptions = {},
): Promise<string> {
  if (hasPostImage(deps, name)) return postImageAddress(name);
  return savePostImage(deps, await downloadImage(deps, url, { policy: vkImagePolicy(deps.env), ...options }), name);
}

function isReferenced(deps: Pick<AppDeps, 'db'>, url: string): boolean {
  const row = deps.db
    .select({ id: posts.id })
    .from(posts)
    .where(sql`exists (select 1 from json_each(${posts.photoUrls}) where value = ${url})`)
    .get();
  return row !== undefined;
}

/** Deletes every width of stored photos that no post shows any more; other addresses are ignored. */
export async function releasePostImages(deps: Pick<AppDeps, 'db' | 'env'>, urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) {
    if (!isStoredPostImage(url) || isReferenced(deps, url)) continue;
    for (const size of Object.keys(POST_IMAGE_WIDTHS) as PostImageSize[]) {
      await fsp.rm(fileOf(deps, postImageUrl(url, size)), { force: true });
    }
  }
}
