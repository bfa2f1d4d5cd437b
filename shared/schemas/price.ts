import { z } from 'zod';
import { priceSchemaMessages as copy } from '../messages/schemas/price.ru';
import { idSchema, multiLineText, numberFromForm, oneLineText } from './common';

export const priceItemSchema = z.object({
  _id: z.string(),
  category: z.string(),
  price: z.number(),
  duration: z.string().optional(),
  description: z.string(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

/** The add-position form: category and price required, price >= 0; duration and description optional. */
export const priceFieldsSchema = z.object({
  category: oneLineText({ error: copy.categoryRequired }).trim().min(1, copy.categoryRequired).max(200, copy.categoryTooLong),
  price: numberFromForm(copy.priceRequired).pipe(z.number().min(0, copy.priceNegative).max(10_000_000, copy.priceTooLarge)),
  duration: oneLineText()
    .trim()
    .max(100, copy.durationTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
  description: multiLineText()
    .trim()
    .max(5000, copy.descriptionTooLong)
    .optional()
    .nullable()
    .transform((v) => v ?? ''),
});
export const createPriceInput = priceFieldsSchema;
export const updatePriceInput = priceFieldsSchema.extend({ _id: idSchema });
export type CreatePriceInput = z.input<typeof createPriceInput>;
export type UpdatePriceInput = z.input<typeof updatePriceInput>;

/** The legacy POST /api/prices body: a list of positions (the admin page sends one), added all or none. */
export const createPricesInput = z.object({
  prices: z.array(createPriceInput, { error: copy.batchNotList }).min(1, copy.batchEmpty).max(50, copy.batchTooLong),
});
