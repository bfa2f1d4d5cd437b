import { maxChars } from './common.ru';

/** The ad pop-up's legal marking (shared/schemas/ad.ts). */
export const adSchemaMessages = {
  advertiserTooLong: maxChars('Рекламодатель', 200),
  advertiserInn: 'ИНН рекламодателя: 10 или 12 цифр',
  erid: 'Токен erid: латинские буквы и цифры, от 6 до 100 символов, без пробелов и ссылок',
} as const;
