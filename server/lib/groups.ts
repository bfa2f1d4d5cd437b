import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { Group } from '#shared/schemas/group';
import type { Db } from '../db/client';
import { groups } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';

type GroupRow = typeof groups.$inferSelect;

export function toGroup(row: GroupRow): Group {
  return { _id: row.id, name: row.name };
}

export function listGroups(deps: Pick<AppDeps, 'db'>): Group[] {
  return deps.db.select().from(groups).orderBy(asc(groups.createdAt), asc(sql`rowid`)).all().map(toGroup);
}

/** Takes a bare database handle, not deps: attendance calls it inside its own transactions. */
export function findGroupRow(db: Pick<Db, 'select'>, id: string): GroupRow {
  const row = db.select().from(groups).where(eq(groups.id, id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.journal.groupNotFound);
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
  if (taken) throw new DomainError('conflict', serverMessages.journal.groupNameTaken);
}

export function createGroup(deps: Pick<AppDeps, 'db' | 'now'>, name: string): Group {
  assertNameFree(deps.db, name);
  return toGroup(deps.db.insert(groups).values({ id: randomUUID(), name, createdAt: deps.now() }).returning().get());
}

export function renameGroup(deps: Pick<AppDeps, 'db'>, id: string, name: string): Group {
  findGroupRow(deps.db, id);
  assertNameFree(deps.db, name, id);
  const row = deps.db.update(groups).set({ name }).where(eq(groups.id, id)).returning().get();
  if (!row) throw new DomainError('not-found', serverMessages.journal.groupNotFound);
  return toGroup(row);
}

/** The group's attendance records go with it (ON DELETE CASCADE, foreign keys are on). */
export function deleteGroup(deps: Pick<AppDeps, 'db'>, id: string): void {
  const deleted = deps.db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id }).get();
  if (!deleted) throw new DomainError('not-found', serverMessages.journal.groupNotFound);
}

/** Each group's direction (which passes a tick there takes a class from): the journal's group editor. */
export function groupDirections(deps: Pick<AppDeps, 'db'>): Array<{ id: string; direction: string | null }> {
  return deps.db.select({ id: groups.id, direction: groups.direction }).from(groups).all();
}

export function setGroupDirection(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  direction: string | null,
): { id: string; direction: string | null } {
  const row = deps.db.update(groups).set({ direction }).where(eq(groups.id, id)).returning().get();
  if (!row) throw new DomainError('not-found', serverMessages.journal.groupNotFound);
  return { id: row.id, direction: row.direction };
}
