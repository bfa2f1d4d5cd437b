import { maxChars, requiredField } from './common.ru';

/** The personal-data, reminder and analytics settings (shared/schemas/law.ts). */
export const lawSchemaMessages = {
  operatorTooLong: maxChars('Оператор', 200),
  inn: 'ИНН: 10 или 12 цифр',
  retentionMonths: 'Срок хранения: число месяцев от 1 до 36',
  reminderHour: 'Час вечернего напоминания: от 12 до 23',
  checklistTooLong: maxChars('Что взять с собой', 300),
  metricaCounter: 'Номер счётчика Метрики: только цифры',
  consentTextRequired: requiredField('Текст согласия'),
  consentTextTooShort: 'Текст согласия: не короче 200 символов',
  consentTextTooLong: maxChars('Текст согласия', 20000),
} as const;
