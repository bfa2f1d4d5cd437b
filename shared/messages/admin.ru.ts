import { adminAreaMessages } from './admin-area.ru';
import { adminAuditMessages } from './admin-audit.ru';
import { adminMediaMessages } from './admin-media.ru';
import { adminMediaVideoMessages } from './admin-media-video.ru';
import { adminNewsMessages, vkSyncMessages } from './admin-news.ru';
import { adminPagesMessages, structuredFieldsMessages } from './admin-pages.ru';
import { adminTrialsMessages } from './admin-trials.ru';
import { publicMessages } from './public.ru';
import { aboutMessages } from './screens/about.ru';
import { cabinetMessages } from './screens/cabinet.ru';
import { contactMessages } from './screens/contact.ru';
import { directionsMessages } from './screens/directions.ru';
import { homeMessages } from './screens/home.ru';
import { journalMessages } from './screens/journal.ru';
import { newsMessages } from './screens/news.ru';
import { pricesMessages } from './screens/prices.ru';
import { privacyMessages } from './screens/privacy.ru';
import { scheduleMessages } from './screens/schedule.ru';
import { storeMessages } from './screens/store.ru';
import { trialsMessages } from './screens/trials.ru';
import { waitingListMessages } from './screens/waiting-list.ru';
import { staffMessages } from './staff.ru';
import { twoStepMessages } from './two-step.ru';

/**
 * The admin area's strings, with the public ones (the admin screens show both). Loaded only by admin
 * screens, so no public page carries them.
 */
