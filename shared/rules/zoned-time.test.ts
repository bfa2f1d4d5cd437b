import { describe, expect, it } from 'vitest';
import { zonedDate, zonedInstant, zoneOffsetSeconds } from './zoned-time';

const MSK = 'Europe/Moscow';
/** Unix seconds of a Moscow wall-clock time (UTC+3 all year). */
const msk = (month: number, day: number, hour: number, minute = 0) => Date.UTC(2026, month - 1, day, hour - 3, minute) / 1000;

describe('zoned time helpers', () => {
  it('knows Moscow is three hours ahead of UTC', () => {
    expect(zoneOffsetSeconds(msk(11, 24, 12), MSK)).toBe(3 * 3600);
    expect(zonedInstant({ year: 2026, month: 11, day: 24, hour: 19 }, MSK)).toBe(msk(11, 24, 19));
  });

  it('rolls day 0 back to the last day of the previous month', () => {
    expect(zonedInstant({ year: 2026, month: 12, day: 0, hour: 19 }, MSK)).toBe(msk(11, 30, 19));
  });

  it('follows a zone with summer time', () => {
    // Berlin: 19:00 on 28 March 2026 is UTC+1, on 29 March (after the switch) UTC+2.
    expect(zonedInstant({ year: 2026, month: 3, day: 28, hour: 19 }, 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 28, 18) / 1000);
    expect(zonedInstant({ year: 2026, month: 3, day: 29, hour: 19 }, 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 17) / 1000);
  });

  it('reads the date in the zone, not in UTC: 00:30 in Moscow is already the next day', () => {
    expect(zonedDate(msk(11, 25, 0, 30), MSK)).toEqual({ year: 2026, month: 11, day: 25 });
    expect(zonedDate(msk(11, 25, 0, 30), 'UTC')).toEqual({ year: 2026, month: 11, day: 24 });
  });
});
