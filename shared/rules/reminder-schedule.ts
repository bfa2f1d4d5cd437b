/**
 * When a visitor's reminders are due: on the evening before the visit at a set hour of the club's
 * clock, and two hours before it. A reminder whose time has already passed is not planned, and the
 * evening one is dropped when it would come less than an hour before the two-hour one (a visit just
 * after midnight, say), so the visitor never gets two messages in a row.
 */

const HOUR = 3600;
export const TWO_HOURS_BEFORE = 2 * HOUR;
/** The evening reminder must come at least this long before the two-hour one. */
const MIN_GAP = HOUR;

export interface PlannedReminder {
  kind: 'evening' | 'two_hours';
  /** Unix seconds. */
  dueAt: number;
}

/** The offset of `timeZone` from UTC at an instant, in seconds (Moscow: +10800). */
export function zoneOffsetSeconds(instantSeconds: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantSeconds * 1000));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round(asUtc / 1000) - instantSeconds;
}

/** The instant a wall-clock time of `timeZone` names (month 1-12; day may overflow, as in Date.UTC). */
export function zonedInstant(
  wall: { year: number; month: number; day: number; hour: number; minute?: number },
  timeZone: string,
): number {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute ?? 0) / 1000;
  // Two passes settle the offset even on a day the zone changes its clock.
  let instant = naive - zoneOffsetSeconds(naive, timeZone);
  instant = naive - zoneOffsetSeconds(instant, timeZone);
  return instant;
}

/** The wall-clock date of an instant in `timeZone`. */
export function zonedDate(instantSeconds: number, timeZone: string): { year: number; month: number; day: number } {
  const local = new Date((instantSeconds + zoneOffsetSeconds(instantSeconds, timeZone)) * 1000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
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
