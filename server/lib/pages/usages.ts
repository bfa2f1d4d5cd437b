import { and, eq } from 'drizzle-orm';
import type { PageKey } from '#shared/schemas/pages/documents';
import type { Db } from '../../db/client';
import { mediaUsages } from '../../db/schema';
import { recordUsage } from '../media/usages';
import { recordVideoUsage } from '../media/video-usages';
import { imagesOf, videosOf } from './documents';

/**
 * Records the library pictures and banner videos a page holds: its draft's, its published version's and a scheduled
 * one's (field 'draft:founder.photo', 'published:gallery.items.0.image', …), so no picture a visitor
 * sees or will see can be deleted. Revisions are not counted: a restore checks its pictures again
 * and refuses one whose item is gone (docs/decisions/pages-content-model.md). Called inside the
 * write's transaction; a refused picture (missing, no alt text) refuses the write.
 */
export function recordPageUsages(
  db: Db,
  key: PageKey,
  versions: { draft: unknown; published: unknown; scheduled: unknown | null },
): void {
  db.delete(mediaUsages)
    .where(and(eq(mediaUsages.ownerKind, 'page'), eq(mediaUsages.ownerId, key)))
    .run();
  for (const [version, document] of Object.entries(versions)) {
    if (document == null) continue;
    for (const image of imagesOf(document)) {
      recordUsage(db, { ownerKind: 'page', ownerId: key, field: `${version}:${image.path}` }, image.mediaId, image.path);
    }
    for (const video of videosOf(document)) {
      recordVideoUsage(db, { ownerKind: 'page', ownerId: key, field: `${version}:${video.path}` }, video.mediaId, video.path);
    }
  }
}
