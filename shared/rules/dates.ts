import { CLUB_TIME_ZONE, JOURNAL_DAY_RANGE } from '../constants';
import { publicMessages } from '../messages/public.ru';
import { zonedParts } from './zoned-time';

/** Months are 1-12 throughout. */
export interface YearMonth {
  year: number;
  month: number;
}

interface CalendarDate extends YearMonth {
  day: number;
}

/**
 * The calendar date of an instant in the club's time zone, whatever the machine's zone. The formatter
 * behind it is made on first use, not when this module loads: a browser's first Intl formatter costs
 * 15-20 ms (60-80 ms on a phone at 4x), which every page paid while its scripts started, dates or not.
 */
function clubCalendarDate(unixSeconds: number): CalendarDate {
  const { year, month, day } = zonedParts(unixSeconds, CLUB_TIME_ZONE);
  return { year, month, day };
}

/** '5 марта 2026' (Russian long form without ' г.'), in Europe/Moscow. */
export function formatLongDate(unixSeconds: number): string {
  return formatDay(clubDay(unixSeconds));
}

/** The club's calendar date of an instant, 'YYYY-MM-DD' (Europe/Moscow, whatever the machine's zone). */
export function clubDay(unixSeconds: number): string {
  const { year, month, day } = clubCalendarDate(unixSeconds);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * '5 марта 2026' for a calendar date 'YYYY-MM-DD', from the catalogue alone: the public pages get a
 * post's club date from the server (`NewsPost.day`) and show it without building a time-zone
 * formatter, which costs a browser 15-20 ms the first time (60-80 ms on a phone at 4x).
 */
export function formatDay(isoDate: string): string {
  return `${formatDayMonth(isoDate)} ${isoDate.slice(0, 4)}`;
}

/** '5 марта' for a calendar date 'YYYY-MM-DD', from the catalogue alone (no Intl, see formatDay). */
export function formatDayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${publicMessages.calendar.monthsGenitive[month - 1]}`;
}

export function currentYearMonth(now: Date): YearMonth {
  const { year, month } = clubCalendarDate(now.getTime() / 1000);
  return { year, month };
}

/** 'Пн'…'Вс' for a calendar date (computed in UTC, so the machine's zone cannot shift the day). */
export function weekdayAbbr(year: number, month: number, day: number): string {
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return publicMessages.calendar.weekdaysShort[(sundayFirst + 6) % 7] ?? '';
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
