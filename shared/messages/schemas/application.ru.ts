import { maxChars, requiredField } from './common.ru';

/** The sign-up: the visitor's fields, the consent and the guardian (shared/schemas/application.ts). */
export const applicationSchemaMessages = {
  direction: 'Направление: выберите из списка',
  /** The visitor's first and last name, by the field's label ('Имя', 'Фамилия'). */
  nameRequired: requiredField,
  nameTooLong: (label: string) => maxChars(label, 30),
  nameLetters: (label: string) => `${label}: только русские или латинские буквы`,
  firstNameLabel: 'Имя',
  lastNameLabel: 'Фамилия',
  phoneRequired: requiredField('Телефон'),
  phoneFormat: 'Телефон: введите номер в формате +7 999 999-99-99',
  age: 'Возраст должен быть числом от 3 до 60',
  guardianTooShort: 'Имя представителя: укажите имя и фамилию',
  guardianTooLong: 'Имя представителя: только буквы, пробел и дефис, не более 60 символов',
  guardianLetters: 'Имя представителя: укажите имя и фамилию буквами',
  captcha: 'Пожалуйста, подтвердите, что вы не робот.',
  sessionId: 'Занятие: некорректный идентификатор',
  /** The legacy call's JSON field, named as the caller sends it. */
  waitlistNotBoolean: 'waitlist: ожидается true или false',
  consentRequired: 'Необходимо согласие на обработку персональных данных',
  guardianRequired: 'Укажите имя и фамилию родителя или законного представителя',
  noteTooLong: maxChars('Заметка', 2000),
} as const;
