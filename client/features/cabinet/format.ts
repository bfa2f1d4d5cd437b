import { publicMessages } from '#shared/messages/public.ru';

/** '16 ноября 2026, 18:05' in the club's time for unix seconds (Moscow is UTC+3 all year). */
export function formatMoment(unixSeconds: number): string {
  const moscow = new Date((unixSeconds + 3 * 3600) * 1000);
  const month = publicMessages.calendar.monthsGenitive[moscow.getUTCMonth()] ?? '';
  const time = `${String(moscow.getUTCHours()).padStart(2, '0')}:${String(moscow.getUTCMinutes()).padStart(2, '0')}`;
  return `${moscow.getUTCDate()} ${month} ${moscow.getUTCFullYear()}, ${time}`;
}

/** 'ноябрь' for 'YYYY-MM'. */
export function monthName(yearMonth: string): string {
  const month = Number(yearMonth.slice(5, 7));
  return (publicMessages.calendar.monthsNominative[month - 1] ?? '').toLowerCase();
}
