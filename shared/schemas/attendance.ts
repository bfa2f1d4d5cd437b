import { z } from 'zod';
import { idSchema } from './common';

export const monthSchema = z.coerce
  .number({ error: 'Месяц: число от 1 до 12' })
  .int('Месяц: число от 1 до 12')
  .min(1, 'Месяц: число от 1 до 12')
  .max(12, 'Месяц: число от 1 до 12');
export const yearSchema = z.coerce
  .number({ error: 'Год: некорректное значение' })
  .int()
  .min(2000, 'Год: некорректное значение')
  .max(2100, 'Год: некорректное значение');
export const journalDaySchema = z
  .number({ error: 'Введите число от 1 до 31.' })
  .int('Введите число от 1 до 31.')
  .min(1, 'Введите число от 1 до 31.')
  .max(31, 'Введите число от 1 до 31.');

/** Day number (as an object key, so a string) to "was present". */
export const attendanceMapSchema = z.record(
  z.string().regex(/^([1-9]|[12][0-9]|3[01])$/, 'День: число от 1 до 31'),
  z.boolean({ error: 'Отметка посещения: true или false' }),
);

export const attendanceRecordSchema = z.object({
  _id: z.string(),
  group: z.string(),
  studentName: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  attendance: z.record(z.string(), z.boolean()),
  days: z.array(z.number().int()),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

const studentName = z
  .string({ error: 'ФИО ученика: обязательное поле' })
  .trim()
  .min(1, 'ФИО ученика: обязательное поле')
  .max(100, 'ФИО ученика: не более 100 символов');
const uniqueDays = z
  .array(journalDaySchema)
  .max(31)
  .refine((days) => new Set(days).size === days.length, 'Дни занятий не должны повторяться');

/** `year` is optional for the legacy API: the server then picks the nearest year (shared/rules/dates.ts). */
export const listAttendanceInput = z.object({ group: idSchema, month: monthSchema, year: yearSchema.optional() });
export const createAttendanceInput = z.object({
  group: idSchema,
  month: monthSchema,
  year: yearSchema.optional(),
  studentName,
  attendance: attendanceMapSchema.default({}),
  days: uniqueDays.default([]),
});
export const attendanceUpdateItem = z.object({
  _id: idSchema,
  studentName: studentName.optional(),
  month: monthSchema,
  year: yearSchema.optional(),
  attendance: attendanceMapSchema,
  days: uniqueDays,
});
export const saveAttendanceInput = z.object({ attendance: z.array(attendanceUpdateItem).max(500) });
export const copyAttendanceInput = z.object({ group: idSchema.optional(), month: monthSchema, year: yearSchema.optional() });
export type CreateAttendanceInput = z.input<typeof createAttendanceInput>;
export type SaveAttendanceInput = z.input<typeof saveAttendanceInput>;
