import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { MediaImageFormat } from '#shared/rules/media';
import type { AppDeps } from '../deps';
import type { Env } from '../env';
import { type StagedFiles, stageFiles } from '../lib/media/files';
import { insertPhotoItem } from '../lib/media/photo-items';
import { type EncodedPhoto, encodePhoto, PHOTO_ENCODER } from '../lib/media/photos';
import type { Db } from './client';
import { type DemoImage, demoBackground, drawDemoImage, svgOf } from './demo-media';
import { media } from './schema';

/**
 * The demo pictures as media library items (docs/decisions/demo-library.md). Each picture is
 * encoded by the library's own pipeline (server/lib/media/photos.ts) once, and the output kept in a
 * cache folder keyed by a hash of its input and the encoder's settings: `npm run build` fills it
 * (scripts/build-demo-media.ts), a first start copies the files into DATA_DIR/uploads/media and
 * inserts the rows, and encodes only what the cache lacks (a test, a build without the step).
 */

/** A drawn picture (DemoImage: a news scene, a product, a coach, the ad poster), or a picture file (the about page's). */
export type DemoPicture = DemoImage | { kind: 'file'; name: string; path: string };

export type DemoLibraryDeps = Pick<AppDeps, 'db' | 'now'> & { env: Pick<Env, 'uploadsDir' | 'DIST_DIR'> };

/** The cache lives in the build (DIST_DIR/demo-media): `npm run build` fills it, an upgrade's new build carries it. */
export const demoMediaCacheDir = (distDir: string): string => path.resolve(distDir, 'demo-media');

/** The name the item gets in the library (a drawing's original is the PNG it is encoded from). */
export const demoPictureName = (picture: DemoPicture): string => (picture.kind === 'file' ? picture.name : `${picture.name}.png`);

/**
 * What identifies the output: the drawing (its SVG and background) or the file's bytes, and the
 * encoder's settings. A changed drawing or encoder gives another key, so nothing stale is reused.
 */
export async function demoCacheKey(picture: DemoPicture): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(PHOTO_ENCODER)).update('\0');
  if (picture.kind === 'file') hash.update(await fs.promises.readFile(picture.path));
  else hash.update(`${demoBackground(picture.kind)}\0${svgOf(picture)}`);
  return hash.digest('hex').slice(0, 32);
}

/** What the cache keeps of an encoded photo besides its files (named `<width>.<format>`). */
interface CacheEntry {
  width: number;
  height: number;
  widths: number[];
  hash: string;
  bytes: number;
  files: Array<{ width: number; format: MediaImageFormat }>;
}

const ENTRY_FILE = 'entry.json';

async function readEntry(dir: string): Promise<EncodedPhoto | null> {
  try {
    const entry = JSON.parse(await fs.promises.readFile(path.join(dir, ENTRY_FILE), 'utf8')) as CacheEntry;
    const files = await Promise.all(
      entry.files.map(async (file) => ({
        ...file,
        data: await fs.promises.readFile(path.join(dir, `${file.width}.${file.format}`)),
      })),
    );
    return { width: entry.width, height: entry.height, widths: entry.widths, hash: entry.hash, bytes: entry.bytes, files };
  } catch {
    // Absent, or left half-written by something outside this module: encoded again.
    return null;
  }
}

/**
 * Writes an entry into a temporary folder and renames it into place, so a reader never sees half of
 * one. A cache that cannot be written (a read-only build folder in production) only costs speed.
 */
