import { z } from 'zod';
import { idSchema, numberFromForm } from './common';

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
  category: z
    .string({ error: 'Категория: обязательное поле' })
    .trim()
    .min(1, 'Категория: обязательное поле')
    .max(200, 'Категория: не более 200 символов'),
  price: numberFromForm('Цена: обязательное поле').pipe(
    z.number().min(0, 'Цена: не может быть меньше 0').max(10_000_000, 'Цена: слишком большое значение'),
  ),
  duration: z
    .string()
    .trim()
    .max(100, 'Длительность: не более 100 символов')
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
  description: z
    .string()
    .trim()
    .max(5000, 'Описание: не более 5000 символов')
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
  prices: z
    .array(createPriceInput, { error: 'prices: ожидается список позиций' })
    .min(1, 'prices: нужна хотя бы одна позиция')
    .max(50, 'prices: не более 50 позиций за раз'),
});
