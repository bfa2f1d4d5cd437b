import { asc, eq, sql } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { imageSrcOrLegacy } from '#shared/rules/media';
import type { Coach, CoachFields } from '#shared/schemas/coaches';
import type { ResolvedImage } from '#shared/schemas/media';
import { coaches } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { createWithPicture, pictureOfSave, saveWithPicture } from './media/form-picture';
import { resolveImages } from './media/resolve';
import { dropUsages, type MediaReference } from './media/usages';
import { nextPosition } from './positions';

type CoachRow = typeof coaches.$inferSelect;

/** A coach as the API answers it: a library portrait resolved (its `src` also as `photo`, for older readers). */
export function toCoach(row: CoachRow, image?: ResolvedImage): Coach {
  const coach: Coach = { _id: row.id, name: row.name, photo: imageSrcOrLegacy(image, row.photo), ranks: row.ranks };
  return row.photoMediaId !== null && image ? { ...coach, mediaId: row.photoMediaId, image } : coach;
}

/** The coaches with their library portraits resolved in one query. */
function withImages(deps: AppDeps, rows: CoachRow[]): Coach[] {
  const images = resolveImages(
    deps.db,
    rows.flatMap((row) => (row.photoMediaId === null ? [] : [row.photoMediaId])),
  );
  return rows.map((row) => toCoach(row, row.photoMediaId === null ? undefined : images.get(row.photoMediaId)));
}

/** The usage of a library portrait, recorded with the coach's save (refused without alt text: shown on the picker). */
export const coachPortraitRef = (id: string): MediaReference => ({ ownerKind: 'coach', ownerId: id, field: 'photo' });

/** The admin's order, then creation. */
export function listCoaches(deps: AppDeps): Coach[] {
  const rows = deps.db.select().from(coaches).orderBy(asc(coaches.position), asc(coaches.createdAt), asc(sql`rowid`)).all();
  return withImages(deps, rows);
}

function notFound(): DomainError {
  return new DomainError('not-found', serverMessages.adminCoaches.notFound);
}

function coachById(deps: AppDeps, id: string): Coach {
  const row = deps.db.select().from(coaches).where(eq(coaches.id, id)).get();
  if (!row) throw notFound();
  const [coach] = withImages(deps, [row]);
  if (!coach) throw notFound();
  return coach;
}

/** A new coach goes last and must come with a portrait. */
export async function createCoach(deps: AppDeps, fields: CoachFields, photo: File | null): Promise<Coach> {
  const id = await createWithPicture(deps, {
    picture: { file: photo, mediaId: fields.mediaId, alt: fields.name },
    required: serverMessages.adminCoaches.photoRequired,
    ref: coachPortraitRef,
    insert: (newId, photoMediaId) => {
      deps.db
        .insert(coaches)
        .values({
          id: newId,
          name: fields.name,
          photo: '',
          photoMediaId,
          ranks: fields.ranks,
          position: nextPosition(deps.db, coaches),
          createdAt: deps.now(),
          updatedAt: deps.now(),
        })
        .run();
    },
  });
  return coachById(deps, id);
}

/** Without a new portrait the old one stays; a new one moves the library's usage with it. */
export async function updateCoach(deps: AppDeps, id: string, fields: CoachFields, photo: File | null): Promise<Coach> {
  const existing = deps.db.select().from(coaches).where(eq(coaches.id, id)).get();
  if (!existing) throw notFound();
  const portrait = await pictureOfSave(deps, { file: photo, mediaId: fields.mediaId, alt: fields.name });
  saveWithPicture(deps, portrait, {
    ref: coachPortraitRef(id),
    write: () => {
      const row = deps.db
        .update(coaches)
        .set({
          name: fields.name,
          ranks: fields.ranks,
          ...(portrait ? { photo: '', photoMediaId: portrait.id } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(coaches.id, id))
        .returning()
        .get();
      // Deleted while the portrait was being stored.
      if (!row) throw notFound();
    },
  });
  return coachById(deps, id);
}

/** The portrait stays in the library (other places may use it; the admin deletes it on 'Медиа'). */
export async function deleteCoach(deps: AppDeps, id: string): Promise<void> {
  const existing = deps.db.select().from(coaches).where(eq(coaches.id, id)).get();
  if (!existing) throw notFound();
  deps.db.transaction(() => {
    dropUsages(deps.db, 'coach', id);
    deps.db.delete(coaches).where(eq(coaches.id, id)).run();
  });
}
