import { inArray } from 'drizzle-orm';
import type { ResolvedImage } from '#shared/schemas/media';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { mediaStem } from './files';

export type MediaRow = typeof media.$inferSelect;

/** A stored photo as layouts draw it (shared/schemas/media.ts ResolvedImage). */
export function resolvedImageOf(row: MediaRow): ResolvedImage {
  return {
    stem: mediaStem(row.id, row.hash),
    widths: row.widths,
    width: row.width,
    height: row.height,
    alt: row.alt,
    ...(row.caption ? { caption: row.caption } : {}),
    focal: { x: row.focalX, y: row.focalY },
  };
}

/**
 * Library ids to what the layouts need, for route loaders and procedures building a page's data.
 * Ids of missing items, of videos and of items not ready are absent from the answer: the caller
 * draws nothing there rather than a broken picture.
 */
export function resolveImages(db: Db, ids: readonly number[]): Map<number, ResolvedImage> {
  const unique = [...new Set(ids)];
  const resolved = new Map<number, ResolvedImage>();
  if (unique.length === 0) return resolved;
  for (const row of db.select().from(media).where(inArray(media.id, unique)).all()) {
    if (row.kind === 'image' && row.state === 'ready') resolved.set(row.id, resolvedImageOf(row));
  }
  return resolved;
}

/** One id (or none) to its picture, or null. */
export function resolveImage(db: Db, id: number | null | undefined): ResolvedImage | null {
  return id == null ? null : (resolveImages(db, [id]).get(id) ?? null);
}
