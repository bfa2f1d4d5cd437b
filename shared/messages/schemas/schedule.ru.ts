import { maxChars, requiredField } from './common.ru';

/** The weekly timetable (shared/schemas/schedule.ts). */
export const scheduleSchemaMessages = {
  cellTooLong: maxChars('Ячейка расписания', 200),
  timeRequired: requiredField('Время'),
  timeTooLong: maxChars('Время', 50),
  tooManyRows: 'Слишком много строк расписания',
} as const;
