/**
 * The strings every public page loads: the shell (header, menu, footer, errors, the ad pop-up, the
 * login control) and what the route table says of each page in its head (`heads`). The route table
 * is in the entry chunk, so whatever it reads is downloaded on every page; each screen's own
 * strings are in shared/messages/screens/ and travel with that screen's chunk. The admin area's
 * strings are in admin.ru.ts and the server's own in server.ru.ts, so public pages carry neither.
 * Wording: ../shared/ru-copy.md and the Russian strings the product description gives. Direction
 * names live in shared/directions.ts; placeholders are functions.
 */
export const publicMessages = {
  nav: {
    home: 'Главная',
    academy: 'Академия',
    about: 'Об академии',
    faq: 'Вопросы и ответы',
    contacts: 'Контакты',
    directions: 'Направления',
    schedule: 'Расписание',
    attendanceJournal: 'Журнал посещаемости',
    events: 'Афиша',
    pressCenter: 'Пресс-центр',
    onlineStore: 'Интернет-магазин',
    prices: 'Цены',
    signUp: 'Записаться в клуб',
    cabinet: 'Личный кабинет',
    login: 'Войти',
    adminDashboard: 'Панель администратора',
    logout: 'Выйти',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    scrollToTop: 'Наверх',
    breadcrumb: 'Навигационная цепочка',
  },
  contacts: {
    openingHours: 'Часы работы',
    openingHoursValue: 'Пн–Сб: 7:00–24:00, Вс: 9:00–22:00',
    phone: 'Телефон',
    address: 'Адрес',
    showPanel: 'Показать контакты',
    hidePanel: 'Скрыть контакты',
  },
  site: {
    skipToContent: 'Перейти к содержанию',
    mainMenu: 'Главное меню',
    logoLabel: (clubName: string) => `${clubName} — на главную`,
    socialVk: 'ВКонтакте',
    socialTelegram: 'Telegram',
    socialYoutube: 'YouTube',
    footerAbout: 'Единоборства для детей и взрослых: техника, характер и уважение к сопернику.',
    footerAcademy: 'Академия',
    footerDirections: 'Направления',
    footerClub: 'Клуб',
    footerContacts: 'Контакты',
    copyright: (year: number, clubName: string) => `© ${year} ${clubName}`,
    privacyLink: 'Политика обработки персональных данных',
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'Возможно, ссылка устарела или в адресе есть опечатка.',
  },
  adPopup: {
    label: 'Специальное предложение',
    imageAlt: 'Афиша специального предложения',
    closeIn: (seconds: number) => `Закрыть (закроется через ${seconds} с)`,
    buyTickets: 'Купить билеты со скидкой',
    limitedTickets: 'Количество билетов ограничено',
    close: 'Закрыть',
  },
  chunkErrors: {
    reloadPage: 'Обновить страницу',
  },
  auth: {
    login: 'Логин',
    password: 'Пароль',
    submit: 'Войти',
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
    invalidCredentials: 'Неверный логин или пароль',
    loginSuccess: 'Вход выполнен успешно!',
    authorizationRequired: 'Требуется авторизация',
    sessionExpired: 'Ваша сессия истекла',
    logoutTitle: 'Выход из учетной записи',
    logoutQuestion: 'Вы точно хотите выйти из учетной записи?',
    yes: 'Да',
    no: 'Нет',
    loginTitle: 'Вход в панель администратора',
    loginLead: 'Вход только для администраторов академии.',
    loginPageTitle: 'Вход для администратора',
    loginPending: 'Вход…',
    tooManyAttempts: 'Слишком много попыток входа. Попробуйте позже.',
    networkError: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
    alreadyLoggedIn: 'Вы уже вошли как администратор.',
    toDashboard: 'Перейти в панель администратора',
  },
  common: {
    edit: 'Редактировать',
    save: 'Сохранить',
    cancel: 'Отмена',
    delete: 'Удалить',
    add: 'Добавить',
    close: 'Закрыть',
    loading: 'Загрузка...',
    saveError: 'Не удалось сохранить изменения',
    videoAutoplayBlocked: 'Браузер не дал запустить фоновое видео; вместо него показана заставка.',
  },
  errors: {
    title: 'Произошла ошибка',
    loadFailedText: 'К сожалению, при загрузке данных произошла непредвиденная ошибка.',
    retry: 'Попробовать снова',
    toHome: 'На главную',
    notFound: 'Страница не найдена',
    /**
     * Router fallback screen. The spec gives it in English; since March 2026 the Russian heading comes
     * first and the spec's words follow as its equal duplicate (docs/decisions/russian-interface.md).
     */
    appErrorTitle: 'Непредвиденная ошибка приложения',
    unexpectedApplicationError: 'Unexpected Application Error!',
    /** ChunkLoadError message: the cause is 'timeout', 'missing' or 'error', then the chunk's address. */
    chunkLoadFailed: (chunkId: string | number, cause?: string, src?: string) =>
      cause ? `Loading chunk ${chunkId} failed.\n(${cause}: ${src ?? ''})` : `Loading chunk ${chunkId} failed`,
    fileTooLarge: 'Файл слишком большой: максимум 5 МБ',
    unsupportedImageType: 'Недопустимый формат изображения',
    tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
    internal: 'Внутренняя ошибка сервера',
    notFoundEntity: 'Запись не найдена',
    /** After an internal error: the id that names it in the server log. */
    requestId: (id: string) => `(код запроса ${id})`,
  },
  /**
   * The admin screens' titles: the route table, which every page loads, names them in <title>; the
   * admin catalogue (admin.ru.ts) reads them from here.
   */
  adminTitles: {
    prices: 'Цены',
    journal: 'Журнал посещаемости',
    trialSlots: 'Пробные занятия: слоты',
    trials: 'Пробные занятия',
    settings: 'Настройки сайта',
    news: 'Новости',
    applications: 'Заявки',
    dashboard: 'Панель администратора',
    schedule: 'Расписание',
    products: 'Товары',
    coaches: 'Тренеры',
    ad: 'Реклама',
    staff: 'Сотрудники',
    account: 'Вход и сеансы',
    staffInvite: 'Пароль для входа',
    /** An admin page the logged-in role may not open (the server refuses its calls too). */
    notForRole: 'Этот раздел недоступен для вашей роли',
    toDashboard: 'На главную панели',
    media: 'Медиа',
    audit: 'Журнал действий',
    payments: 'Оплата на сайте',
    pages: 'Страницы',
    members: 'Ученики',
    passTypes: 'Абонементы',
    loading: 'Загрузка панели администратора…',
  },
  /** Month and weekday names: the shared date rules (shared/rules/dates.ts) and several screens read them. */
  calendar: {
    /** For month selects. */
    monthsNominative: [
      'Январь',
      'Февраль',
      'Март',
      'Апрель',
      'Май',
      'Июнь',
      'Июль',
      'Август',
      'Сентябрь',
      'Октябрь',
      'Ноябрь',
      'Декабрь',
    ],
    /** For dates: '5 марта 2026'. */
    monthsGenitive: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    /** Monday first. */
    weekdays: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
    /** Monday first. */
    weekdaysShort: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  },
  /**
   * Titles and descriptions of the pages, for their <head>: the route table, which every page loads,
   * reads them, so they are here and not in the screens' catalogues.
   */
  heads: {
    home: {
      title: (clubName: string) => `${clubName} — ММА, бокс, грэпплинг и другие единоборства`,
      description: (clubName: string, city: string) =>
        `${clubName} (${city}): ММА, грэпплинг, бокс, кикбоксинг, рукопашный бой, каратэ и женская самооборона. Тренировки для детей от 3 лет и взрослых, пробное занятие.`,
    },
    about: {
      title: (clubName: string) => `Об академии — философия, главный тренер и жизнь клуба | ${clubName}`,
      description: (clubName: string, city: string) =>
        `${clubName} (${city}): во что мы верим, кто нас тренирует и как проходит жизнь клуба. Дисциплина, уважение, безопасность и характер — для детей и взрослых.`,
    },
    contacts: {
      title: (clubName: string) => `Контакты и как добраться — ${clubName}`,
      description: (clubName: string, city: string) =>
        `Как найти ${clubName} (${city}): вход, парковка, общественный транспорт, что взять на первую тренировку и ответы на частые вопросы.`,
    },
    faq: {
      title: (clubName: string) => `Вопросы и ответы — ${clubName}`,
      description: (clubName: string) =>
        `Ответы ${clubName} на частые вопросы родителей и новичков: с какого возраста берём детей, что взять на первую тренировку, сколько стоит пробное занятие.`,
    },
    privacy: {
      title: (clubName: string) => `Политика обработки персональных данных — ${clubName}`,
      description: (clubName: string) =>
        `Как ${clubName} обрабатывает и защищает персональные данные из заявок на запись: цели, состав данных, сроки хранения и права субъектов по 152-ФЗ.`,
    },
    consent: {
      title: (clubName: string) => `Согласие на обработку персональных данных — ${clubName}`,
      description: (clubName: string) =>
        `Текст согласия на обработку персональных данных, которое даёт посетитель, записываясь в ${clubName}: оператор, цели, состав данных, срок и порядок отзыва.`,
    },
    schedule: {
      title: (clubName: string) => `Расписание тренировок — ${clubName}`,
      description: (clubName: string, city: string) =>
        `Расписание тренировок ${clubName} (${city}) с понедельника по субботу: детские группы, взрослые ММА и женская группа.`,
    },
    journal: {
      title: (clubName: string) => `Журнал посещаемости — ${clubName}`,
      description: (clubName: string) =>
        `Журнал посещаемости групп ${clubName}: отметки о присутствии учеников на каждом занятии месяца.`,
    },
    store: {
      title: (clubName: string) => `Интернет-магазин — ${clubName}`,
      description: (clubName: string) =>
        `Фирменная экипировка ${clubName}: футболки, худи, рашгарды, перчатки и аксессуары. Заказ через мессенджер.`,
    },
    prices: {
      title: (clubName: string) => `Цены на тренировки — ${clubName}`,
      description: (clubName: string, city: string) =>
        `Стоимость тренировок в ${clubName} (${city}): абонементы, разовые и персональные занятия. Первое занятие — бесплатно.`,
    },
    cabinet: {
      title: (clubName: string) => (clubName ? `Личный кабинет — ${clubName}` : 'Личный кабинет'),
      description: 'Расписание, посещения и абонементы ваших детей: вход по номеру телефона.',
    },
    waitingList: {
      title: (clubName: string) => `Записаться в клуб — ${clubName}`,
      description: (clubName: string) =>
        `Оставьте заявку на запись в ${clubName}: ММА, грэпплинг, бокс, кикбоксинг, рукопашный бой, каратэ, женская самооборона. Перезвоним в течение дня, первое занятие бесплатно.`,
    },
    news: {
      pressTitle: 'Пресс-центр',
      pressDescription: (clubName: string) =>
        `Новости ${clubName}: турниры и победы учеников, аттестации, сборы, мастер-классы и жизнь клуба.`,
      eventsTitle: 'Афиша',
      eventsDescription: (clubName: string) =>
        `Афиша ${clubName}: соревнования, открытые тренировки, семинары и аттестации. Даты, место и условия участия.`,
      pageTitle: (title: string, page: number) => (page > 1 ? `${title} — страница ${page}` : title),
    },
    trialBooking: { title: 'Пробное занятие' },
    buy: { title: 'Покупка абонемента' },
    paymentReturn: { title: 'Оплата абонемента' },
    offer: {
      title: (clubName: string) => `Публичная оферта — ${clubName}`,
      description: (clubName: string) => `Договор на занятия в клубе «${clubName}»: условия покупки абонемента на сайте.`,
    },
  },
} as const;
