/**
 * A participant under 18 without the name of the parent or guardian who consents. The one copy of
 * the sentence: the shared schema refuses with it on every sign-up path, the form shows it under
 * the field, and the legacy call answers with it (exported alone so the schema does not pull in
 * the rest of this catalogue).
 */
export const guardianRequiredMessage = 'Укажите имя и фамилию родителя или законного представителя';
/** A guardian's name that is not a first and last name in letters. */
export const guardianInvalidMessage = 'Имя представителя: только буквы, пробел и дефис, не более 60 символов';

/**
 * Copy of the consent page, the form's consent block, the consent record in the admin, deletion
 * and the analytics banner. Kept apart from messages.ru.ts so the legal wording sits in one place.
 */
export const lawCopy = {
  consentPage: {
    path: '/soglasie',
    heading: 'Согласие на обработку персональных данных',
    breadcrumb: 'Согласие на обработку данных',
    edition: (edition: number, date: string) => `Редакция № ${edition} от ${date}`,
    policyLink: 'Политика обработки персональных данных',
  },
  form: {
    /** The required checkbox: text, the consent document as a link, then the policy as a link. */
    consentText: 'Я согласен(на) на обработку персональных данных, указанных в заявке, на условиях',
    consentLink: 'Согласия на обработку персональных данных',
    consentMiddle: 'и ознакомлен(а) с',
    policyLink: 'Политикой обработки персональных данных',
    consentRequired: 'Чтобы отправить заявку, подтвердите согласие на обработку персональных данных',
    marketing: 'Я хочу получать новости и предложения клуба (необязательно, можно отказаться в любой момент)',
    guardianName: 'Имя и фамилия родителя или законного представителя',
    guardianPlaceholder: 'Например, Ольга Смирнова',
    guardianNote:
      'Участнику нет 18 лет: согласие на обработку его персональных данных даёт родитель или иной законный представитель, указанный здесь.',
    guardianRequired: guardianRequiredMessage,
    guardianInvalid: guardianInvalidMessage,
  },
  record: {
    heading: 'Согласие',
    edition: (edition: number) => `редакция № ${edition}`,
    noEdition: 'редакция не записана (заявка до введения отдельного согласия)',
    givenBySelf: 'дал(а) сам(а) заявитель',
    givenByGuardian: (name: string) => `дал(а) законный представитель: ${name}`,
    ip: 'IP-адрес',
    userAgent: 'Браузер',
    marketingYes: 'Новости и предложения: согласие дано',
    marketingNo: 'Новости и предложения: нет согласия',
    marketingWithdrawn: (date: string) => `Новости и предложения: согласие отозвано ${date}`,
    withdraw: 'Отозвать согласие на рассылку',
    delete: 'Удалить по запросу',
    deleteConfirm:
      'Удалить заявку и все связанные с ней данные по запросу субъекта? Это действие необратимо; в журнале останется только отметка об удалении без персональных данных.',
    deleted: 'Заявка удалена',
    withdrawn: 'Согласие на рассылку отозвано',
  },
  csvHeader: [
    'Редакция согласия',
    'Время согласия',
    'IP-адрес',
    'Браузер',
    'Кто дал согласие',
    'Представитель',
    'Новости и предложения',
  ],
  givenBy: { self: 'заявитель', guardian: 'законный представитель' },
  privacyAdmin: {
    nothingToWithdraw: 'Нет согласия на рассылку, которое можно отозвать',
    heading: 'Персональные данные, напоминания и аналитика',
    operatorName: 'Оператор (как в согласии, например «ИП Иванов Иван Иванович»)',
    operatorInn: 'ИНН оператора',
    retentionMonths: 'Хранить заявки, не ставшие занимающимися, месяцев',
    telegramIncludeContacts: 'Передавать имя и телефон в уведомлении Telegram',
    telegramIncludeContactsHint:
      'Относится ко всем сообщениям клуба в Telegram: о новой заявке, записи, отмене, переносе и месте из листа ожидания. Пока переключатель выключен, в них нет имени и телефона: только что произошло и ссылка на заявку в разделе администратора, где видно, кому звонить. Telegram — иностранный сервис: передача в него персональных данных трансграничная, и до её начала оператор подаёт уведомление в Роскомнадзор (ч. 3 ст. 12 152-ФЗ).',
    reminderEveningHour: 'Час вечернего напоминания накануне занятия',
    visitChecklist: 'Что взять с собой (для напоминаний)',
    metricaCounterId: 'Номер счётчика Яндекс Метрики (пусто — без аналитики)',
    save: 'Сохранить',
    saved: 'Настройки сохранены',
    editionsHeading: 'Текст согласия',
    editionsHint:
      'Изменение текста создаёт новую редакцию; заявки, поданные раньше, сохраняют свою. Подстановки: {operator}, {inn}, {address}, {email}, {retentionMonths}, {processors}.',
    saveEdition: 'Сохранить как новую редакцию',
    editionCreated: (n: number) => `Создана редакция № ${n}`,
    editionUnchanged: 'Текст не изменился: редакция прежняя',
    auditHeading: 'Журнал действий с данными',
    auditEmpty: 'Записей пока нет',
    auditActions: {
      deleted_on_request: (id: number | null) => `Заявка № ${id ?? '—'} удалена по запросу`,
      deleted_by_retention: (count: number) => `Удалено по истечении срока хранения: ${count}`,
      marketing_withdrawn: (id: number | null) => `Заявка № ${id ?? '—'}: отозвано согласие на рассылку`,
      member_marketing_withdrawn: (id: number | null) =>
        `Занимающийся № ${id ?? '—'}: семья отозвала согласие на рассылку в личном кабинете`,
      member_deletion_requested: (id: number | null) =>
        `Занимающийся № ${id ?? '—'}: семья запросила удаление данных в личном кабинете`,
    },
  },
  analyticsBanner: {
    text: 'Мы хотим считать посещения сайта с помощью Яндекс Метрики, чтобы делать его удобнее. Счётчик использует файлы cookie и включится только с вашего согласия.',
    accept: 'Разрешить',
    decline: 'Отказаться',
    label: 'Согласие на аналитику',
  },
} as const;
