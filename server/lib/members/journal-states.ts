import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { listAttendanceInput } from '#shared/schemas/attendance';
import type { PassSummary } from '#shared/schemas/members';
import { attendanceRecords, passVisits } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { journalYear } from '../attendance';
import { findGroupRow } from '../groups';
import { headlinePass, passesOfMembers, unpaidVisitsOf } from '../passes/facts';
import { clubToday } from './list';

export interface JournalPassState {
  recordId: string;
  memberId: number | null;
  /** The pass a tick today would take a class from, or the latest one; null: never had one. */
  pass: PassSummary | null;
  /** Days of this month ticked without a pass ('без абонемента'); the office's, empty for a coach. */
  unpaidDays: number[];
  /** Every tick without a pass, all months: the debt the office sees; null for a coach. */
  unpaidVisits: number | null;
}

/** Beside each name of one group's month: the pass's state, classes left, its end, and the ticks without a pass. */
export function journalPassStates(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: z.output<typeof listAttendanceInput>,
): JournalPassState[] {
  findGroupRow(deps.db, input.group);
  const year = journalYear(deps, input.month, input.year);
  const rows = deps.db
    .select({ id: attendanceRecords.id, memberId: attendanceRecords.memberId })
    .from(attendanceRecords)
    .where(
      and(eq(attendanceRecords.groupId, input.group), eq(attendanceRecords.year, year), eq(attendanceRecords.month, input.month)),
    )
    .all();
  const memberIds = rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId]));
  const today = clubToday(deps);
  const passesOf = passesOfMembers(deps.db, memberIds);
  const unpaid = unpaidVisitsOf(deps.db, memberIds);
  const prefix = `${year}-${String(input.month).padStart(2, '0')}-`;
  const unpaidDays = new Map<number, number[]>();
  if (memberIds.length > 0)
    for (const visit of deps.db
      .select({ memberId: passVisits.memberId, date: passVisits.date })
      .from(passVisits)
      .where(
        and(
          inArray(passVisits.memberId, [...new Set(memberIds)]),
          eq(passVisits.groupId, input.group),
          isNull(passVisits.passId),
          like(passVisits.date, `${prefix}%`),
        ),
      )
      .all())
      unpaidDays.set(visit.memberId, [...(unpaidDays.get(visit.memberId) ?? []), Number(visit.date.slice(8))]);
  return rows.map((row) => ({
    recordId: row.id,
    memberId: row.memberId,
    pass: row.memberId === null ? null : headlinePass(passesOf.get(row.memberId) ?? [], today),
    unpaidDays: row.memberId === null ? [] : (unpaidDays.get(row.memberId) ?? []).sort((a, b) => a - b),
    unpaidVisits: row.memberId === null ? 0 : (unpaid.get(row.memberId) ?? 0),
  }));
}

/** A coach sees whether the pass is valid, the classes left and its end; not the debts. */
export function coachJournalStates(states: JournalPassState[]): JournalPassState[] {
  return states.map((state) => ({ ...state, unpaidDays: [], unpaidVisits: null }));
}
