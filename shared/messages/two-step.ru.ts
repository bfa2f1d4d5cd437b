/**
 * Two-step login and the sessions list (admin catalogue, `adminMessages.twoStep`; the server reads
 * its refusals as `serverMessages.twoStep.server`). The login screen's code step is in
 * shared/messages/screens/login.ru.ts, which the public login page loads.
 */
export const twoStepMessages = {
  /** 'Вход и сеансы' (client/features/admin-account). */
  screen: {
    title: 'Вход и сеансы',
    lead: 'Пароль, двухэтапный вход и устройства, на которых вы вошли в админку.',
    /** 'Сменить пароль' (password-section.tsx): one's own password, for every role. */
    passwordTitle: 'Сменить пароль',
    passwordLead: 'После смены пароля все другие ваши сеансы завершатся, а на этом устройстве вы останетесь в админке.',
    currentPassword: 'Текущий пароль',
    newPassword: 'Новый пароль',
    newPasswordHint: (min: number) => `Не короче ${min} символов. Лучше фраза из нескольких слов.`,
    repeatPassword: 'Повторите новый пароль',
    passwordMismatch: 'Пароли не совпадают',
    showPasswords: 'Показать пароли',
    changePassword: 'Сменить пароль',
    passwordChanged: (ended: number) =>
      ended > 0
        ? `Пароль изменён. Других сеансов завершено: ${ended}; на этом устройстве вы остаётесь в админке.`
        : 'Пароль изменён. Других сеансов не было; на этом устройстве вы остаётесь в админке.',
    passwordFailed: 'Не удалось сменить пароль',
    twoStepTitle: 'Двухэтапный вход',
    twoStepOff:
      'Выключен. После пароля можно спрашивать код из приложения-аутентификатора (Яндекс Ключ, Google Authenticator и другие).',
    ownerAdvice: 'Владельцу рекомендуем включить: эта учётная запись управляет сотрудниками и настройками сайта.',
    twoStepOn: 'Включён: после пароля спрашиваем код из приложения.',
    recoveryLeft: (left: number) => `Неиспользованных резервных кодов: ${left} из 10.`,
    turnOn: 'Включить двухэтапный вход',
    scanTitle: 'Отсканируйте QR-код',
    scanLead: 'Откройте приложение-аутентификатор и добавьте учётную запись по QR-коду или введите ключ вручную.',
    secretLabel: 'Ключ для ручного ввода',
    qrAlt: 'QR-код для приложения-аутентификатора',
    confirmLabel: 'Код из приложения',
    confirm: 'Подтвердить и включить',
    cancel: 'Отмена',
    enabled: 'Двухэтапный вход включён',
    recoveryTitle: 'Резервные коды',
    recoveryLead:
      'Каждый код можно использовать один раз вместо кода из приложения, если телефона нет под рукой. Сохраните их сейчас: больше мы их не покажем.',
    copyCodes: 'Скопировать коды',
    copied: 'Коды скопированы',
    copyFailed: 'Скопируйте коды вручную',
    done: 'Коды сохранены',
    turnOff: 'Выключить двухэтапный вход',
    turnOffTitle: 'Выключить двухэтапный вход?',
    turnOffLead: 'Введите пароль и код из приложения или резервный код.',
    password: 'Пароль',
    codeOrRecovery: 'Код из приложения или резервный код',
    turnOffConfirm: 'Выключить',
    disabled: 'Двухэтапный вход выключен',
    failed: 'Не удалось сохранить',
    loadFailed: 'Не удалось загрузить',
    sessionsTitle: 'Мои сеансы',
    sessionsLead: 'Где вы сейчас вошли. Завершите сеанс, который вам незнаком или остался на чужом устройстве.',
    thisDevice: 'Это устройство',
    address: 'Адрес',
    created: 'Вход',
    lastUsed: 'Последнее действие',
    end: 'Завершить',
    endOthers: 'Завершить все, кроме этого',
    ended: 'Сеанс завершён',
    endedOthers: (n: number) => `Завершено сеансов: ${n}`,
    noOthers: 'Других сеансов нет',
    confirmEndTitle: 'Завершить сеанс?',
    confirmEnd: (device: string) => `На устройстве «${device}» придётся войти заново.`,
    confirmEndOthersTitle: 'Завершить все другие сеансы?',
    confirmEndOthers: 'На всех остальных устройствах придётся войти заново.',
    staffTitle: (name: string) => `Вход и сеансы: ${name}`,
    staffButton: 'Сеансы и вход',
    staffTwoStepOn: 'Двухэтапный вход включён',
    staffTwoStepOff: 'Двухэтапный вход выключен',
    staffReset: 'Сбросить двухэтапный вход',
    staffResetTitle: (name: string) => `Сбросить двухэтапный вход «${name}»?`,
    staffResetLead:
      'Войти можно будет только по паролю, а двухэтапный вход — включить заново. Делайте это, когда потеряны и телефон, и резервные коды.',
    staffResetDone: 'Двухэтапный вход сброшен',
    noSessions: 'Активных сеансов нет',
    close: 'Закрыть',
  },
  server: {
    /** POST /api/admin/login and auth.login without a code, for an account with two-step login. */
    codeRequired: 'Введите код из приложения-аутентификатора или резервный код',
    codeInvalid: 'Неверный или уже использованный код',
    alreadyOn: 'Двухэтапный вход уже включён',
    notOn: 'Двухэтапный вход не включён',
    setupMissing: 'Начните включение заново: ключ не найден или устарел',
    passwordInvalid: 'Неверный пароль',
    /** 'Сменить пароль': counted by the login throttle like a wrong password at the login. */
    currentPasswordInvalid: 'Текущий пароль: неверный',
    /** The hash changed between the check and the write (a second tab, `npm run admin:password`). */
    passwordChangedMeanwhile: 'Пароль только что изменили в другом месте: обновите страницу и попробуйте снова',
    secretUnreadable:
      'Ключ двухэтапного входа не читается (сменился JWT_SECRET): войдите по резервному коду или попросите владельца сбросить двухэтапный вход',
    sessionNotFound: 'Сеанс не найден',
  },
};
