/** The login screen's second step (client/features/auth), for an account with two-step login. */
export const loginMessages = {
  codeTitle: 'Код подтверждения',
  codeLead: 'Откройте приложение-аутентификатор и введите шестизначный код для этого сайта.',
  recoveryLead: 'Введите один из резервных кодов, сохранённых при включении двухэтапного входа. Каждый код действует один раз.',
  code: 'Код из приложения',
  recoveryCode: 'Резервный код',
  submit: 'Подтвердить',
  useRecovery: 'Нет телефона? Войти по резервному коду',
  useApp: 'Ввести код из приложения',
  back: 'Назад к паролю',
  codeRequired: 'Введите код',
};
