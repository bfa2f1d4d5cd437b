/**
 * When a visitor's reminders are due: on the evening before the visit at a set hour of the club's
 * clock, and two hours before it. A reminder whose time has already passed is not planned, and the
 * evening one is dropped when it would come less than an hour before the two-hour one (a visit just
 * after midnight, say), so the visitor never gets two messages in a row.
 */

import { zonedDate, zonedInstant } from './zoned-time';

const HOUR = 3600;
export const TWO_HOURS_BEFORE = 2 * HOUR;
/** The evening reminder must come at least this long before the two-hour one. */
const MIN_GAP = HOUR;

export interface PlannedReminder {
  kind: 'evening' | 'two_hours';
  /** Unix seconds. */
  dueAt: number;
}

export function planReminders(input: { visitAt: number; now: number; eveningHour: number; timeZone: string }): PlannedReminder[] {
  const { visitAt, now, eveningHour, timeZone } = input;
  const twoHours = visitAt - TWO_HOURS_BEFORE;
  const day = zonedDate(visitAt, timeZone);
  const evening = zonedInstant({ ...day, day: day.day - 1, hour: eveningHour }, timeZone);
  const planned: PlannedReminder[] = [];
  if (evening > now && evening <= twoHours - MIN_GAP) planned.push({ kind: 'evening', dueAt: evening });
  if (twoHours > now) planned.push({ kind: 'two_hours', dueAt: twoHours });
  return planned;
}
