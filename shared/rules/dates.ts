import { CLUB_TIME_ZONE, JOURNAL_DAY_RANGE } from '../constants';
import { messages } from '../messages/public.ru';

/** Months are 1-12 throughout. */
export interface YearMonth {
  year: number;
  month: number;
}

interface CalendarDate extends YearMonth {
  day: number;
}

const clubDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar date of an instant in the club's time zone, whatever the machine's zone. */
function clubCalendarDate(instant: Date): CalendarDate {
  const parts = clubDateFormat.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** '5 марта 2026' (Russian long form without ' г.'), in Europe/Moscow. */
export function formatLongDate(unixSeconds: number): string {
  const { year, month, day } = clubCalendarDate(new Date(unixSeconds * 1000));
  return `${day} ${messages.calendar.monthsGenitive[month - 1]} ${year}`;
}

export function currentYearMonth(now: Date): YearMonth {
  const { year, month } = clubCalendarDate(now);
  return { year, month };
}

/** 'Пн'…'Вс' for a calendar date (computed in UTC, so the machine's zone cannot shift the day). */
export function weekdayAbbr(year: number, month: number, day: number): string {
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return messages.calendar.weekdaysShort[(sundayFirst + 6) % 7] ?? '';
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A journal day is an integer 1-31 not already in the month's days. */
export function isValidJournalDay(day: number, existingDays: readonly number[]): boolean {
  return Number.isInteger(day) && day >= JOURNAL_DAY_RANGE.min && day <= JOURNAL_DAY_RANGE.max && !existingDays.includes(day);
}

export function nextMonth(year: number, month: number): YearMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * The legacy API sends a month without a year. Take the year that puts the month within the
 * window from 6 months before to 5 months after the current month (in November 2026: May 2026 to
 * April 2027, so January means 2027 and June means 2026).
 */
export function resolveJournalYear(month: number, now: Date): number {
  const current = currentYearMonth(now);
  const offset = month - current.month;
  if (offset > 5) return current.year - 1;
  if (offset < -6) return current.year + 1;
  return current.year;
}
