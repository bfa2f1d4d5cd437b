import { maxChars, requiredField } from './common.ru';

/** Staff accounts and the one-time link (shared/schemas/staff.ts). */
export const staffSchemaMessages = {
  role: 'Роль: выберите из списка',
  passwordRequired: requiredField('Пароль'),
  passwordTooShort: (min: number) => `Пароль: не короче ${min} символов`,
  passwordTooLong: (max: number) => maxChars('Пароль', max),
  nameRequired: requiredField('Имя'),
  nameTooLong: maxChars('Имя', 100),
  loginRequired: requiredField('Логин'),
  loginTooShort: 'Логин: не короче 3 символов',
  loginTooLong: maxChars('Логин', 100),
  loginLetters: 'Логин: латинские буквы, цифры и . _ @ -',
  tooManyGroups: 'Группы: не более 50',
  linkInvalid: 'Ссылка недействительна',
} as const;
