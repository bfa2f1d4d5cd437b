import { serverMessages } from '#shared/messages/server.ru';

const MONTHS_GENITIVE = serverMessages.calendar.monthsGenitive;
/** Accusative ("в субботу"), indexed like Date#getDay. */
const WEEKDAYS_ACCUSATIVE = ['воскресенье', 'понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу'];

export const DAY_SECONDS = 86_400;

/** "14 декабря" */
export const ruDayMonth = (date: Date): string => `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]}`;

/** "в субботу, 14 декабря" */
export const ruOnDay = (date: Date): string => {
  const weekday = WEEKDAYS_ACCUSATIVE[date.getDay()] ?? '';
  return `${weekday === 'вторник' ? 'во' : 'в'} ${weekday}, ${ruDayMonth(date)}`;
};

/** The first date at least `days` after `from` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function dayAfter(from: Date, days: number, weekday?: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days, 12);
  if (weekday !== undefined) while (date.getDay() !== weekday) date.setDate(date.getDate() + 1);
  return date;
}
