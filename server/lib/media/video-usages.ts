import { eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { Db } from '../../db/client';
import { media, mediaUsages } from '../../db/schema';
import { DomainError } from '../domain-error';
import { type MediaReference, recordUsage } from './usages';

/**
 * Records that `ref` (a page's `videoRef`) now holds the video `mediaId`, or nothing with null; the
 * owner calls it when it saves, inside its own transaction. A banner video is decorative (hidden from
 * screen readers), so no alt text is asked; a video still being transcoded may be chosen (the page
 * shows it once it is ready, resolveVideos), a failed new one may not.
 */
export function recordVideoUsage(db: Db, ref: MediaReference, mediaId: number | null, formField = ref.field): void {
  if (mediaId === null) {
    recordUsage(db, ref, null, formField);
    return;
  }
  const item = db.select().from(media).where(eq(media.id, mediaId)).get();
  const refuse = (message: string) => new DomainError('bad-input', message, { fieldErrors: { [formField]: [message] } });
  if (!item) throw refuse(serverMessages.adminMedia.notFound);
  if (item.kind !== 'video') throw refuse(serverMessages.adminMediaVideo.notAVideoItem);
  if (item.state === 'failed') throw refuse(serverMessages.adminMediaVideo.failedItem);
  db.insert(mediaUsages)
    .values({ mediaId, ...ref })
    .onConflictDoUpdate({ target: [mediaUsages.ownerKind, mediaUsages.ownerId, mediaUsages.field], set: { mediaId } })
    .run();
}
