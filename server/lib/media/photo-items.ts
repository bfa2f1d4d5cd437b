import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { mediaStem, type StagedFiles } from './files';
import type { PhotoFacts } from './photos';
import type { MediaRow } from './resolve';

/** What a new photo item is called, where it is filed, and its description when it comes with one. */
export interface PhotoItemFields {
  name: string;
  folder: string;
  alt?: string;
}

/**
 * Inside the caller's transaction: the library row of a photo encoded and staged beforehand (an
 * upload, an old picture moved in, a demo picture), and its staged files renamed to the item's
 * names. Answers the row and the files now in place, for the caller to remove should its
 * transaction fail after.
 */
export function insertPhotoItem(
  tx: Pick<Db, 'insert'>,
  now: number,
  photo: PhotoFacts,
  staged: StagedFiles | undefined,
  fields: PhotoItemFields,
): { row: MediaRow; files: string[] } {
  const row = tx
    .insert(media)
    .values({
      kind: 'image',
      ...fields,
      hash: photo.hash,
      widths: photo.widths,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return { row, files: staged?.commit(mediaStem(row.id, row.hash)) ?? [] };
}
