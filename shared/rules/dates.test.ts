import { describe, expect, it } from 'vitest';
import {
  clubDay,
  currentYearMonth,
  daysInMonth,
  formatDay,
  formatLongDate,
  isValidJournalDay,
  nextMonth,
  resolveJournalYear,
  weekdayAbbr,
} from './dates';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('clubDay and formatDay', () => {
  it("gives the club's calendar date of an instant, in Moscow whatever the machine's zone", () => {
    expect(clubDay(unix('2026-03-05T12:00:00Z'))).toBe('2026-03-05');
    // 21:30 UTC is already the next day in Moscow (UTC+3), and 2013 was UTC+4 there.
    expect(clubDay(unix('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(clubDay(unix('2013-06-30T20:30:00Z'))).toBe('2013-07-01');
    expect(clubDay(unix('2013-06-30T19:30:00Z'))).toBe('2013-06-30');
  });

  it('writes a calendar date as formatLongDate writes the instant', () => {
    expect(formatDay('2026-03-05')).toBe('5 марта 2026');
    for (let day = 0; day < 400; day += 7) {
      const instant = unix('2025-01-01T22:00:00Z') + day * 86_400;
      expect(formatDay(clubDay(instant))).toBe(formatLongDate(instant));
    }
  });
});

describe('formatLongDate', () => {
  it('writes day, genitive month and year without " г."', () => {
    expect(formatLongDate(unix('2026-03-05T12:00:00Z'))).toBe('5 марта 2026');
  });

  it('uses every genitive month name', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      formatLongDate(unix(`2026-${String(index + 1).padStart(2, '0')}-15T12:00:00Z`)),
    );
    expect(months).toEqual([
      '15 января 2026',
      '15 февраля 2026',
      '15 марта 2026',
      '15 апреля 2026',
      '15 мая 2026',
      '15 июня 2026',
      '15 июля 2026',
      '15 августа 2026',
      '15 сентября 2026',
      '15 октября 2026',
      '15 ноября 2026',
      '15 декабря 2026',
    ]);
  });

  it('counts the day in Moscow time, not UTC or the machine zone', () => {
    expect(formatLongDate(unix('2026-03-04T20:59:59Z'))).toBe('4 марта 2026');
    expect(formatLongDate(unix('2026-03-04T21:00:00Z'))).toBe('5 марта 2026');
    expect(formatLongDate(unix('2026-12-31T21:30:00Z'))).toBe('1 января 2027');
  });
});

describe('currentYearMonth', () => {
  it('gives the Moscow year and month', () => {
    expect(currentYearMonth(new Date('2026-11-22T10:00:00Z'))).toEqual({ year: 2026, month: 11 });
  });

  it('is already January in Moscow on the evening of 31 December UTC', () => {
    expect(currentYearMonth(new Date('2026-12-31T21:30:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(currentYearMonth(new Date('2026-12-31T20:59:59Z'))).toEqual({ year: 2026, month: 12 });
  });
});

describe('weekdayAbbr', () => {
  it('names known weekdays Monday to Sunday', () => {
    expect(weekdayAbbr(2024, 1, 1)).toBe('Пн');
    expect(weekdayAbbr(2024, 2, 29)).toBe('Чт');
    expect(weekdayAbbr(2024, 1, 7)).toBe('Вс');
    expect(weekdayAbbr(2026, 3, 5)).toBe('Чт');
    expect(weekdayAbbr(2027, 1, 1)).toBe('Пт');
  });

  it('gives seven different abbreviations over a week', () => {
    expect(Array.from({ length: 7 }, (_, index) => weekdayAbbr(2026, 11, 16 + index))).toEqual([
      'Пн',
      'Вт',
      'Ср',
      'Чт',
      'Пт',
      'Сб',
      'Вс',
    ]);
  });
});

describe('daysInMonth', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('isValidJournalDay', () => {
  it('accepts 1 and 31, rejects 0 and 32', () => {
    expect(isValidJournalDay(1, [])).toBe(true);
    expect(isValidJournalDay(31, [])).toBe(true);
    expect(isValidJournalDay(0, [])).toBe(false);
    expect(isValidJournalDay(32, [])).toBe(false);
  });

  it('rejects fractions and NaN', () => {
    expect(isValidJournalDay(2.5, [])).toBe(false);
    expect(isValidJournalDay(Number.NaN, [])).toBe(false);
  });

  it('rejects a day already in the list', () => {
    expect(isValidJournalDay(5, [3, 5, 7])).toBe(false);
    expect(isValidJournalDay(6, [3, 5, 7])).toBe(true);
  });
});

describe('nextMonth', () => {
  it('moves within a year', () => {
    expect(nextMonth(2026, 3)).toEqual({ year: 2026, month: 4 });
  });

  it('goes from December to January of the next year', () => {
    expect(nextMonth(2026, 12)).toEqual({ year: 2027, month: 1 });
  });
});

describe('resolveJournalYear', () => {
  const november2026 = new Date('2026-11-22T10:00:00Z');

  it('puts the month within May of this year to April of next year in November', () => {
    expect(resolveJournalYear(11, november2026)).toBe(2026);
    expect(resolveJournalYear(1, november2026)).toBe(2027);
    expect(resolveJournalYear(4, november2026)).toBe(2027);
    expect(resolveJournalYear(5, november2026)).toBe(2026);
    expect(resolveJournalYear(6, november2026)).toBe(2026);
    expect(resolveJournalYear(12, november2026)).toBe(2026);
  });

  it('looks back into last year early in the year', () => {
    const february2027 = new Date('2027-02-10T10:00:00Z');
    expect(resolveJournalYear(8, february2027)).toBe(2026);
    expect(resolveJournalYear(7, february2027)).toBe(2027);
    expect(resolveJournalYear(12, february2027)).toBe(2026);
    expect(resolveJournalYear(2, february2027)).toBe(2027);
  });

  it('uses the Moscow month at the turn of the year', () => {
    // 31 December 21:30 UTC is already January 2027 in Moscow: window July 2026 to June 2027.
    expect(resolveJournalYear(6, new Date('2026-12-31T21:30:00Z'))).toBe(2027);
    // Still December in Moscow: window June 2026 to May 2027.
    expect(resolveJournalYear(6, new Date('2026-12-31T20:00:00Z'))).toBe(2026);
  });
});
