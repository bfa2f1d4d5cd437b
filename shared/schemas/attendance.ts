import { z } from 'zod';
import { attendanceSchemaMessages as copy } from '../messages/schemas/attendance.ru';
import { idSchema, oneLineText } from './common';

export const monthSchema = z.number({ error: copy.month }).int(copy.month).min(1, copy.month).max(12, copy.month);
export const yearSchema = z.number({ error: copy.year }).int(copy.year).min(2000, copy.year).max(2100, copy.year);
export const journalDaySchema = z.number({ error: copy.day }).int(copy.day).min(1, copy.day).max(31, copy.day);

/** Day number (as an object key, so a string) to "was present". */
export const attendanceMapSchema = z.record(
  z.string().regex(/^([1-9]|[12][0-9]|3[01])$/, copy.dayKey),
  z.boolean({ error: copy.mark }),
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

const studentName = oneLineText({ error: copy.studentRequired })
  .trim()
  .min(1, copy.studentRequired)
  .max(100, copy.studentTooLong);
const uniqueDays = z
  .array(journalDaySchema)
  .max(31)
  .refine((days) => new Set(days).size === days.length, copy.daysRepeat);

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
