/** Staff accounts and rights: the server's refusals and the 'Сотрудники' screen (admin catalogue, `adminMessages.staff`). */
export const staffMessages = {
  roles: { owner: 'Владелец', manager: 'Менеджер', coach: 'Тренер' },
  roleHints: {
    owner: 'Всё, включая сотрудников, настройки сайта и юридические настройки',
    manager: 'Контент и ежедневная работа: новости, расписание, цены, магазин, заявки, журнал',
    coach: 'Только журнал своих групп и пробные занятия своих направлений',
  },
  dashboard: {
    coachLead: 'Журналы ваших групп и пробные занятия ваших направлений.',
    /** The owner account made from ADMIN_LOGIN has no name until asked (owner-name-card.tsx). */
    nameTitle: 'Как вас зовут?',
    nameLead: (login: string) => `Имя покажем в журнале действий и в истории страниц. Пока его нет, там стоит логин «${login}».`,
    nameLabel: 'Имя и фамилия',
    nameSave: 'Сохранить имя',
    nameSaved: 'Имя сохранено',
    nameFailed: 'Не удалось сохранить имя',
    myGroups: 'Мои группы',
    groupJournal: 'Журнал за этот месяц',
    /** A coach's words on the cards they share with the office: only their groups and directions, and no slots. */
    coachCards: {
      journal: 'Ваши группы: ученики и отметки',
      trials: 'Новички в ваших направлениях: отметьте «Пришёл» или «Не пришёл»',
    },
  },
  /** The 'Сотрудники' screen (client/features/admin-staff). */
  screen: {
    lead: 'Кто входит в админку и что может. Новому сотруднику выдаётся одноразовая ссылка: по ней задаётся пароль.',
    addTitle: 'Новый сотрудник',
    listTitle: 'Сотрудники',
    name: 'Имя',
    login: 'Логин',
    loginHint: 'Латинские буквы, цифры и . _ @ -',
    role: 'Роль',
    groups: 'Группы тренера',
    directions: 'Направления тренера (пробные занятия)',
    noGroups: 'Групп пока нет: создайте их в журнале посещаемости',
    add: 'Добавить и получить ссылку',
    save: 'Сохранить',
    cancel: 'Отмена',
    edit: 'Изменить',
    newLink: 'Сбросить пароль',
    /** On one's own card, instead of the reset: to 'Сменить пароль' on 'Вход и сеансы'. */
    ownPassword: 'Сменить свой пароль',
    disable: 'Отключить',
    enable: 'Включить',
    disabled: 'Вход отключён',
    waitingPassword: 'Пароль ещё не задан',
    you: 'это вы',
    loadFailed: 'Не удалось загрузить сотрудников',
    added: 'Сотрудник добавлен',
    saved: 'Изменения сохранены',
    failed: 'Не удалось сохранить',
    linkTitle: 'Одноразовая ссылка',
    linkLead: (name: string, hours: number) =>
      `Отправьте ссылку: по ней ${name} задаст пароль. Ссылка действует ${hours} часа и показывается только сейчас.`,
    copyLink: 'Скопировать ссылку',
    copied: 'Ссылка скопирована',
    copyFailed: 'Скопируйте ссылку вручную',
    closeLink: 'Готово',
    confirmDisableTitle: (name: string) => `Отключить «${name}»?`,
    confirmDisable:
      'Все сеансы этой учётной записи сразу завершатся, и войти по ней будет нельзя, пока вы не включите вход снова.',
    confirmResetTitle: (name: string) => `Сбросить пароль «${name}»?`,
    confirmReset: 'Старый пароль перестанет действовать, все сеансы этой учётной записи завершатся. Вы получите новую ссылку.',
  },
  server: {
    /** A role may not call this procedure (server/trpc/rights.ts). */
    forbidden: 'Недостаточно прав для этого действия',
    /** A coach's id names a group, record or trial session that is not theirs. */
    notYourGroup: 'Нет доступа: это не ваша группа или направление',
    accountDisabled: 'Учётная запись отключена: обратитесь к владельцу клуба',
    loginTaken: 'Логин: уже занят',
    notFound: 'Сотрудник не найден',
    lastOwner: 'Нельзя отключить или понизить последнего владельца',
    keptOwner: 'Первая учётная запись и учётная запись ADMIN_LOGIN всегда остаются владельцами',
    ownSelf: 'Свою учётную запись нельзя отключить или понизить',
    ownPassword:
      'Свой пароль здесь не сбрасывается: иначе все ваши сеансы завершатся, а вход останется только по одноразовой ссылке. Сменить свой пароль можно в разделе «Вход и сеансы».',
    invitationInvalid: 'Ссылка недействительна или устарела: попросите владельца прислать новую',
  },
};
