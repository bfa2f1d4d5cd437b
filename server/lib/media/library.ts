import fs from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { MEDIA_NAME_MAX_LENGTH, MEDIA_PHOTO_MAX_BYTES, MEDIA_UPLOAD_MAX_FILES } from '#shared/rules/media';
import type { MediaItem, MediaListInput, MediaUpdateInput, MediaUsage } from '#shared/schemas/media';
import { media, mediaUsages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import type { UploadsDeps } from '../uploads';
import { mediaStem, openStage, type PhotoStage, removeFiles, removeStaleFiles } from './files';
import { insertPhotoItem } from './photo-items';
import { encodePhotoToFiles, type WrittenPhoto } from './photos';
import { type MediaRow, resolvedImageOf } from './resolve';
import { usagesOf } from './usages';
import { removeVideoFiles } from './video-files';
import { latestJobs, type VideoJobRow } from './video-jobs';
import { videoPosterImage, videoStatusOf } from './video-resolve';

const copy = serverMessages.adminMedia;

function toItem(row: MediaRow, usageCount: number, job?: VideoJobRow): MediaItem {
  const video = row.kind === 'video';
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    alt: row.alt,
    caption: row.caption,
    focal: { x: row.focalX, y: row.focalY },
    folder: row.folder,
    tags: row.tags,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    usageCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    image: video ? videoPosterImage(row) : resolvedImageOf(row),
    video: video ? videoStatusOf(row, job) : null,
  };
}

function usageCount(deps: AppDeps, id: number): number {
  return deps.db.select({ count: sql<number>`count(*)` }).from(mediaUsages).where(eq(mediaUsages.mediaId, id)).get()?.count ?? 0;
}

function rowOf(deps: AppDeps, id: number): MediaRow {
  const row = deps.db.select().from(media).where(eq(media.id, id)).get();
  if (!row) throw new DomainError('not-found', copy.notFound);
  return row;
}

/** A file name fit for showing and searching: no folders, no control characters, not too long. */
function displayName(file: File): string {
  const base = (file.name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'фото').slice(0, MEDIA_NAME_MAX_LENGTH);
}

/**
 * Encodes a sent file into a stage of its own: its bytes are copied out of the request only when its
 * turn in the photo queue comes, and each encoded file goes to disk at once (issue 42, point 8).
 * On a refusal the stage is discarded here.
 */
async function stagePhoto(deps: UploadsDeps, file: File): Promise<{ photo: WrittenPhoto; stage: PhotoStage }> {
  const name = displayName(file);
  // The declared size first: nothing is read of a file that says it is too big.
  if (file.size > MEDIA_PHOTO_MAX_BYTES) {
    throw new DomainError('too-large', copy.fileTooLarge(name));
  }
  const stage = await openStage(deps);
  try {
    const photo = await encodePhotoToFiles(async () => Buffer.from(await file.arrayBuffer()), name, stage.pathFor);
    return { photo, stage };
  } catch (error) {
    stage.discard();
    throw error;
  }
}

/**
 * Stores photos sent together. Each is checked and encoded in turn, its files written under
 * temporary names as soon as it is encoded; the rows are recorded together at the end. A refused
 * one refuses the request (its message names the file) and removes what was staged: nothing
 * half-stored.
 */
export async function uploadPhotos(
  deps: Pick<AppDeps, 'db' | 'now'> & UploadsDeps,
  files: File[],
  folder: string,
): Promise<MediaItem[]> {
  if (files.length === 0) throw new DomainError('bad-input', copy.noFiles);
  if (files.length > MEDIA_UPLOAD_MAX_FILES) throw new DomainError('bad-input', copy.tooManyFiles);
  const staged: Array<{ name: string; photo: WrittenPhoto; stage: PhotoStage }> = [];
  const committed: string[] = [];
  try {
    for (const file of files) staged.push({ name: displayName(file), ...(await stagePhoto(deps, file)) });
    const rows = deps.db.transaction((tx) =>
      staged.map(({ name, photo, stage }) => {
        const { row, files } = insertPhotoItem(tx, deps.now(), photo, stage, { name, folder });
        committed.push(...files);
        return row;
      }),
    );
    return rows.map((row) => toItem(row, 0));
  } catch (error) {
    // A refused photo, or a failure inside the transaction (which rolled back every row): the staged
    // files go, and so do those of the items renamed before the failure.
    for (const { stage } of staged) stage.discard();
    for (const file of committed) fs.rmSync(file, { force: true });
    throw error;
  }
}

