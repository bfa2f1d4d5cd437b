import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_IMAGE_FORMATS } from '#shared/rules/media';
import type { UploadsDeps } from '../uploads';
import type { EncodedFile } from './photos';

/** The library's folder under the uploads (served at /uploads/media/…). */
export function mediaDir(deps: UploadsDeps): string {
  return path.join(deps.env.uploadsDir, 'media');
}

/** The name stem of an item's files: its id and the hash of its content. */
export function mediaStem(id: number, hash: string): string {
  return `${id}-${hash}`;
}

/** `<stem>-<width>.<format>`, the file behind shared/rules/media.ts mediaFileUrl. */
export function mediaFileName(stem: string, file: { width: number; format: string }): string {
  return `${stem}-${file.width}.${file.format}`;
}

/**
 * Files written under temporary names, waiting to be given their real ones. The temporary names
 * start with a dot: the static route never serves dot-files, so a half-written set is never seen.
 */
export interface StagedFiles {
  /** Renames every file to `<stem>-<width>.<format>`; on a failure renames nothing more and removes what it renamed. */
  commit(stem: string): string[];
  /** Removes the temporary files (after a failure before commit). */
  discard(): void;
}

/** A photo's files as they are written one by one: each gets a temporary name before its bytes exist. */
export interface PhotoStage extends StagedFiles {
  /** The temporary path of one file; the stage removes it on `discard`, whether or not it was written. */
  pathFor(file: { width: number; format: string }): string;
}

/** An empty stage in the library's folder, for an encoder that writes each file itself (sharp's toFile). */
export async function openStage(deps: UploadsDeps): Promise<PhotoStage> {
  const dir = mediaDir(deps);
  await fs.promises.mkdir(dir, { recursive: true });
  const tag = randomBytes(8).toString('hex');
  const staged: Array<{ temp: string; file: { width: number; format: string } }> = [];
  const discard = () => {
    for (const { temp } of staged) fs.rmSync(temp, { force: true });
  };
  return {
    pathFor(file) {
      const temp = path.join(dir, `.tmp-${tag}-${file.width}.${file.format}`);
      staged.push({ temp, file: { width: file.width, format: file.format } });
      return temp;
    },
    // Synchronous, so it can run inside the database transaction that records the item: a failed
    // rename rolls the row back, a failed insert leaves only temporary files, which discard removes.
    commit(stem) {
      const done: string[] = [];
      try {
        for (const { temp, file } of staged) {
          const target = path.join(dir, mediaFileName(stem, file));
          fs.renameSync(temp, target);
          done.push(target);
        }
      } catch (error) {
        for (const target of done) fs.rmSync(target, { force: true });
        discard();
        throw error;
      }
      return done;
    },
    discard,
  };
}

/** Writes encoded files (held as Buffers) under temporary names. */
export async function stageFiles(deps: UploadsDeps, files: readonly EncodedFile[]): Promise<StagedFiles> {
  const stage = await openStage(deps);
  try {
    for (const file of files) await fs.promises.writeFile(stage.pathFor(file), file.data, { flag: 'wx' });
  } catch (error) {
    stage.discard();
    throw error;
  }
  return stage;
}

/**
 * Removes an item's files: both formats at every width, so a photo stored before AVIF stopped at
 * 1280 px (shared/rules/media.ts MEDIA_AVIF_MAX_WIDTH) loses its 1920 px AVIF too; missing files are ignored.
 */
export function removeFiles(deps: UploadsDeps, stem: string, widths: readonly number[]): void {
  removeStaleFiles(deps, stem, widths, []);
}

/**
 * After a new encoding was given the same stem (the same bytes sent again): removes the files of the
 * old widths, in both formats, that the new encoding did not write; missing files are ignored.
 */
export function removeStaleFiles(
  deps: UploadsDeps,
  stem: string,
  oldWidths: readonly number[],
  written: ReadonlyArray<{ width: number; format: string }>,
): void {
  const dir = mediaDir(deps);
  const kept = new Set(written.map((file) => mediaFileName(stem, file)));
  for (const width of oldWidths) {
    for (const format of MEDIA_IMAGE_FORMATS) {
      const name = mediaFileName(stem, { width, format });
      if (kept.has(name)) continue;
      try {
        fs.rmSync(path.join(dir, name), { force: true });
      } catch (error) {
        console.warn('[media] could not delete', name, error);
      }
    }
  }
}
