import { maxChars, requiredField } from './common.ru';

/** The price list (shared/schemas/price.ts). The batch call's messages name its JSON field, `prices`. */
export const priceSchemaMessages = {
  categoryRequired: requiredField('Категория'),
  categoryTooLong: maxChars('Категория', 200),
  priceRequired: requiredField('Цена'),
  priceNegative: 'Цена: не может быть меньше 0',
  priceTooLarge: 'Цена: слишком большое значение',
  durationTooLong: maxChars('Длительность', 100),
  descriptionTooLong: maxChars('Описание', 5000),
  batchNotList: 'prices: ожидается список позиций',
  batchEmpty: 'prices: нужна хотя бы одна позиция',
  batchTooLong: 'prices: не более 50 позиций за раз',
} as const;
