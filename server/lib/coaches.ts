import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '#shared/messages/server.ru';
import type { Coach, CoachFields } from '#shared/schemas/coaches';
import { coaches } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { nextPosition } from './positions';
import { deleteStoredImage, IMAGE_KIND, storeImage } from './uploads';

type CoachRow = typeof coaches.$inferSelect;

export function toCoach(row: CoachRow): Coach {
  return { _id: row.id, name: row.name, photo: row.photo, ranks: row.ranks };
}

/** The admin's order, then creation. */
export function listCoaches(deps: AppDeps): Coach[] {
  return deps.db
    .select()
    .from(coaches)
    .orderBy(asc(coaches.position), asc(coaches.createdAt), asc(sql`rowid`))
    .all()
    .map(toCoach);
}

function notFound(): DomainError {
  return new DomainError('not-found', messages.adminCoaches.notFound);
}

/** A new coach goes last and must come with a photo. */
export async function createCoach(deps: AppDeps, fields: CoachFields, photo: File | null): Promise<Coach> {
  if (!photo) throw new DomainError('bad-input', messages.adminCoaches.photoRequired);
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

/** Without a new photo the old one stays; a new one replaces it and the old file is deleted. */
export async function updateCoach(deps: AppDeps, id: string, fields: CoachFields, photo: File | null): Promise<Coach> {
  const existing = deps.db.select().from(coaches).where(eq(coaches.id, id)).get();
  if (!existing) throw notFound();
  const photoUrl = photo ? await storeImage(deps, photo, IMAGE_KIND.photo) : existing.photo;
  let row: CoachRow | undefined;
  try {
    row = deps.db
      .update(coaches)
      .set({ name: fields.name, ranks: fields.ranks, photo: photoUrl, updatedAt: deps.now() })
      .where(eq(coaches.id, id))
      .returning()
      .get();
    // Deleted while the photo was being stored.
    if (!row) throw notFound();
  } catch (error) {
    if (photo) await deleteStoredImage(deps, photoUrl);
    throw error;
  }
  if (photo) await deleteStoredImage(deps, existing.photo);
  return toCoach(row);
}

export async function deleteCoach(deps: AppDeps, id: string): Promise<void> {
  const existing = deps.db.select().from(coaches).where(eq(coaches.id, id)).get();
  if (!existing) throw notFound();
  deps.db.delete(coaches).where(eq(coaches.id, id)).run();
  await deleteStoredImage(deps, existing.photo);
}