export const adminMessages = {
  ...publicMessages,
  /** Each public screen's strings: admin screens show the same groups, statuses and labels. */
  home: homeMessages,
  about: aboutMessages,
  contact: contactMessages,
  privacy: privacyMessages,
  directions: directionsMessages,
  schedule: scheduleMessages,
  store: storeMessages,
  prices: pricesMessages,
  waitingList: waitingListMessages,
  news: newsMessages,
  trials: trialsMessages,
  journal: journalMessages,
  cabinet: cabinetMessages,
  /** Staff accounts and rights (server/trpc/rights.ts, client/features/admin-staff). */
  staff: staffMessages,
  twoStep: twoStepMessages,
  /** The media library (client/features/admin-media, the picker, server/lib/media). */
  adminMedia: adminMediaMessages,
  adminAudit: adminAuditMessages,
  /** Banner videos of the media library (server/lib/media/video-*, the 'Медиа' screen's video parts). */
  adminMediaVideo: adminMediaVideoMessages,
  adminArea: adminAreaMessages,
  /** The structured editors' kit (client/components/admin) and the 'Страницы' screens. */
  structuredFields: structuredFieldsMessages,
  adminPages: adminPagesMessages,
  /** The list editors' own words (client/components/admin/list-editor.tsx), the same on every list. */
  listEditor: {
    adding: 'Добавление…',
    deleting: 'Удаление…',
    busyElsewhere: 'Сначала сохраните или отмените изменения в открытой карточке',
    editOf: (name: string) => `Редактировать: ${name}`,
    deleteOf: (name: string) => `Удалить: ${name}`,
  },
  adminDashboard: {
    title: publicMessages.adminTitles.dashboard,
    /** Field Core Web Vitals (admin-dashboard/components/vitals-table.tsx). */
    vitals: {
      title: 'Скорость страниц у посетителей',
      lead: '75-й процентиль по отчётам браузеров посетителей: зелёный — хорошо, жёлтый — терпимо, красный — плохо (пороги Google).',
      empty: 'Посетители ещё не прислали ни одного замера.',
      page: 'Страница',
      days7: '7 дней',
      days28: '28 дней',
      noData: '—',
      notFoundPage: 'Страница 404',
      samples: (count: number) => `замеров: ${count}`,
      ratings: { good: 'хорошо', 'needs-improvement': 'терпимо', poor: 'плохо' },
      targetsTitle: 'Самые медленные касания и нажатия',
      targetsLead:
        'Элементы, на которых посетители ждали ответа дольше всего (INP, 75-й процентиль за 28 дней). Элемент записан селектором: тег, класс, имя поля — без текста и введённых данных.',
      targetsEmpty: 'Медленных касаний пока не было: браузеры сообщают о взаимодействиях дольше 40 мс.',
      target: 'Элемент',
      count: 'Замеров',
    },
    scheduleEditor: 'Редактор расписания',
    attendanceJournal: 'Журнал посещаемости',
    prices: 'Прайс-лист',
    products: 'Товары магазина',
    ad: 'Рекламный баннер',
    applications: 'Заявки',
  },
  /** The schedule editor (client/features/admin-schedule). */
  adminSchedule: {
    title: publicMessages.adminTitles.schedule,
    lead: 'Время тренировок по дням недели. После сохранения изменения сразу видны на странице «Расписание».',
    tableCaption: 'Текущее расписание',
    empty: 'В расписании пока нет ни одной строки',
    emptyEditing: 'Строк нет. Добавьте первую — или сохраните пустое расписание.',
    editingNote: 'Режим редактирования: изменения увидят посетители после сохранения',
    row: (number: number) => `Строка ${number}`,
    deleteRowOf: (number: number) => `Удалить строку ${number}`,
    timePlaceholder: '18:00–19:30',
    cellPlaceholder: 'Группа',
    rowsCount: (count: number) => `Строк: ${count}`,
    edit: 'Редактировать',
    save: 'Сохранить',
    cancel: 'Отмена',
    addRow: 'Добавить строку',
    deleteRow: 'Удалить строку',
    updated: 'Расписание обновлено',
    loadOrSaveFailed: 'Ваша сессия истекла',
  },
  /** The price list editor (client/features/admin-prices); `notFound` is the server's answer. */
  adminPrices: {
    title: publicMessages.adminTitles.prices,
    lead: 'Абонементы и разовые занятия. Позиции показываются на странице «Цены» в этом порядке.',
    addTitle: 'Новая позиция',
    addButton: 'Добавить позицию',
    listTitle: 'Позиции прайс-листа',
    empty: 'Позиций пока нет. Добавьте первую с помощью формы.',
    deleteTitle: 'Удаление позиции',
    confirmDelete: (_category: string) => 'Вы уверены, что хотите удалить эту позицию?',
    category: 'Категория',
    price: 'Цена',
    duration: 'Длительность',
    description: 'Описание',
    durationPlaceholder: 'Например, 1 месяц',
    descriptionHint: 'Каждая строка станет отдельным абзацем',
    pricePlaceholder: '3500',
    loadFailed: 'Ошибка при получении цен',
    added: 'Позиция успешно добавлена',
    addFailed: 'Ошибка при добавлении данных',
    saved: 'Изменения сохранены',
    saveFailed: 'Ошибка при обновлении данных',
    deleted: 'Позиция удалена',
    deleteFailed: 'Ошибка при удалении данных',
    notFound: 'Позиция не найдена',
  },
  /** The store's products editor (client/features/admin-products); `notFound` is the server's answer. */
  adminProducts: {
    title: publicMessages.adminTitles.products,
    lead: 'Карточки интернет-магазина: название, цена, скидка и фото. Покупатели видят цену уже со скидкой.',
    addTitle: 'Новый товар',
    addButton: 'Добавить товар',
    listTitle: 'Товары в магазине',
    empty: 'В магазине пока нет товаров',
    deleteTitle: 'Удаление товара',
    confirmDelete: (name: string) => `Удалить товар «${name}» из магазина? Это действие нельзя отменить.`,
    name: 'Название',
    price: 'Цена',
    discount: 'Скидка, %',
    rating: 'Рейтинг (0–5)',
    isNew: 'Бейдж «Новинка»',
    image: 'Изображение',
    /** The form's MediaPicker (client/components/admin/media-picker.tsx). */
    picture: 'Фото товара',
    storePrice: 'Цена в магазине',
    loadFailed: 'Ошибка при получении товаров',
    added: 'Товар успешно добавлен',
    addFailed: 'Ошибка при добавлении товара',
    saved: 'Товар успешно обновлён',
    saveFailed: 'Ошибка при сохранении товара',
    deleted: 'Товар успешно удалён',
    deleteFailed: 'Ошибка при удалении товара',
    fillAllFields: 'Пожалуйста, заполните все поля',
    fillAllFieldsAndImage: 'Пожалуйста, заполните все поля и выберите изображение',
    notFound: 'Товар не найден',
  },
  /** The coaches editor (client/features/admin-coaches); `notFound` and `photoRequired` are the server's answers. */
  adminCoaches: {
    title: publicMessages.adminTitles.coaches,
    lead: 'Тренеры клуба на странице «О нас»: фото, имя, пояса и звания. Порядок — как в этом списке.',
    addTitle: 'Новый тренер',
    addButton: 'Добавить тренера',
    listTitle: 'Тренеры на сайте',
    empty: 'Тренеров пока нет. Добавьте первого с помощью формы.',
    deleteTitle: 'Удаление тренера',
    confirmDelete: (name: string) => `Убрать тренера «${name}» со страницы «О нас»? Это действие нельзя отменить.`,
    name: 'Имя и фамилия',
    ranks: 'Пояса и звания',
    ranksHint: 'Каждое с новой строки, например: Чёрный пояс, 2 дан',
    /** The form's MediaPicker (client/components/admin/media-picker.tsx). */
    portrait: 'Фото тренера (лучше портретное)',
    photoRequired: 'Выберите фото тренера',
    loadFailed: 'Ошибка при получении тренеров',
    added: 'Тренер добавлен',
    addFailed: 'Ошибка при добавлении тренера',
    saved: 'Изменения сохранены',
    saveFailed: 'Ошибка при сохранении тренера',
    deleted: 'Тренер удалён',
    deleteFailed: 'Ошибка при удалении тренера',
    notFound: 'Тренер не найден',
  },
  /** The ad editor (client/features/admin-ad); the server answers with some of these too. */
  ad: {
    title: publicMessages.adminTitles.ad,
    lead: 'Всплывающее окно на главной странице: картинка, кнопка со ссылкой и таймер закрытия.',
    imageTitle: 'Изображение',
    /** The picture field's MediaPicker (client/components/admin/media-picker.tsx). */
    picture: 'Картинка окна — фото из библиотеки «Медиа»',
    noImage: 'Изображение ещё не загружено',
    uploading: 'Загрузка…',
    linkTitle: 'Ссылка кнопки',
    linkHint: 'Кнопка «Купить билеты со скидкой» откроет эту ссылку в новой вкладке',
    linkPlaceholder: 'https://',
    saveLink: 'Сохранить ссылку',
    stateTitle: 'Показ на сайте',
    showOnSite: 'Показывать рекламу на главной',
    needsImage: 'Окно появится на сайте, когда будет загружено изображение.',
    previewTitle: 'Так увидят посетители',
    previewCaption: 'Предпросмотр: ссылка и кнопка закрытия здесь не работают',
    upload: 'Загрузить',
    redirectUrl: 'Ссылка для перехода',
    active: 'Реклама активна',
    inactive: 'Реклама неактивна',
    loadFailed: 'Не удалось загрузить данные рекламы',
    selectImage: 'Пожалуйста, выберите изображение',
    uploadFailed: 'Ошибка при загрузке изображения',
    linkUpdateFailed: 'Ошибка при обновлении ссылки',
    toggleFailed: 'Ошибка при изменении состояния рекламы',
    uploaded: 'Изображение загружено',
    linkUpdated: 'Ссылка обновлена',
    enabled: 'Реклама включена',
    disabled: 'Реклама отключена',
    markingTitle: 'Маркировка рекламы',
    isAdvertising: 'Это реклама',
    isAdvertisingHint:
      'По закону о рекламе объявление в интернете, в том числе о собственном турнире, помечается словом «Реклама», именем рекламодателя и токеном erid.',
    advertiserName: 'Рекламодатель',
    advertiserDefault: (operator: string) => `Если оставить пустым — оператор сайта: ${operator}`,
    noOperator: 'Оператор сайта не указан в «Настройках сайта»: впишите рекламодателя здесь.',
    advertiserInn: 'ИНН рекламодателя',
    advertiserInnHint: 'Вместе с рекламодателем; пустое поле рекламодателя — ИНН оператора сайта',
    erid: 'Токен erid',
    eridHint:
      'Выдаёт оператор рекламных данных (ОРД) при регистрации объявления, например Kra23f4Dh. Попадёт в ссылку кнопки как ?erid=',
    eridMissing:
      'Токен erid не указан: без него реклама не считается промаркированной. Сохранить можно, но получите токен в ОРД и впишите его до показа.',
    saveMarking: 'Сохранить маркировку',
    markingSaved: 'Маркировка сохранена',
    markingSaveFailed: 'Не удалось сохранить маркировку',
    markingLoadFailed: 'Не удалось загрузить маркировку рекламы.',
  },
  adminNews: adminNewsMessages,
  /** The admin's attendance journal editor (/admin/attendance-journal); its toast texts are in `journal`. */
  adminJournalEditor: {
    title: publicMessages.adminTitles.journal,
    lead: 'Отмечайте посещения, правьте список учеников и дни занятий, затем сохраните все изменения разом.',
    year: 'Год',
    period: 'Группа и месяц',
    groups: 'Группы',
    groupsHint: 'Добавляйте, переименовывайте и удаляйте группы журнала.',
    newGroupName: 'Название новой группы',
    groupNameLabel: (name: string) => `Новое название группы «${name}»`,
    renameGroupLabel: (name: string) => `Переименовать группу «${name}»`,
    deleteGroupLabel: (name: string) => `Удалить группу «${name}»`,
    confirmDeleteGroup: (name: string) => `Удалить группу «${name}»? Все её записи посещаемости тоже будут удалены.`,
    noGroups: 'Групп пока нет: добавьте первую.',
    students: 'Ученики',
    newStudentName: 'ФИО нового ученика',
    newStudentPlaceholder: 'Фамилия Имя',
    studentNameLabel: (row: number) => `ФИО ученика, строка ${row}`,
    deleteRecordLabel: (name: string) => `Удалить ученика ${name}`,
    confirmDeleteRecord: (name: string) => `Удалить ученика «${name}» из журнала за этот месяц?`,
    days: 'Дни занятий',
    dayNumber: 'Число месяца',
    removeDayLabel: (day: number, weekday: string) => `Удалить день ${day} (${weekday})`,
    markLabel: (name: string, day: number, weekday: string) => `${name}: ${day}, ${weekday}`,
    notLessonDay: 'Не день занятий этого ученика',
    attended: 'Посещено',
    exportCsv: 'Скачать CSV',
    exportFailed: 'Ошибка при выгрузке журнала',
    saving: 'Сохранение…',
    unsavedRows: (count: number) => `Несохранённых строк: ${count}`,
    allSaved: 'Все изменения сохранены',
    saveFirst: 'Сначала сохраните изменения: копируются сохранённые данные.',
    unsavedTitle: 'Несохранённые изменения',
    unsavedSwitch: 'В журнале есть несохранённые изменения. Если перейти сейчас, они будут потеряны.',
    discard: 'Перейти без сохранения',
    stay: 'Остаться',
    confirmDelete: 'Удалить',
    logout: 'Выйти',
  },
  vkSync: vkSyncMessages,
  adminTrials: adminTrialsMessages,
  /** The admin dashboard's server card. */
  system: {
    title: 'Сервер',
    allGood: 'Всё в порядке',
    lastBackup: 'Последняя резервная копия',
    noBackupYet: 'ещё не было',
    backupSchedule: (hour: number) => `ежедневно в ${hour}:00 по Москве`,
    database: 'База данных',
    uploads: 'Загруженные файлы',
    freeDisk: 'Свободно на диске',
    unknown: 'неизвестно',
    vkSync: 'Синхронизация с ВКонтакте',
    vkOff: 'не настроена',
    vkOk: (when: string) => `успешно ${when}`,
    vkNever: 'ещё не выполнялась',
    warningsTitle: 'Требует внимания',
    loadFailed: 'Не удалось получить состояние сервера',
    databaseDown: 'База данных не отвечает на запросы.',
    lowDisk: (freeMb: number, minMb: number) =>
      `На диске свободно ${freeMb} МБ — меньше порога ${minMb} МБ. Освободите место, иначе резервные копии и загрузки перестанут работать.`,
    backupsOff: 'Автоматические резервные копии выключены (BACKUP_HOUR=off).',
    noBackup: 'Резервных копий ещё нет: проверьте журнал сервера.',
    firstBackupPending:
      'Резервной копии ещё нет: сервер делает первую сразу после запуска. Если она не появится в течение часа, проверьте журнал сервера.',
    backupOld: (hours: number) =>
      `Последней резервной копии ${Math.floor(hours)} ч: ежедневная копия не делается, проверьте журнал сервера.`,
    vkFailing: (error: string) => `ВКонтакте: ${error}`,
  },
} as const;
