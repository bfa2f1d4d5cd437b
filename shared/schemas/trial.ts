import { z } from 'zod';
import { commonSchemaMessages } from '../messages/schemas/common.ru';
import { trialSchemaMessages as copy } from '../messages/schemas/trial.ru';
import { isClockTime, isIsoDate } from '../rules/trial-sessions';
import { directionSchema } from './application';
import { multiLineText, numberFromForm, oneLineText, positiveId } from './common';

const ageField = (label: string) =>
  z
    .number({ error: copy.age(label) })
    .int(copy.age(label))
    .min(3, copy.age(label))
    .max(60, copy.age(label));

/** The admin's trial slot: a weekly class that takes trial visitors. */
export const trialSlotFieldsSchema = z
  .object({
    weekday: z.number({ error: copy.weekday }).int(copy.weekday).min(1, copy.weekday).max(7, copy.weekday),
    time: z.string({ error: copy.time }).trim().refine(isClockTime, copy.time),
    durationMinutes: z
      .number({ error: copy.duration })
      .int(copy.duration)
      .min(15, copy.duration)
      .max(240, copy.duration)
      .default(60),
    direction: directionSchema,
    title: oneLineText().trim().max(80, copy.titleTooLong).default(''),
    ageMin: ageField(copy.ageFromLabel),
    ageMax: ageField(copy.ageToLabel),
    capacity: z.number({ error: copy.capacity }).int(copy.capacity).min(1, copy.capacity).max(30, copy.capacity).default(2),
    active: z.boolean().default(true),
  })
  .refine((slot) => slot.ageMin <= slot.ageMax, { message: copy.agesReversed, path: ['ageMax'] });
export type TrialSlotFields = z.infer<typeof trialSlotFieldsSchema>;
export type TrialSlotInput = z.input<typeof trialSlotFieldsSchema>;

export const trialSlotSchema = z.object({
  id: z.number().int(),
  /** The id as the admin list editor keys its items (client/components/admin/use-list-editor.ts). */
  _id: z.string(),
  weekday: z.number().int(),
  time: z.string(),
  durationMinutes: z.number().int(),
  direction: directionSchema,
  title: z.string(),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  capacity: z.number().int(),
  active: z.boolean(),
});
export type TrialSlot = z.infer<typeof trialSlotSchema>;

const slotId = positiveId(copy.slotMissing);
export const slotIdInput = z.object({ id: slotId });
export const updateTrialSlotInput = z.object({ id: slotId, slot: trialSlotFieldsSchema });

export const isoDateSchema = z.string({ error: copy.date }).refine(isIsoDate, copy.date);

export const closeDateInput = z.object({
  slotId,
  date: isoDateSchema,
  reason: oneLineText().trim().max(200, copy.reasonTooLong).default(''),
});
export const reopenDateInput = z.object({ slotId, date: isoDateSchema });

/** GET /api/trial-sessions and the form's list: both filters optional; the age may come from the address, as text. */
export const trialSessionsQuery = z.object({
  direction: directionSchema.optional(),
  age: numberFromForm(copy.age(copy.ageLabel)).pipe(ageField(copy.ageLabel)).optional(),
});

export interface TrialSession {
  id: string;
  date: string;
  time: string;
  direction: z.infer<typeof directionSchema>;
  title: string;
  capacity: number;
  seatsLeft: number;
  /** How many wait for a seat (the form says 'в листе ожидания N'). */
  waitlisted: number;
}

/** What the visitor gets after booking, and the partner API's `booking`. */
export interface BookingReceipt {
  status: 'booked' | 'waitlisted';
  sessionId: string;
  date: string;
  time: string;
  /** Site paths; the /api answer makes them absolute. */
  cancelUrl: string;
  icsUrl: string;
}

export const bookingTokenSchema = z
  .string({ error: copy.linkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, copy.linkInvalid);
export const bookingTokenInput = z.object({ token: bookingTokenSchema });
export const moveBookingInput = z.object({
  token: bookingTokenSchema,
  sessionId: oneLineText().trim().max(40),
  waitlist: z.boolean().default(false),
});

export const markAttendanceInput = z.object({
  bookingId: positiveId(commonSchemaMessages.idMissing),
  attendance: z.enum(['came', 'no-show']).nullable(),
});

export const funnelInput = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, copy.month),
});

export interface FunnelRow {
  direction: string | null;
  applications: number;
  bookings: number;
  came: number;
  noShow: number;
  /** came / (came + no-show), null before any visit is marked. */
  showUpRate: number | null;
  joined: number;
}

/** The trial booking's own settings (a separate settings row, edited on the trial slots screen). */
export const trialSettingsSchema = z.object({
  whatToBring: multiLineText({ error: copy.whatToBringRequired })
    .trim()
    .min(1, copy.whatToBringRequired)
    .max(500, copy.whatToBringTooLong),
});
export type TrialSettings = z.infer<typeof trialSettingsSchema>;
