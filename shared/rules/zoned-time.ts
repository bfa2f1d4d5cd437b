/**
 * Wall-clock time in a named time zone, whatever the machine's own zone: the club keeps Moscow
 * time, the server may run in UTC. Offsets are read from Intl for each instant, so a zone that
 * changes its clock is handled too (Moscow has not since 2014, but nothing here relies on it).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The calendar date and wall-clock time of an instant in `timeZone` (month 1-12). */
export function zonedParts(instantSeconds: number, timeZone: string) {
  const parts = formatFor(timeZone).formatToParts(new Date(instantSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The offset of `timeZone` from UTC at an instant, in seconds (Moscow: +10800). */
export function zoneOffsetSeconds(instantSeconds: number, timeZone: string): number {
  const p = zonedParts(instantSeconds, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
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
  const { year, month, day } = zonedParts(instantSeconds, timeZone);
  return { year, month, day };
}
