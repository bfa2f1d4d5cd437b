import { z } from 'zod';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';

const cell = z.string().trim().max(200, 'Ячейка расписания: не более 200 символов').default('');

/** One time slot: pn..sb are Monday to Saturday. */
export const scheduleRowSchema = z.object({
  time: z.string().trim().min(1, 'Время: обязательное поле').max(50, 'Время: не более 50 символов'),
  pn: cell,
  vt: cell,
  sr: cell,
  ct: cell,
  pt: cell,
  sb: cell,
});
export type ScheduleRow = z.output<typeof scheduleRowSchema>;
export { type ScheduleDayKey, scheduleDayKeys } from '../constants';

export const replaceScheduleInput = z.object({
  schedule: z.array(scheduleRowSchema).max(200, 'Слишком много строк расписания'),
});
export type ReplaceScheduleInput = z.input<typeof replaceScheduleInput>;
