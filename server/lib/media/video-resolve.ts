import { inArray } from 'drizzle-orm';
import {
  MEDIA_VIDEO_POSTER_AT,
  MEDIA_VIDEO_POSTER_WIDTHS,
  mediaVideoFileUrl,
  mediaVideoPosterStem,
  mediaVideoPosterUrl,
} from '#shared/rules/media-video';
import type { MediaVideoStatus, ResolvedImage, ResolvedVideo } from '#shared/schemas/media';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { mediaStem } from './files';
import type { MediaRow } from './resolve';
import type { VideoJobRow } from './video-jobs';

/** The poster candidate's srcset: the widths of today's BackgroundVideo. */
function posterSrcset(stem: string, index: number): string {
  return MEDIA_VIDEO_POSTER_WIDTHS.map((width) => `${mediaVideoPosterUrl(stem, index, width)} ${width}w`).join(', ');
}

/** A ready video as layouts draw it (shared/schemas/media.ts ResolvedVideo). */
export function resolvedVideoOf(row: MediaRow): ResolvedVideo | null {
  if (row.kind !== 'video' || row.state !== 'ready' || row.widths.length === 0) return null;
  const stem = mediaStem(row.id, row.hash);
  const phoneWidth = row.widths[0] ?? row.width;
  const desktopWidth = row.widths[row.widths.length - 1] ?? row.width;
  const source = (width: number) => ({
    mp4: mediaVideoFileUrl(stem, width, 'mp4'),
    webm: mediaVideoFileUrl(stem, width, 'webm'),
    width,
    // ffmpeg's scale=W:-2 keeps the ratio with an even height.
    height: Math.max(2, Math.round((width * row.height) / row.width / 2) * 2),
  });
  const widest = MEDIA_VIDEO_POSTER_WIDTHS[MEDIA_VIDEO_POSTER_WIDTHS.length - 1] ?? 1280;
  return {
    phone: source(phoneWidth),
    desktop: { ...source(desktopWidth), height: row.height },
    poster: mediaVideoPosterUrl(stem, row.poster, widest),
    posterSrcset: posterSrcset(stem, row.poster),
    width: row.width,
    height: row.height,
  };
}

/**
 * Library ids to banner videos, for route loaders and procedures building a page's data (the pages'
 * `videoRef = { mediaId }`). Missing ids, photos and videos never transcoded are absent: the caller
 * draws its built-in banner or none. A video being replaced resolves to its current files until the
 * new ones are ready.
 */
export function resolveVideos(db: Db, ids: readonly number[]): Map<number, ResolvedVideo> {
  const unique = [...new Set(ids)];
  const resolved = new Map<number, ResolvedVideo>();
  if (unique.length === 0) return resolved;
  for (const row of db.select().from(media).where(inArray(media.id, unique)).all()) {
    const video = resolvedVideoOf(row);
    if (video) resolved.set(row.id, video);
  }
  return resolved;
}

/** One id (or none) to its video, or null. */
export function resolveVideo(db: Db, id: number | null | undefined): ResolvedVideo | null {
  return id == null ? null : (resolveVideos(db, [id]).get(id) ?? null);
}

/** The chosen poster as a picture (the grid's thumbnail, a picker's preview): WebP only. */
export function videoPosterImage(row: MediaRow): ResolvedImage {
  // A poster's files are named as a photo's would be with `-posterN` in the stem (mediaVideoPosterUrl).
  return {
    stem: mediaVideoPosterStem(mediaStem(row.id, row.hash), row.poster),
    widths: resolvedVideoOf(row) ? [...MEDIA_VIDEO_POSTER_WIDTHS] : [],
    webpOnly: true,
    width: row.width,
    height: row.height,
    alt: row.alt,
    focal: { x: row.focalX, y: row.focalY },
  };
}

/** A video's state as the 'Медиа' screen shows it. */
export function videoStatusOf(row: MediaRow, job: VideoJobRow | undefined): MediaVideoStatus {
  const resolved = resolvedVideoOf(row);
  const stem = mediaStem(row.id, row.hash);
  const smallest = MEDIA_VIDEO_POSTER_WIDTHS[0] ?? 480;
  return {
    job: job ? { state: job.state, progress: job.progress, error: job.error, replacing: job.replacing } : null,
    posters: resolved ? MEDIA_VIDEO_POSTER_AT.map((_, index) => mediaVideoPosterUrl(stem, index, smallest)) : [],
    poster: row.poster,
    seconds: row.seconds || job?.seconds || 0,
    resolved,
  };
}
