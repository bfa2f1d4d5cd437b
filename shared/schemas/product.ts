import { z } from 'zod';
import { productSchemaMessages as copy } from '../messages/schemas/product.ru';
import { idSchema, numberFromForm, oneLineText } from './common';
import { resolvedImageSchema } from './media';

export const productSchema = z.object({
  _id: z.string(),
  text: z.string(),
  price: z.number(),
  image: z.string(),
  isNew: z.boolean(),
  /** Percent, 0 when there is no discount. */
  discount: z.number(),
  /** 0-5. */
  rating: z.number(),
  /** The picture as a media library item: its id and what the store draws (srcset, focal point). */
  mediaId: z.number().optional(),
  picture: resolvedImageSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

const booleanFromForm = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: copy.flagInvalid }),
);

/** The text fields of a product form (multipart in the legacy API). The image is checked separately. */
export const productFieldsSchema = z.object({
  text: oneLineText({ error: copy.nameRequired }).trim().min(1, copy.nameRequired).max(200, copy.nameTooLong),
  price: numberFromForm(copy.priceNotNumber).pipe(z.number().min(0, copy.priceNegative).max(10_000_000, copy.priceTooLarge)),
  isNew: booleanFromForm.optional(),
  discount: numberFromForm(copy.discountNotNumber)
    .pipe(z.number().int(copy.discountNotInteger).min(0, copy.discountRange).max(99, copy.discountRange))
    .optional(),
  rating: numberFromForm(copy.ratingNotNumber).pipe(z.number().min(0, copy.ratingRange).max(5, copy.ratingRange)).optional(),
  /** The picture chosen in the media library (the editor's picker); a legacy call sends an `image` file instead. */
  mediaId: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, copy.mediaId)
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;
export const updateProductFieldsSchema = productFieldsSchema.extend({ id: idSchema });
