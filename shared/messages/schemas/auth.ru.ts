import { maxChars, requiredField } from './common.ru';

/** The login form's and the token calls' sentences (shared/schemas/auth.ts). */
export const authSchemaMessages = {
  loginRequired: requiredField('Логин'),
  loginTooLong: maxChars('Логин', 100),
  passwordRequired: requiredField('Пароль'),
  passwordTooLong: maxChars('Пароль', 200),
  newPasswordSame: 'Новый пароль: совпадает с текущим, придумайте другой',
  refreshTokenMissing: 'Не передан токен обновления',
  codeFormat: 'Код: 6 цифр из приложения-аутентификатора',
  recoveryCodeFormat: 'Резервный код: 10 букв и цифр, как в списке кодов',
  sessionId: 'Сеанс: ожидается номер сеанса',
  staffId: 'Сотрудник: ожидается номер сотрудника',
} as const;
