import { maxChars, requiredField } from './common.ru';

/** The site's contact settings (shared/schemas/settings.ts). */
export const settingsSchemaMessages = {
  clubNameRequired: requiredField('Название клуба'),
  phoneRequired: requiredField('Телефон'),
  phoneTooLong: maxChars('Телефон', 30),
  emailInvalid: 'Email: некорректный адрес',
  cityRequired: requiredField('Город'),
  addressRequired: requiredField('Адрес'),
  addressTooLong: maxChars('Адрес', 200),
  addressNoteTooLong: maxChars('Как пройти', 300),
  hoursRequired: requiredField('Часы работы'),
} as const;
