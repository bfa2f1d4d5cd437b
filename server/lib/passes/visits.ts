import { and, eq, inArray, like } from 'drizzle-orm';
import { choosePassForVisit, passEndsOn } from '#shared/rules/passes';
import type { Db } from '../../db/client';
import { attendanceRecords, groups, passChanges, passes, passVisits } from '../../db/schema';
import { passesOfMembers } from './facts';
import { planOneLeft } from './reminders';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface JournalMonth {
  memberId: number;
  groupId: string;
  year: number;
  month: number;
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The days ticked 'present' in the member's rows of that group and month (one member may have two rows). */
function tickedDates(tx: Tx, m: JournalMonth): string[] {
  const rows = tx
    .select({ attendance: attendanceRecords.attendance, days: attendanceRecords.days })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.memberId, m.memberId),
        eq(attendanceRecords.groupId, m.groupId),
        eq(attendanceRecords.year, m.year),
        eq(attendanceRecords.month, m.month),
      ),
    )
    .all();
  const dates = new Set<string>();
  for (const row of rows)
    for (const [day, present] of Object.entries(row.attendance))
      if (present && row.days.includes(Number(day))) dates.add(isoDay(m.year, m.month, Number(day)));
  return [...dates].sort();
}

/**
 * A 'first_class' pass whose visits are all gone waits for its first class again (unless a manager
 * already froze or extended it: its dates are then theirs).
 */
function resetUnstarted(tx: Tx, passIds: readonly number[]): void {
  for (const passId of new Set(passIds)) {
    const pass = tx.select().from(passes).where(eq(passes.id, passId)).get();
    if (pass?.validFrom !== 'first_class' || pass.startsOn === null) continue;
    if (tx.select({ id: passVisits.id }).from(passVisits).where(eq(passVisits.passId, passId)).get()) continue;
    if (tx.select({ id: passChanges.id }).from(passChanges).where(eq(passChanges.passId, passId)).get()) continue;
    tx.update(passes).set({ startsOn: null, endsOn: null }).where(eq(passes.id, passId)).run();
  }
}

/**
 * Makes the member's visits of one group's month match the journal's ticks: a new tick takes one
 * class from the oldest valid pass for the group (choosePassForVisit) or is kept 'без абонемента'
 * (pass_id null); an untick deletes its visit, which gives the class back. A 'first_class' pass
 * starts on its first visit; a tick that leaves one class plans the pass's reminder. Runs inside the
 * journal's write.
 */
export function syncVisits(tx: Tx, m: JournalMonth, today: number): void {
  const ticked = tickedDates(tx, m);
  const existing = tx
    .select()
    .from(passVisits)
    .where(
      and(
        eq(passVisits.memberId, m.memberId),
        eq(passVisits.groupId, m.groupId),
        like(passVisits.date, `${isoDay(m.year, m.month, 1).slice(0, 8)}%`),
      ),
    )
    .all();
  const keep = new Set(ticked);
  const gone = existing.filter((visit) => !keep.has(visit.date));
  if (gone.length > 0) {
    tx.delete(passVisits)
      .where(
        inArray(
          passVisits.id,
          gone.map((visit) => visit.id),
        ),
      )
      .run();
    resetUnstarted(
      tx,
      gone.flatMap((visit) => (visit.passId === null ? [] : [visit.passId])),
    );
  }
  const have = new Set(existing.map((visit) => visit.date));
  const fresh = ticked.filter((date) => !have.has(date));
  if (fresh.length === 0) return;
  const direction =
    tx.select({ direction: groups.direction }).from(groups).where(eq(groups.id, m.groupId)).get()?.direction ?? null;
  for (const date of fresh) {
    // Re-read each time: the previous tick may have used the last class or started a pass.
    const list = passesOfMembers(tx, [m.memberId]).get(m.memberId) ?? [];
    const pass = choosePassForVisit(list, { date, groupId: m.groupId, direction });
    tx.insert(passVisits)
      .values({ memberId: m.memberId, groupId: m.groupId, date, passId: pass?.id ?? null, createdAt: today })
      .onConflictDoNothing()
      .run();
    if (pass && pass.startsOn === null)
      tx.update(passes)
        .set({ startsOn: date, endsOn: passEndsOn(date, pass.validityDays) })
        .where(eq(passes.id, pass.id))
        .run();
    // One class left after this tick: the member's Telegram hears of it once (passes/reminders.ts).
    if (pass) planOneLeft(tx, pass.id, today);
  }
}

/** After a journal row is deleted or moved: its month of visits follows what is left. */
export function syncVisitsOfRows(
  tx: Tx,
  rows: ReadonlyArray<{ memberId: number | null; groupId: string; year: number; month: number }>,
  today: number,
): void {
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.memberId === null) continue;
    const key = `${row.memberId}|${row.groupId}|${row.year}|${row.month}`;
    if (seen.has(key)) continue;
    seen.add(key);
    syncVisits(tx, { memberId: row.memberId, groupId: row.groupId, year: row.year, month: row.month }, today);
  }
}
