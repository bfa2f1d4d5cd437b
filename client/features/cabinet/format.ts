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

/**
 * '03.12.2026 22:07' in the club's time for an ISO moment (a receipt's registered_at): the date and
 * time as the receipt prints them and the tax service's check asks for them. '' when unreadable.
 */
export function formatReceiptMoment(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const moscow = new Date(at + 3 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(moscow.getUTCDate())}.${two(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()} ${two(moscow.getUTCHours())}:${two(moscow.getUTCMinutes())}`;
}
