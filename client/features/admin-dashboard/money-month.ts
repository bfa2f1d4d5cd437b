import { publicMessages } from '#shared/messages/public.ru';

/** 'YYYY-MM' moved by a number of months (the money block's ← and →), across years. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-12' → 'Декабрь 2026'. */
export function monthTitle(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${publicMessages.calendar.monthsNominative[m - 1]} ${year}`;
}
