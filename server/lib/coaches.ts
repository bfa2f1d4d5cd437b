import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { Coach, CoachFields } from '#shared/schemas/coaches';
import type { ResolvedImage } from '#shared/schemas/media';
import { coaches } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { resolveImages } from './media/resolve';
import { dropUsages, recordUsage } from './media/usages';
import { nextPosition } from './positions';
import { deleteStoredImage, IMAGE_KIND, storeImage } from './uploads';

type CoachRow = typeof coaches.$inferSelect;

/** A coach as the API answers it: a library portrait resolved (its `src` also as `photo`, for older readers). */
export function toCoach(row: CoachRow, image?: ResolvedImage): Coach {
  const coach: Coach = { _id: row.id, name: row.name, photo: image?.src ?? row.photo, ranks: row.ranks };
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
const PORTRAIT_FIELD = 'photo';
const PORTRAIT_FORM_FIELD = 'mediaId';

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

/**
 * A new coach goes last and must come with a photo: a library item (`fields.mediaId`, the admin's
 * picker) or, the older way, a file uploaded with the coach.
 */
export async function createCoach(deps: AppDeps, fields: CoachFields, photo: File | null): Promise<Coach> {
  const { mediaId } = fields;
  if (mediaId !== undefined && !photo) {
    const id = randomUUID();
    // One transaction: a refused portrait (no alt text) leaves no coach behind.
    deps.db.transaction(() => {
      deps.db
        .insert(coaches)
        .values({
          id,
          name: fields.name,
          photo: '',
          photoMediaId: mediaId,
          ranks: fields.ranks,
          position: nextPosition(deps.db, coaches),
          createdAt: deps.now(),
          updatedAt: deps.now(),
        })
        .run();
      recordUsage(deps.db, { ownerKind: 'coach', ownerId: id, field: PORTRAIT_FIELD }, mediaId, PORTRAIT_FORM_FIELD);
    });
    return coachById(deps, id);
  }
  if (!photo) throw new DomainError('bad-input', serverMessages.adminCoaches.photoRequired);
  const photoUrl = await storeImage(deps, photo, IMAGE_KIND.photo);
  try {
    const row = deps.db
      .insert(coaches)
      .values({
        id: randomUUID(),
        name: fields.name,
        photo: photoUrl,
        ranks: fields.ranks,
        position: nextPosition(deps.db, coaches),
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning()
      .get();
    return toCoach(row);
  } catch (error) {
    await deleteStoredImage(deps, photoUrl);
    throw error;
  }
}

/**
 * Without a new photo the old one stays. A library item or a new file replaces it: the old file
 * (of a portrait uploaded the older way) is deleted, the library's usage follows the change.
 */
export async function updateCoach(deps: AppDeps, id: string, fields: CoachFields, photo: File | null): Promise<Coach> {
  const existing = deps.db.select().from(coaches).where(eq(coaches.id, id)).get();
  if (!existing) throw notFound();
  const { mediaId } = fields;
  const portraitRef = { ownerKind: 'coach', ownerId: id, field: PORTRAIT_FIELD } as const;
  if (mediaId !== undefined && !photo) {
    deps.db.transaction(() => {
      const row = deps.db
        .update(coaches)
        .set({ name: fields.name, ranks: fields.ranks, photo: '', photoMediaId: mediaId, updatedAt: deps.now() })
        .where(eq(coaches.id, id))
        .returning()
        .get();
      if (!row) throw notFound();
      recordUsage(deps.db, portraitRef, mediaId, PORTRAIT_FORM_FIELD);
    });
    if (existing.photo) await deleteStoredImage(deps, existing.photo);
    return coachById(deps, id);
  }
  const photoUrl = photo ? await storeImage(deps, photo, IMAGE_KIND.photo) : existing.photo;
  try {
    deps.db.transaction(() => {
      const row = deps.db
        .update(coaches)
        .set({
          name: fields.name,
          ranks: fields.ranks,
          photo: photoUrl,
          ...(photo ? { photoMediaId: null } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(coaches.id, id))
        .returning()
        .get();
      // Deleted while the photo was being stored.
      if (!row) throw notFound();
      if (photo) recordUsage(deps.db, portraitRef, null);
    });
  } catch (error) {
    if (photo) await deleteStoredImage(deps, photoUrl);
    throw error;
  }
  if (photo && existing.photo) await deleteStoredImage(deps, existing.photo);
  return coachById(deps, id);
}

export async function deleteCoach(deps: AppDeps, id: string): Promise<void> {
  const existing = deps.db.select().from(coaches).where(eq(coaches.id, id)).get();
  if (!existing) throw notFound();
  deps.db.transaction(() => {
    dropUsages(deps.db, 'coach', id);
    deps.db.delete(coaches).where(eq(coaches.id, id)).run();
  });
  if (existing.photo) await deleteStoredImage(deps, existing.photo);
}