async function writeEntry(cacheDir: string, key: string, photo: EncodedPhoto): Promise<void> {
  const temp = path.join(cacheDir, `.tmp-${key}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.promises.mkdir(temp, { recursive: true });
    for (const file of photo.files) await fs.promises.writeFile(path.join(temp, `${file.width}.${file.format}`), file.data);
    const entry: CacheEntry = {
      width: photo.width,
      height: photo.height,
      widths: photo.widths,
      hash: photo.hash,
      bytes: photo.bytes,
      files: photo.files.map(({ width, format }) => ({ width, format })),
    };
    await fs.promises.writeFile(path.join(temp, ENTRY_FILE), JSON.stringify(entry));
    await fs.promises.rename(temp, path.join(cacheDir, key));
  } catch (error) {
    await fs.promises.rm(temp, { recursive: true, force: true });
    // Another process stored the same key first: its entry is the same picture.
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (error as NodeJS.ErrnoException).code !== 'EEXIST')
      console.warn(`[demo-media] cache not written (${cacheDir}): ${(error as Error).message}`);
  }
}

/** The bytes the library encodes: the file, or the drawing rendered losslessly. */
async function inputOf(picture: DemoPicture): Promise<Buffer> {
  if (picture.kind === 'file') return fs.promises.readFile(picture.path);
  return drawDemoImage(picture).png({ compressionLevel: 1 }).toBuffer();
}

export interface CachedPhoto {
  photo: EncodedPhoto;
  /** True when it came from the cache, false when it was encoded now. */
  hit: boolean;
}

/** The library's encoding of a demo picture: from the cache, or encoded now and kept there. */
export async function cachedDemoPhoto(cacheDir: string, picture: DemoPicture): Promise<CachedPhoto> {
  const key = await demoCacheKey(picture);
  const found = await readEntry(path.join(cacheDir, key));
  if (found) return { photo: found, hit: true };
  const photo = await encodePhoto(await inputOf(picture), demoPictureName(picture));
  await writeEntry(cacheDir, key, photo);
  return { photo, hit: false };
}

/** One demo picture wanted as a library item. */
export interface DemoPhotoRequest {
  picture: DemoPicture;
  folder: string;
  alt: string;
}

/** Demo photos whose files are written under temporary names, waiting for the transaction that records them. */
export interface PreparedDemoPhotos {
  /** Each photo's content hash (part of its file names), in order. */
  hashes: string[];
  /** Inside the caller's transaction: inserts the rows and gives the files their names; answers the ids in order. */
  insert(tx: Pick<Db, 'insert'>): number[];
  /** After a failure, or when the caller inserted nothing: removes every file this set wrote. */
  discard(): void;
}

/** Runs `work` over `items`, `concurrency` at a time (sharp encodes off the main thread). */
async function eachLimited<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

/**
 * Gets every picture's files (from the cache, encoding what it lacks) and writes them into the
 * library's folder under temporary names, the way an upload is staged (server/lib/media/files.ts),
 * so the caller can record the items and the rows that use them in one transaction.
 */
export async function prepareDemoPhotos(
  deps: DemoLibraryDeps,
  requests: readonly DemoPhotoRequest[],
  concurrency = 2,
): Promise<PreparedDemoPhotos> {
  const cacheDir = demoMediaCacheDir(deps.env.DIST_DIR);
  await fs.promises.mkdir(cacheDir, { recursive: true }).catch(() => undefined);
  const photos = await eachLimited(
    requests,
    concurrency,
    async (request) => (await cachedDemoPhoto(cacheDir, request.picture)).photo,
  );
  const staged: StagedFiles[] = [];
  const committed: string[] = [];
  const discard = () => {
    for (const each of staged) each.discard();
    for (const file of committed.splice(0)) fs.rmSync(file, { force: true });
  };
  try {
    for (const photo of photos) staged.push(await stageFiles(deps, photo.files));
  } catch (error) {
    discard();
    throw error;
  }
  return {
    hashes: photos.map((photo) => photo.hash),
    insert(tx) {
      return requests.map((request, index) => {
        const photo = photos[index] as EncodedPhoto;
        const { row, files } = insertPhotoItem(tx, deps.now(), photo, staged[index], {
          name: demoPictureName(request.picture),
          alt: request.alt,
          folder: request.folder,
        });
        committed.push(...files);
        return row.id;
      });
    },
    discard,
  };
}

/**
 * A demo picture as a library item, for any code that seeds one (the store, the coaches, the ad, the
 * about page, news posts): the item of `folder` made from the same picture is reused, so a second
 * call (a restart, a page seeded again) makes no duplicate; otherwise the cached files are copied in
 * and the row inserted with `alt`. Answers the item's id, for the caller to reference and record.
 */
export async function demoLibraryPhoto(
  deps: DemoLibraryDeps,
  picture: DemoPicture,
  options: { folder: string; alt: string },
): Promise<number> {
  const prepared = await prepareDemoPhotos(deps, [{ picture, ...options }]);
  try {
    const id = deps.db.transaction((tx) => {
      const same = and(
        eq(media.kind, 'image'),
        eq(media.folder, options.folder),
        eq(media.name, demoPictureName(picture)),
        eq(media.hash, prepared.hashes[0] ?? ''),
      );
      const existing = tx.select({ id: media.id }).from(media).where(same).get();
      if (existing) return { id: existing.id, reused: true };
      const [inserted] = prepared.insert(tx);
      if (inserted === undefined) throw new Error(`Демо-фото не сохранено: ${picture.name}`);
      return { id: inserted, reused: false };
    });
    // A reused item leaves the staged copies unused.
    if (id.reused) prepared.discard();
    return id.id;
  } catch (error) {
    prepared.discard();
    throw error;
  }
}
