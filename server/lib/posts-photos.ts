import { inArray } from 'drizzle-orm';
import { imageSrc, mediaFileUrl } from '#shared/rules/media';
import type { ResolvedImage } from '#shared/schemas/media';
import type { PostPhoto } from '#shared/schemas/post';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { mediaStem } from './media/files';
import { type MediaRow, resolvedImageOf } from './media/resolve';
import { dropUsages, recordUsage } from './media/usages';

/**
 * A local post's photos as media library items (docs/decisions/media-library.md, "News onto the
 * picker"): the post stores `{ mediaId, alt? }` in order, each photo is a usage `post`/`photos.N`,
 * and the addresses the legacy answer and the news columns read (`photoUrls`) are computed from
 * the items. They are computed again on every read too, so a replaced file shows at once.
 */

/** The widest WebP a news card or the home slider needs from the first photo (the 600 px of the older photos). */
const CARD_WIDTH = 640;

/** The ready photos among `ids`, by id, in one query (a video or a missing id is absent). */
export function postPhotoRows(db: Db, ids: Iterable<number>): Map<number, MediaRow> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map(
    db
      .select()
      .from(media)
      .where(inArray(media.id, unique))
      .all()
      .filter((row) => row.kind === 'image' && row.state === 'ready')
      .map((row) => [row.id, row]),
  );
}

/** Every library id the posts hold. */
export function photoIdsOf(rows: ReadonlyArray<{ photoMedia: readonly PostPhoto[] }>): number[] {
  return rows.flatMap((row) => row.photoMedia.map((photo) => photo.mediaId));
}

/** One photo as this post draws it: the item's picture with the post's own description when it has one. */
export function postPhotoImage(row: MediaRow, photo: PostPhoto): ResolvedImage {
  const image = resolvedImageOf(row);
  return photo.alt ? { ...image, alt: photo.alt } : image;
}

/** The addresses a library post answers as `photoUrls`: each item's WebP `src`, in order (gone items left out). */
export function photoUrlsOf(photos: readonly PostPhoto[], rows: ReadonlyMap<number, MediaRow>): string[] {
  return photos.flatMap((photo) => {
    const row = rows.get(photo.mediaId);
    return row ? [imageSrc(resolvedImageOf(row))] : [];
  });
}

/** The first photo for a news card: its WebP at the card's width (or the widest below it), the large one, and the picture. */
export function cardPhotoOf(photo: PostPhoto, row: MediaRow): { photo: string; photoLarge: string; picture: ResolvedImage } {
  const fitting = row.widths.filter((width) => width <= CARD_WIDTH);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...row.widths);
  const picture = postPhotoImage(row, photo);
  return { photo: mediaFileUrl(mediaStem(row.id, row.hash), width, 'webp'), photoLarge: imageSrc(picture), picture };
}

/** Per-use descriptions are kept only when written: an empty one means "the item's own alt text". */
export function cleanPhotos(photos: readonly PostPhoto[]): PostPhoto[] {
  return photos.map((photo) => (photo.alt ? { mediaId: photo.mediaId, alt: photo.alt } : { mediaId: photo.mediaId }));
}

/**
 * Records a post's photos as usages `photos.0`, `photos.1`…, replacing the ones it had; inside the
 * save's transaction, so an item refused (missing, not a photo, without alt text) refuses the save,
 * its message on that photo's form field.
 */
export function recordPostPhotos(db: Db, postId: number, photos: readonly PostPhoto[]): void {
  dropUsages(db, 'post', String(postId));
  photos.forEach((photo, index) => {
    const field = `photos.${index}`;
    recordUsage(db, { ownerKind: 'post', ownerId: String(postId), field }, photo.mediaId, field);
  });
}
