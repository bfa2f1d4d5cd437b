import { z } from 'zod';
import { membersSchemaMessages as copy } from '../messages/schemas/members.ru';
import { kopecksFromTyped } from '../rules/money';
import { directionSchema } from './application';
import { idSchema, multiLineText, oneLineText } from './common';
import { isoDateSchema, memberIdSchema } from './members';

const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A price typed in roubles ('3500', '3 500,50') → integer kopecks. */
export const typedPriceSchema = oneLineText({ error: copy.price }).transform((value, ctx) => {
  const kopecks = kopecksFromTyped(value);
  if (kopecks === null) {
    ctx.addIssue({ code: 'custom', message: copy.price });
    return z.NEVER;
  }
  if (kopecks <= 0) {
    ctx.addIssue({ code: 'custom', message: copy.pricePositive });
    return z.NEVER;
  }
  return kopecks;
});

const nullableInt = (min: number, max: number, message: string) =>
  z
    .union([z.null(), z.literal(''), intIn(min, max, message)], { error: message })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

export const passTypeFields = z
  .object({
    name: oneLineText({ error: copy.passTypeNameRequired })
      .trim()
      .min(1, copy.passTypeNameRequired)
      .max(100, copy.passTypeNameTooLong),
    directions: z.array(directionSchema).max(7).default([]),
    groupIds: z.array(idSchema).max(50).default([]),
    /** null: unlimited within the validity. */
    classes: nullableInt(1, 500, copy.classes),
    validityDays: intIn(1, 731, copy.validityDays),
    validFrom: z.enum(['purchase', 'first_class']).default('purchase'),
    price: typedPriceSchema,
    ageMin: nullableInt(0, 100, copy.age),
    ageMax: nullableInt(0, 100, copy.age),
    freezeDays: intIn(0, 365, copy.freezeDays).default(0),
    soldOnline: z.boolean().default(false),
  })
  .refine((t) => t.ageMin === null || t.ageMax === null || t.ageMin <= t.ageMax, { message: copy.ageOrder, path: ['ageMax'] });
export const createPassTypeInput = passTypeFields;
export const passTypeIdSchema = z.number({ error: copy.passTypeId }).int(copy.passTypeId).positive(copy.passTypeId);
export const updatePassTypeInput = z.intersection(passTypeFields, z.object({ id: passTypeIdSchema }));
export const passTypeIdInput = z.object({ id: passTypeIdSchema });
export type PassTypeFormInput = z.input<typeof passTypeFields>;

export interface PassType {
  /** The list editor's id (String(id)). */
  _id: string;
  id: number;
  name: string;
  directions: string[];
  groupIds: string[];
  classes: number | null;
  validityDays: number;
  validFrom: 'purchase' | 'first_class';
  priceKopecks: number;
  ageMin: number | null;
  ageMax: number | null;
  freezeDays: number;
  soldOnline: boolean;
  archived: boolean;
}

const reason = oneLineText({ error: copy.reasonRequired }).trim().min(1, copy.reasonRequired).max(300, copy.reasonTooLong);
const passIdSchema = z.number({ error: copy.passId }).int(copy.passId).positive(copy.passId);

/** A sale in the gym: cash or the card terminal; the price is the type's unless typed otherwise (a discount). */
export const sellPassInput = z.object({
  memberId: memberIdSchema,
  passTypeId: passTypeIdSchema,
  method: z.enum(['cash', 'terminal'], { error: copy.method }),
  price: typedPriceSchema.optional(),
  note: oneLineText().trim().max(300, copy.noteTooLong).default(''),
});
export const freezePassInput = z.object({ passId: passIdSchema, from: isoDateSchema, days: intIn(1, 365, copy.days), reason });
/** Ends the freeze that covers `on` (or starts later): the pass is valid again from `on`. */
export const unfreezePassInput = z.object({ passId: passIdSchema, on: isoDateSchema, reason });
export const extendPassInput = z.object({
  passId: passIdSchema,
  days: intIn(-365, 365, copy.daysChange).refine((n) => n !== 0, copy.daysChange),
  reason,
});
export const correctClassesInput = z.object({
  passId: passIdSchema,
  classes: intIn(-100, 100, copy.classesChange).refine((n) => n !== 0, copy.classesChange),
  reason,
});
