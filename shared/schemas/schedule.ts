import { z } from 'zod';
import { scheduleSchemaMessages as copy } from '../messages/schemas/schedule.ru';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import { oneLineText } from './common';

const cell = oneLineText().trim().max(200, copy.cellTooLong).default('');

/** One time slot: pn..sb are Monday to Saturday. */
export const scheduleRowSchema = z.object({
  time: oneLineText().trim().min(1, copy.timeRequired).max(50, copy.timeTooLong),
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
  schedule: z.array(scheduleRowSchema).max(200, copy.tooManyRows),
});
export type ReplaceScheduleInput = z.input<typeof replaceScheduleInput>;
