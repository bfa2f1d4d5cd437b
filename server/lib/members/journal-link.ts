import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceRecords, memberGroups, members } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { syncVisitsOfRows } from '../passes/visits';
import { createMember } from './create';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Names compare without case, extra spaces or ё/е (SQLite's lower() ignores Cyrillic: done in JS). */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
}

/**
 * The member a journal row of this group is, by name (docs/decisions/members-and-passes.md): a
 * member of the group with that name (the same name in the same group across months is one
 * person), or, when none is, a member created in that group. An archived member is not matched:
 * a returning name starts a new card, the old one keeps its history.
 */
export function memberForJournalName(tx: Tx, groupId: string, studentName: string): number {
  const key = nameKey(studentName);
  const candidates = tx
    .select({ id: members.id, fullName: members.fullName })
    .from(memberGroups)
    .innerJoin(members, eq(members.id, memberGroups.memberId))
    .where(and(eq(memberGroups.groupId, groupId), isNull(members.archivedAt)))
    .orderBy(members.id)
    .all();
  const found = candidates.find((candidate) => nameKey(candidate.fullName) === key);
  if (found) return found.id;
  return createMember(tx, { fullName: studentName.trim().replace(/\s+/g, ' '), birthDate: null, groupIds: [groupId] });
}

/**
 * At start: every journal row without a member gets one (matched by name within its group, the
 * rest created), in batches, each in a transaction. Idempotent: a row that has a member is never
 * touched again, and a second run finds nothing to do. Returns how many rows were linked.
 */
export function linkJournalToMembers(deps: Pick<AppDeps, 'db' | 'now'>): number {
  let linked = 0;
  for (;;) {
    const batch = deps.db
      .select({
        id: attendanceRecords.id,
        groupId: attendanceRecords.groupId,
        studentName: attendanceRecords.studentName,
        year: attendanceRecords.year,
        month: attendanceRecords.month,
      })
      .from(attendanceRecords)
      .where(isNull(attendanceRecords.memberId))
      .orderBy(attendanceRecords.year, attendanceRecords.month, attendanceRecords.position, attendanceRecords.createdAt)
      .limit(500)
      .all();
    if (batch.length === 0) return linked;
    deps.db.transaction((tx) => {
      for (const row of batch) {
        const memberId = memberForJournalName(tx, row.groupId, row.studentName);
        tx.update(attendanceRecords).set({ memberId }).where(eq(attendanceRecords.id, row.id)).run();
      }
    });
    linked += batch.length;
  }
}

/** Re-reads the visits of rows just written (the journal's create, save and copy). */
export function syncJournalVisits(
  tx: Tx,
  rows: ReadonlyArray<{ memberId: number | null; groupId: string; year: number; month: number }>,
  now: number,
): void {
  syncVisitsOfRows(tx, rows, now);
}
