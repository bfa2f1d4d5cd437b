import { maxChars, requiredField } from './common.ru';

/** The store's products (shared/schemas/product.ts). */
export const productSchemaMessages = {
  flagInvalid: 'Некорректное значение флага',
  nameRequired: requiredField('Название'),
  nameTooLong: maxChars('Название', 200),
  priceNotNumber: 'Цена: должна быть числом',
  priceNegative: 'Цена: не может быть отрицательной',
  priceTooLarge: 'Цена: слишком большое значение',
  discountNotNumber: 'Скидка: должна быть числом',
  discountNotInteger: 'Скидка: целое число',
  discountRange: 'Скидка: от 0 до 99',
  ratingNotNumber: 'Рейтинг: должен быть числом',
  ratingRange: 'Рейтинг: от 0 до 5',
  mediaId: 'Фото: выберите фото в библиотеке',
} as const;
