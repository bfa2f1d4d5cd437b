import { CLUB_TIME_ZONE } from '../constants';
import { publicMessages } from '../messages/public.ru';
import { formatDayMonth } from './dates';
import { zonedInstant, zonedParts } from './zoned-time';

/**
 * Trial sessions are not stored one by one: a weekly trial slot (weekday + time) yields a session on
 * every matching date. These rules turn slots into the dated sessions a visitor may book, in the
 * club's time zone whatever the machine's zone, so 00:30 in Moscow is already the next day even
 * while it is still yesterday in UTC.
 */

/** How many calendar days, today included, a visitor can book ahead. */
export const TRIAL_WINDOW_DAYS = 14;

/** 'YYYY-MM-DD' */
export type IsoDate = string;

export interface TrialSlotLike {
  id: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM', club time. */
  time: string;
}

export interface DatedSession {
  slotId: number;
  date: IsoDate;
  time: string;
  /** Unix seconds of the start. */
  startsAt: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The club's calendar date and wall-clock time of an instant. */
export function clubDateTime(unixSeconds: number): { date: IsoDate; time: string } {
  const p = zonedParts(unixSeconds, CLUB_TIME_ZONE);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

function utcDate(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** Calendar arithmetic on dates: month and year ends roll over. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const next = utcDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const day = utcDate(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The instant a club wall-clock time happens. */
export function clubTimeToUnix(date: IsoDate, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return zonedInstant({ year, month, day, hour, minute }, CLUB_TIME_ZONE);
}

/** The dates a visitor can book on now: today in the club's zone and the 13 days after it. */
export function bookingWindow(nowUnix: number, days = TRIAL_WINDOW_DAYS): IsoDate[] {
  const today = clubDateTime(nowUnix).date;
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/**
 * Every session of these slots in the booking window that has not started yet and whose date is not
 * closed, soonest first. `closed` holds '<slotId>:<date>' keys.
 */
export function upcomingSessions(
  slots: readonly TrialSlotLike[],
  nowUnix: number,
  closed: ReadonlySet<string> = new Set(),
  days = TRIAL_WINDOW_DAYS,
): DatedSession[] {
  const sessions: DatedSession[] = [];
  for (const date of bookingWindow(nowUnix, days)) {
    const weekday = isoWeekday(date);
    for (const slot of slots) {
      if (slot.weekday !== weekday || closed.has(closureKey(slot.id, date))) continue;
      const startsAt = clubTimeToUnix(date, slot.time);
      if (startsAt <= nowUnix) continue;
      sessions.push({ slotId: slot.id, date, time: slot.time, startsAt });
    }
  }
  return sessions.sort((a, b) => a.startsAt - b.startsAt || a.slotId - b.slotId);
}

/** Whether one session can still be booked: its weekday, not started, inside the window. */
export function isBookableDate(slot: TrialSlotLike, date: IsoDate, nowUnix: number, days = TRIAL_WINDOW_DAYS): boolean {
  if (!isIsoDate(date) || isoWeekday(date) !== slot.weekday) return false;
  if (clubTimeToUnix(date, slot.time) <= nowUnix) return false;
  return bookingWindow(nowUnix, days).includes(date);
}

export const closureKey = (slotId: number, date: IsoDate) => `${slotId}:${date}`;

/** A session's public id: the slot and the date, e.g. '12-2026-11-27'. */
export function sessionIdOf(slotId: number, date: IsoDate): string {
  return `${slotId}-${date}`;
}

export function parseSessionId(id: string): { slotId: number; date: IsoDate } | null {
  const match = /^(\d{1,9})-(\d{4}-\d{2}-\d{2})$/.exec(id.trim());
  if (!match || !isIsoDate(match[2] as string)) return null;
  return { slotId: Number(match[1]), date: match[2] as string };
}

// Names come from the catalogue, not Intl: a browser's first Intl formatter costs 15-20 ms (60-80 ms on
// a phone at 4x), paid while the page's scripts start.

/** '27 ноября' */
export function formatSessionDay(date: IsoDate): string {
  return formatDayMonth(date);
}

/** 'пятница' ('пт' when short) */
export function formatSessionWeekday(date: IsoDate, short = false): string {
  const names = short ? publicMessages.calendar.weekdaysShort : publicMessages.calendar.weekdays;
  return (names[isoWeekday(date) - 1] ?? '').toLowerCase();
}

/** '27 ноября, пятница, 18:00' */
export function formatSession(date: IsoDate, time: string): string {
  return `${formatSessionDay(date)}, ${formatSessionWeekday(date)}, ${time}`;
}

/** Russian plural of 'место': 1 место, 2 места, 5 мест. */
export function seatsWord(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'место';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'места';
  return 'мест';
}

/** The club's month 'YYYY-MM' of an instant, and the unix range [from, to) of such a month. */
export function clubMonthRange(month: string): { from: number; to: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
  return { from: clubTimeToUnix(`${y}-${pad(m)}-01`, '00:00'), to: clubTimeToUnix(next, '00:00') };
}

export function clubMonthOf(unixSeconds: number): string {
  return clubDateTime(unixSeconds).date.slice(0, 7);
}
