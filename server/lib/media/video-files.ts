import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_VIDEO_POSTER_AT, MEDIA_VIDEO_POSTER_WIDTHS } from '#shared/rules/media-video';
import type { AppDeps } from '../../deps';
import { mediaDir, mediaStem } from './files';
import { posterFileName, videoFileName } from './video-transcode';

/**
 * Where uploads wait for their transcode: beside the database, outside the served uploads (and out
 * of the backups: a source lives only until its job ends).
 */
export function videoSourcesDir(deps: Pick<AppDeps, 'env'>): string {
  return path.join(deps.env.dataDir, 'video-sources');
}

/** The served name of a file a transcode made (`<id>-<hash>-720.mp4`, `<id>-<hash>-poster2-480.webp`). */
export function servedName(stem: string, made: string): string {
  return `${stem}-${made}`;
}

/** Every file name a video item has under its stem, for removal. */
export function videoFileNames(stem: string, widths: readonly number[]): string[] {
  const videos = widths.flatMap((width) =>
    (['mp4', 'webm'] as const).map((format) => servedName(stem, videoFileName(width, format))),
  );
  const posters = MEDIA_VIDEO_POSTER_AT.flatMap((_, index) =>
    MEDIA_VIDEO_POSTER_WIDTHS.map((width) => servedName(stem, posterFileName(index, width))),
  );
  return [...videos, ...posters];
}

/** Removes a video item's served files; missing ones are ignored. */
export function removeVideoFiles(deps: Pick<AppDeps, 'env'>, id: number, hash: string, widths: readonly number[]): void {
  const dir = mediaDir(deps);
  for (const name of videoFileNames(mediaStem(id, hash), widths)) {
    try {
      fs.rmSync(path.join(dir, name), { force: true });
    } catch (error) {
      console.warn('[media] could not delete', name, error);
    }
  }
}

/**
 * Moves a finished transcode's files to their served names. Synchronous, so it runs inside the
 * transaction that points the item at them; on a failure what was moved is removed again.
 */
export function commitVideoFiles(deps: Pick<AppDeps, 'env'>, made: string, stem: string): string[] {
  const dir = mediaDir(deps);
  const done: string[] = [];
  try {
    for (const name of fs.readdirSync(made)) {
      const target = path.join(dir, servedName(stem, name));
      fs.renameSync(path.join(made, name), target);
      done.push(target);
    }
  } catch (error) {
    for (const target of done) fs.rmSync(target, { force: true });
    throw error;
  }
  return done;
}

/** Folders of transcodes cut short (a restart): dot-named, never served, removed at start. */
export const TRANSCODE_DIR_PREFIX = '.tmp-video-';

export function removeUnfinishedTranscodes(deps: Pick<AppDeps, 'env'>): void {
  const dir = mediaDir(deps);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(TRANSCODE_DIR_PREFIX)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
