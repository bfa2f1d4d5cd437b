import { guardianInvalidMessage, guardianRequiredMessage } from '../../content/law.ru';
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
  guardianTooLong: guardianInvalidMessage,
  guardianLetters: 'Имя представителя: укажите имя и фамилию буквами',
  captcha: 'Пожалуйста, подтвердите, что вы не робот.',
  sessionId: 'Занятие: некорректный идентификатор',
  /** The legacy call's JSON field, named as the caller sends it. */
  waitlistNotBoolean: 'waitlist: ожидается true или false',
  consentRequired: 'Необходимо согласие на обработку персональных данных',
  /** The one copy of the sentence lives with the consent's copy (shared/content/law.ru.ts). */
  guardianRequired: guardianRequiredMessage,
  noteTooLong: maxChars('Заметка', 2000),
} as const;
