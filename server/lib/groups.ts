import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '#shared/messages/server.ru';
import type { Group } from '#shared/schemas/group';
import type { Db } from '../db/client';
import { groups } from '../db/schema';
import { DomainError } from './domain-error';

type GroupRow = typeof groups.$inferSelect;

export function toGroup(row: GroupRow): Group {
  return { _id: row.id, name: row.name };
}

export function listGroups(db: Db): Group[] {
  return db.select().from(groups).orderBy(asc(groups.createdAt), asc(sql`rowid`)).all().map(toGroup);
}

export function findGroupRow(db: Pick<Db, 'select'>, id: string): GroupRow {
  const row = db.select().from(groups).where(eq(groups.id, id)).get();
  if (!row) throw new DomainError('not-found', messages.journal.groupNotFound);
  return row;
}

/** Names compare without case and extra spaces (SQLite's lower() ignores Cyrillic, so this runs in JS). */
function sameName(a: string, b: string): boolean {
  const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
  return fold(a) === fold(b);
}

/** Two groups with one name would be indistinguishable in the journal's select. */
function assertNameFree(db: Db, name: string, exceptId?: string): void {
  const taken = db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .all()
    .some((group) => group.id !== exceptId && sameName(group.name, name));
  if (taken) throw new DomainError('conflict', messages.journal.groupNameTaken);
}

export function createGroup(db: Db, now: number, name: string): Group {
  assertNameFree(db, name);
  return toGroup(db.insert(groups).values({ id: randomUUID(), name, createdAt: now }).returning().get());
}

export function renameGroup(db: Db, id: string, name: string): Group {
  findGroupRow(db, id);
  assertNameFree(db, name, id);
  const row = db.update(groups).set({ name }).where(eq(groups.id, id)).returning().get();
  if (!row) throw new DomainError('not-found', messages.journal.groupNotFound);
  return toGroup(row);
}

/** The group's attendance records go with it (ON DELETE CASCADE, foreign keys are on). */
export function deleteGroup(db: Db, id: string): void {
  const deleted = db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id }).get();
  if (!deleted) throw new DomainError('not-found', messages.journal.groupNotFound);
}
