import { maxChars, requiredField } from './common.ru';

/** The coaches' editor (shared/schemas/coaches.ts). */
export const coachesSchemaMessages = {
  ranksNotText: 'Пояса и звания: ожидается текст',
  ranksTooLong: maxChars('Пояса и звания', 2000),
  rankTooLong: (max: number) => `Пояса и звания: строка не длиннее ${max} символов`,
  tooManyRanks: (max: number) => `Пояса и звания: не более ${max} строк`,
  nameRequired: requiredField('Имя'),
  nameTooLong: maxChars('Имя', 100),
  mediaId: 'Фото: выберите фото в библиотеке',
} as const;
