import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { photoFromForm } from './adopt';
import { type MediaReference, recordUsage } from './usages';

/** The picture an editor's save names; `discard` takes back a library item the save brought in. */
export interface SavedPicture {
  id: number;
  discard: () => void;
}

/**
 * The picture a save of a list item names (a coach's portrait, a product's picture): a file sent
 * with the form, which becomes a library item with `alt` (the item's name) as its alt text, or a
 * library item chosen in the editor. Null: the save keeps the current picture.
 */
export async function pictureOfSave(
  deps: AppDeps,
  { file, mediaId, alt }: { file: File | null; mediaId: number | undefined; alt: string },
): Promise<SavedPicture | null> {
  if (file) return photoFromForm(deps, file, alt);
  if (mediaId !== undefined) return { id: mediaId, discard: () => {} };
  return null;
}

/** The form field of the picker in the list editors' schemas (`CoachFields`, `ProductFields`). */
const PICKER_FIELD = 'mediaId';

/**
 * Saves an item and its picture's usage in one transaction: `write` writes the item's row, then
 * the usage of a new picture is recorded under `ref` (a refusal, such as no alt text, lands on
 * the picker's field, `mediaId`, where `pictureOfSave` read the chosen item). A refused save removes the picture it brought in, so a failed form leaves no
 * orphan upload in the library. Without a new picture the usage stays as it was.
 */
export function saveWithPicture(
  deps: Pick<AppDeps, 'db'>,
  picture: SavedPicture | null,
  { ref, write }: { ref: MediaReference; write: () => void },
): void {
  try {
    deps.db.transaction(() => {
      write();
      if (picture) recordUsage(deps.db, ref, picture.id, PICKER_FIELD);
    });
  } catch (error) {
    picture?.discard();
    throw error;
  }
}

/**
 * Creates a list item that must come with a picture (a coach, a product: the site shows none
 * without): the picture the save names, refused with `required` when there is none; a new id; then
 * `insert(id, mediaId)` writes the row and the usage is recorded under `ref(id)`, in one transaction
 * (`saveWithPicture`), so a refused picture (no alt text) leaves no item behind. Answers the new id.
 */
export async function createWithPicture(
  deps: AppDeps,
  {
    picture,
    required,
    ref,
    insert,
  }: {
    picture: Parameters<typeof pictureOfSave>[1];
    required: string;
    ref: (id: string) => MediaReference;
    insert: (id: string, mediaId: number) => void;
  },
): Promise<string> {
  const saved = await pictureOfSave(deps, picture);
  if (!saved) throw new DomainError('bad-input', required);
  const id = randomUUID();
  saveWithPicture(deps, saved, { ref: ref(id), write: () => insert(id, saved.id) });
  return id;
}
