import { and, eq, inArray } from 'drizzle-orm';
import { attendanceRecords, scheduleRows, trialClosures, trialSlots } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { addDays } from '#shared/rules/passes';

/**
 * This week's classes of a member's groups (docs/decisions/family-login.md):
 * - a class is a weekday cell of the timetable (schedule_rows) whose text names the group
 *   (case-insensitive, as the schedule's filter matches by substring), with the row's time;
 * - where no cell names the group, the days of the member's journal month (attendance_records.days,
 *   the days the coach set for the group) that fall in this week, without a time;
 * - a day is cancelled when the club closed the trial session of the group's direction that day
 *   (trial_closures: the club closes a session when the class itself is off).
 */
export interface WeekClass {
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  time: string | null;
  groupName: string;
  cancelled: boolean;
}

export interface MemberGroup {
  id: string;
  name: string;
  direction: string | null;
}

const CELLS = ['pn', 'vt', 'sr', 'ct', 'pt', 'sb'] as const;

/** Monday of the week of `today` ('YYYY-MM-DD'). */
export function weekStart(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function weekClasses(
  deps: Pick<AppDeps, 'db'>,
  memberId: number,
  groups: readonly MemberGroup[],
  today: string,
): WeekClass[] {
  const monday = weekStart(today);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const rows = deps.db.select().from(scheduleRows).orderBy(scheduleRows.position, scheduleRows.id).all();
  const directions = [...new Set(groups.flatMap((group) => (group.direction ? [group.direction] : [])))];
  const closed =
    directions.length === 0
      ? []
      : deps.db
          .select({ date: trialClosures.date, direction: trialSlots.direction })
          .from(trialClosures)
          .innerJoin(trialSlots, eq(trialSlots.id, trialClosures.slotId))
          .where(and(inArray(trialSlots.direction, directions), inArray(trialClosures.date, dates)))
          .all();
  const isClosed = (date: string, direction: string | null) =>
    direction !== null && closed.some((row) => row.date === date && row.direction === direction);
  const classes: WeekClass[] = [];
  for (const group of groups) {
    const needle = group.name.trim().toLowerCase();
    const timed: WeekClass[] = [];
    for (const row of rows)
      CELLS.forEach((cell, index) => {
        if (!needle || !row[cell].toLowerCase().includes(needle)) return;
        const date = dates[index] as string;
        timed.push({
          date,
          weekday: weekdayOf(date),
          time: row.time,
          groupName: group.name,
          cancelled: isClosed(date, group.direction),
        });
      });
    if (timed.length > 0) {
      classes.push(...timed);
      continue;
    }
    const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
    for (const month of months) {
      const [year, mon] = month.split('-').map(Number) as [number, number];
      const record = deps.db
        .select({ days: attendanceRecords.days })
        .from(attendanceRecords)
        .where(
          and(
            eq(attendanceRecords.memberId, memberId),
            eq(attendanceRecords.groupId, group.id),
            eq(attendanceRecords.year, year),
            eq(attendanceRecords.month, mon),
          ),
        )
        .get();
      for (const day of record?.days ?? []) {
        const date = `${month}-${String(day).padStart(2, '0')}`;
        if (dates.includes(date))
          classes.push({
            date,
            weekday: weekdayOf(date),
            time: null,
            groupName: group.name,
            cancelled: isClosed(date, group.direction),
          });
      }
    }
  }
  return classes.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
}
