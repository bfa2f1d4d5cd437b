import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingWindow,
  closureKey,
  clubDateTime,
  clubMonthRange,
  clubTimeToUnix,
  formatSession,
  formatSessionDay,
  formatSessionWeekday,
  isBookableDate,
  isoWeekday,
  parseSessionId,
  seatsWord,
  sessionIdOf,
  upcomingSessions,
} from './trial-sessions';

/** Unix seconds of a UTC wall-clock time. */
const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000;

describe('club time', () => {
  it('reads Moscow dates: 21:00 UTC is already the next day in Moscow', () => {
    expect(clubDateTime(utc('2026-11-30T20:59:00'))).toEqual({ date: '2026-11-30', time: '23:59' });
    expect(clubDateTime(utc('2026-11-30T21:00:00'))).toEqual({ date: '2026-12-01', time: '00:00' });
    expect(clubDateTime(utc('2026-12-31T21:30:00'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  it('turns a Moscow wall-clock time into the instant (UTC+3)', () => {
    expect(clubTimeToUnix('2026-11-27', '18:00')).toBe(utc('2026-11-27T15:00:00'));
    expect(clubTimeToUnix('2027-01-01', '00:30')).toBe(utc('2026-12-31T21:30:00'));
  });

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('the 14-day booking window', () => {
  it('starts today in Moscow and spans 14 days across a month end', () => {
    const window = bookingWindow(utc('2026-11-24T09:00:00'));
    expect(window).toHaveLength(14);
    expect(window[0]).toBe('2026-11-24');
    expect(window.at(-1)).toBe('2026-12-07');
  });

  it('crosses the year end', () => {
    const window = bookingWindow(utc('2026-12-25T09:00:00'));
    expect(window[0]).toBe('2026-12-25');
    expect(window).toContain('2026-12-31');
    expect(window).toContain('2027-01-01');
    expect(window.at(-1)).toBe('2027-01-07');
  });

  it('moves at Moscow midnight, not UTC midnight', () => {
    expect(bookingWindow(utc('2026-11-30T20:59:59'))[0]).toBe('2026-11-30');
    expect(bookingWindow(utc('2026-11-30T21:00:00'))[0]).toBe('2026-12-01');
    expect(bookingWindow(utc('2026-11-30T21:00:00')).at(-1)).toBe('2026-12-14');
  });
});

describe('upcomingSessions', () => {
  const monday18 = { id: 1, weekday: 1, time: '18:00' };
  const thursday0930 = { id: 2, weekday: 4, time: '09:30' };

  it('lists every matching date of the window, soonest first', () => {
    // Thursday 2026-12-24, 10:00 Moscow: today's 09:30 class has started; the window ends 2027-01-06.
    const now = clubTimeToUnix('2026-12-24', '10:00');
    const sessions = upcomingSessions([monday18, thursday0930], now);
    expect(sessions.map((s) => `${s.slotId}@${s.date} ${s.time}`)).toEqual([
      '1@2026-12-28 18:00',
      '2@2026-12-31 09:30',
      '1@2027-01-04 18:00',
      // 2027-01-07 is the 15th day: outside the window.
    ]);
    expect(sessions[0]?.startsAt).toBe(utc('2026-12-28T15:00:00'));
  });

  it('keeps today’s class until it starts', () => {
    const before = clubTimeToUnix('2026-11-23', '17:59');
    const after = clubTimeToUnix('2026-11-23', '18:00');
    expect(upcomingSessions([monday18], before)[0]?.date).toBe('2026-11-23');
    expect(upcomingSessions([monday18], after)[0]?.date).toBe('2026-11-30');
  });

  it('at 00:30 Moscow a class of that (new) day is offered, while UTC still shows the day before', () => {
    const slot = { id: 3, weekday: 2, time: '08:00' }; // Tuesday
    const now = utc('2026-12-07T21:30:00'); // Monday 21:30 UTC = Tuesday 00:30 Moscow
    const sessions = upcomingSessions([slot], now);
    expect(sessions[0]?.date).toBe('2026-12-08');
    expect(sessions).toHaveLength(2);
  });

  it('skips a closed date', () => {
    const now = clubTimeToUnix('2026-11-23', '09:00');
    const closed = new Set([closureKey(1, '2026-11-30')]);
    expect(upcomingSessions([monday18], now, closed).map((s) => s.date)).toEqual(['2026-11-23']);
    expect(upcomingSessions([monday18], now).map((s) => s.date)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('checks one date: its weekday, not started, inside the window', () => {
    const now = clubTimeToUnix('2026-11-23', '09:00');
    expect(isBookableDate(monday18, '2026-11-23', now)).toBe(true);
    expect(isBookableDate(monday18, '2026-12-07', now)).toBe(false); // the 15th day
    expect(isBookableDate(monday18, '2026-11-24', now)).toBe(false); // a Tuesday
    expect(isBookableDate(monday18, '2026-11-16', now)).toBe(false); // past
    expect(isBookableDate(monday18, '2026-02-30', now)).toBe(false);
  });
});

describe('session ids and wording', () => {
  it('round-trips the id and refuses junk', () => {
    expect(parseSessionId(sessionIdOf(12, '2026-11-27'))).toEqual({ slotId: 12, date: '2026-11-27' });
    expect(parseSessionId('12-2026-02-30')).toBeNull();
    expect(parseSessionId('abc')).toBeNull();
    expect(parseSessionId('1-2026-11-27; drop')).toBeNull();
  });

  it('writes the date in Russian with the weekday', () => {
    expect(formatSession('2026-11-27', '18:00')).toBe('27 ноября, пятница, 18:00');
    expect(formatSession('2027-01-01', '10:00')).toBe('1 января, пятница, 10:00');
  });

  it('names days and weekdays as Russian Intl does, for every day of a year', () => {
    const day = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: 'numeric', month: 'long' });
    const weekday = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', weekday: 'long' });
    const short = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', weekday: 'short' });
    for (let offset = 0; offset < 366; offset++) {
      const date = addDays('2028-01-01', offset);
      const instant = new Date(`${date}T00:00:00Z`);
      expect(formatSessionDay(date), date).toBe(day.format(instant));
      expect(formatSessionWeekday(date), date).toBe(weekday.format(instant));
      expect(formatSessionWeekday(date, true), date).toBe(short.format(instant));
    }
  });

  it('declines «место»', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25].map((n) => `${n} ${seatsWord(n)}`)).toEqual([
      '1 место',
      '2 места',
      '4 места',
      '5 мест',
      '11 мест',
      '12 мест',
      '21 место',
      '22 места',
      '25 мест',
    ]);
  });

  it('gives the unix range of a club month', () => {
    expect(clubMonthRange('2026-12')).toEqual({ from: utc('2026-11-30T21:00:00'), to: utc('2026-12-31T21:00:00') });
  });
});
