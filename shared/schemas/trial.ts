import { z } from 'zod';
import { isClockTime, isIsoDate } from '../rules/trial-sessions';
import { directionSchema } from './application';

const ageField = (label: string) =>
  z.coerce
    .number({ error: `${label}: число от 3 до 60` })
    .int(`${label}: число от 3 до 60`)
    .min(3, `${label}: число от 3 до 60`)
    .max(60, `${label}: число от 3 до 60`);

/** The admin's trial slot: a weekly class that takes trial visitors. */
export const trialSlotFieldsSchema = z
  .object({
    weekday: z.coerce
      .number({ error: 'День недели: выберите из списка' })
      .int('День недели: выберите из списка')
      .min(1, 'День недели: выберите из списка')
      .max(7, 'День недели: выберите из списка'),
    time: z.string({ error: 'Время: в формате ЧЧ:ММ' }).trim().refine(isClockTime, 'Время: в формате ЧЧ:ММ'),
    durationMinutes: z.coerce
      .number({ error: 'Длительность: от 15 до 240 минут' })
      .int('Длительность: от 15 до 240 минут')
      .min(15, 'Длительность: от 15 до 240 минут')
      .max(240, 'Длительность: от 15 до 240 минут')
      .default(60),
    direction: directionSchema,
    title: z.string().trim().max(80, 'Группа: не более 80 символов').default(''),
    ageMin: ageField('Возраст от'),
    ageMax: ageField('Возраст до'),
    capacity: z.coerce
      .number({ error: 'Мест на пробное: число от 1 до 30' })
      .int('Мест на пробное: число от 1 до 30')
      .min(1, 'Мест на пробное: число от 1 до 30')
      .max(30, 'Мест на пробное: число от 1 до 30')
      .default(2),
    active: z.boolean().default(true),
  })
  .refine((slot) => slot.ageMin <= slot.ageMax, { message: 'Возраст от не может быть больше возраста до', path: ['ageMax'] });
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

// The list editor sends the item's id as text ('12'); the API's callers send the number.
export const slotIdInput = z.object({
  id: z.coerce.number({ error: 'Не указан слот' }).int('Не указан слот').positive('Не указан слот'),
});
export const updateTrialSlotInput = z.object({ id: z.number().int(), slot: trialSlotFieldsSchema });

export const isoDateSchema = z.string({ error: 'Дата: в формате ГГГГ-ММ-ДД' }).refine(isIsoDate, 'Дата: в формате ГГГГ-ММ-ДД');

export const closeDateInput = z.object({
  slotId: z.number().int(),
  date: isoDateSchema,
  reason: z.string().trim().max(200, 'Причина: не более 200 символов').default(''),
});
export const reopenDateInput = z.object({ slotId: z.number().int(), date: isoDateSchema });

/** GET /api/trial-sessions and the form's list: both filters optional. */
export const trialSessionsQuery = z.object({
  direction: directionSchema.optional(),
  age: ageField('Возраст').optional(),
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
  .string({ error: 'Ссылка недействительна' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, 'Ссылка недействительна');
export const bookingTokenInput = z.object({ token: bookingTokenSchema });
export const moveBookingInput = z.object({
  token: bookingTokenSchema,
  sessionId: z.string().trim().max(40),
  waitlist: z.boolean().default(false),
});

export const markAttendanceInput = z.object({
  bookingId: z.number().int(),
  attendance: z.enum(['came', 'no-show']).nullable(),
});

export const funnelInput = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Месяц: в формате ГГГГ-ММ'),
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
  whatToBring: z
    .string({ error: 'Что взять с собой: обязательное поле' })
    .trim()
    .min(1, 'Что взять с собой: обязательное поле')
    .max(500, 'Что взять с собой: не более 500 символов'),
});
export type TrialSettings = z.infer<typeof trialSettingsSchema>;
