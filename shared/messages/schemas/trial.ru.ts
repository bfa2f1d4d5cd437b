import { maxChars, requiredField } from './common.ru';

/** The trial slots, their dates and the booking links (shared/schemas/trial.ts). */
export const trialSchemaMessages = {
  /** An age bound, by its label ('Возраст от', 'Возраст до', 'Возраст'). */
  age: (label: string) => `${label}: число от 3 до 60`,
  ageFromLabel: 'Возраст от',
  ageToLabel: 'Возраст до',
  ageLabel: 'Возраст',
  weekday: 'День недели: выберите из списка',
  time: 'Время: в формате ЧЧ:ММ',
  duration: 'Длительность: от 15 до 240 минут',
  titleTooLong: maxChars('Группа', 80),
  capacity: 'Мест на пробное: число от 1 до 30',
  agesReversed: 'Возраст от не может быть больше возраста до',
  slotMissing: 'Не указан слот',
  date: 'Дата: в формате ГГГГ-ММ-ДД',
  reasonTooLong: maxChars('Причина', 200),
  linkInvalid: 'Ссылка недействительна',
  month: 'Месяц: в формате ГГГГ-ММ',
  whatToBringRequired: requiredField('Что взять с собой'),
  whatToBringTooLong: maxChars('Что взять с собой', 500),
} as const;
