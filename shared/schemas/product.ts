import { z } from 'zod';
import { idSchema, numberFromForm } from './common';

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
});
export type Product = z.infer<typeof productSchema>;

const booleanFromForm = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'Некорректное значение флага' }),
);

/** The text fields of a product form (multipart in the legacy API). The image is checked separately. */
export const productFieldsSchema = z.object({
  text: z
    .string({ error: 'Название: обязательное поле' })
    .trim()
    .min(1, 'Название: обязательное поле')
    .max(200, 'Название: не более 200 символов'),
  price: numberFromForm('Цена: должна быть числом').pipe(
    z.number().min(0, 'Цена: не может быть отрицательной').max(10_000_000, 'Цена: слишком большое значение'),
  ),
  isNew: booleanFromForm.optional(),
  discount: numberFromForm('Скидка: должна быть числом')
    .pipe(z.number().int('Скидка: целое число').min(0, 'Скидка: от 0 до 99').max(99, 'Скидка: от 0 до 99'))
    .optional(),
  rating: numberFromForm('Рейтинг: должен быть числом')
    .pipe(z.number().min(0, 'Рейтинг: от 0 до 5').max(5, 'Рейтинг: от 0 до 5'))
    .optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;
export const updateProductFieldsSchema = productFieldsSchema.extend({ id: idSchema });