/** Newest first; `search` matches the file name or the alt text, whatever the case. */
export function listMedia(deps: AppDeps, input: MediaListInput): { items: MediaItem[]; folders: string[]; tags: string[] } {
  const rows = deps.db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).all();
  const counts = new Map(
    deps.db
      .select({ id: mediaUsages.mediaId, count: sql<number>`count(*)` })
      .from(mediaUsages)
      .groupBy(mediaUsages.mediaId)
      .all()
      .map((row) => [row.id, row.count]),
  );
  // SQLite's LIKE and lower() fold only ASCII: Cyrillic names are matched here. A club's library
  // holds hundreds of items, not millions.
  const jobs = latestJobs(
    deps,
    rows.filter((row) => row.kind === 'video').map((row) => row.id),
  );
  const needle = input?.search?.toLocaleLowerCase('ru') ?? '';
  const items = rows
    .filter((row) => (input?.folder ? row.folder === input.folder : true))
    .filter((row) => (input?.tag ? row.tags.includes(input.tag.toLocaleLowerCase('ru')) : true))
    .filter((row) => !needle || `${row.name}\n${row.alt}`.toLocaleLowerCase('ru').includes(needle))
    .map((row) => toItem(row, counts.get(row.id) ?? 0, jobs.get(row.id)));
  const sorted = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'ru'));
  return { items, folders: sorted(rows.map((row) => row.folder)), tags: sorted(rows.flatMap((row) => row.tags)) };
}

export function mediaById(deps: AppDeps, id: number): MediaItem {
  return toItem(rowOf(deps, id), usageCount(deps, id), latestJobs(deps, [id]).get(id));
}

/** Alt text, caption, focal point, folder and tags. */
export function updateMedia(deps: AppDeps, input: MediaUpdateInput): MediaItem {
  const { id, focal, ...fields } = input;
  const row = deps.db
    .update(media)
    .set({ ...fields, focalX: focal.x, focalY: focal.y, updatedAt: deps.now() })
    .where(eq(media.id, id))
    .returning()
    .get();
  if (!row) throw new DomainError('not-found', copy.notFound);
  return toItem(row, usageCount(deps, id), latestJobs(deps, [id]).get(id));
}

/**
 * A new file for an item: the id, alt text, focal point and every usage stay, the addresses change
 * (the hash is in the names) and the old files go once the new ones are in place.
 */
export async function replaceMediaFile(deps: AppDeps, id: number, file: File | null): Promise<MediaItem> {
  if (!file) throw new DomainError('bad-input', copy.noFiles);
  const before = rowOf(deps, id);
  // A video is replaced through its own upload (server/lib/media/video-upload.ts), by a video.
  if (before.kind === 'video') throw new DomainError('conflict', serverMessages.adminMediaVideo.replaceWithVideo);
  const { photo, stage: staged } = await stagePhoto(deps, file);
  let row: MediaRow | undefined;
  try {
    row = deps.db.transaction((tx) => {
      const updated = tx
        .update(media)
        .set({
          name: displayName(file),
          hash: photo.hash,
          widths: photo.widths,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes,
          updatedAt: deps.now(),
        })
        .where(eq(media.id, id))
        .returning()
        .get();
      // Deleted while the new file was being encoded.
      if (!updated) throw new DomainError('not-found', copy.notFound);
      staged.commit(mediaStem(id, photo.hash));
      return updated;
    });
  } catch (error) {
    staged.discard();
    throw error;
  }
  const oldStem = mediaStem(id, before.hash);
  if (oldStem !== mediaStem(id, photo.hash)) removeFiles(deps, oldStem, before.widths);
  else removeStaleFiles(deps, oldStem, before.widths, photo.files);
  return toItem(row, usageCount(deps, id));
}

/** Refused while anything uses the item; the message names the places. */
export function deleteMedia(deps: AppDeps, id: number): { ok: true } {
  const row = rowOf(deps, id);
  const places = usagesOf(deps.db, id);
  if (places.length > 0) {
    throw new DomainError('conflict', copy.inUse(row.kind, places.map((place) => place.place).join(', ')));
  }
  const sources = latestJobs(deps, [id]).get(id)?.source;
  // The item's jobs go with it (cascade); a transcode under way finds no job and keeps nothing.
  deps.db.delete(media).where(eq(media.id, id)).run();
  if (row.kind === 'video') {
    removeVideoFiles(deps, row.id, row.hash, row.widths);
    if (sources) fs.rmSync(sources, { force: true });
  } else removeFiles(deps, mediaStem(row.id, row.hash), row.widths);
  return { ok: true };
}

export function mediaUsagesOf(deps: AppDeps, id: number): MediaUsage[] {
  rowOf(deps, id);
  return usagesOf(deps.db, id);
}
