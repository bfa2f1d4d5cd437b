import { maxChars, requiredField } from './common.ru';

/** The attendance journal (shared/schemas/attendance.ts). */
export const attendanceSchemaMessages = {
  month: 'Месяц: число от 1 до 12',
  year: 'Год: некорректное значение',
  day: 'Введите число от 1 до 31.',
  dayKey: 'День: число от 1 до 31',
  mark: 'Отметка посещения: true или false',
  studentRequired: requiredField('ФИО ученика'),
  studentTooLong: maxChars('ФИО ученика', 100),
  daysRepeat: 'Дни занятий не должны повторяться',
} as const;
