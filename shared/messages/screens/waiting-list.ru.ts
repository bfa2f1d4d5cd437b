import type { ApplicationStatus } from '../../schemas/application';

const applicationStatuses = {
  new: 'Новая',
  contacted: 'Связались',
  trial: 'Записан на пробное',
  booked: 'Записан на пробное (сайт)',
  waitlisted: 'В листе ожидания',
  came: 'Пришёл',
  'no-show': 'Не пришёл',
  joined: 'Занимается',
  declined: 'Отказ',
} as const satisfies Record<ApplicationStatus, string>;

/** The /waiting-list page and its form (client/features/waiting-list); the admin inbox reads the statuses. */
export const waitingListMessages = {
  firstName: 'Имя',
  lastName: 'Фамилия',
  phone: 'Телефон',
  age: 'Возраст',
  direction: 'Направление',
  directionPlaceholder: 'Выберите направление',
  submit: 'Отправить заявку',
  sending: 'Отправка...',
  ageInvalid: 'Возраст должен быть числом от 3 до 60',
  captchaNotLoaded: 'Капча ещё не загрузилась. Пожалуйста, подождите.',
  captchaRequired: 'Пожалуйста, подтвердите, что вы не робот.',
  sent: 'Заявка успешно отправлена',
  /** The same phone and direction within 24 hours: nothing new is stored or sent. */
  alreadyAccepted: 'Заявка уже принята: мы свяжемся с вами в ближайшее время',
  sendError: (text: string) => `Ошибка при отправке заявки: ${text}`,
  sendErrorGeneric: 'Ошибка при отправке заявки',
  consent: 'Я согласен(на) на обработку персональных данных',
  statuses: applicationStatuses,
  heading: 'Записаться в клуб',
  lead: 'Оставьте заявку — тренер перезвонит, подберёт группу по возрасту и направлению и пригласит на бесплатное пробное занятие.',
  watermark: 'Старт',
  formTitle: 'Заявка на пробное занятие',
  formNote: 'Все поля обязательны.',
  namePlaceholder: 'Например, Иван',
  lastNamePlaceholder: 'Например, Петров',
  phonePlaceholder: '+7 999 999-99-99',
  agePlaceholder: 'От 3 до 60',
  ageHint: 'Записываете ребёнка — укажите его возраст.',
  captchaLabel: 'Проверка, что вы не робот',
  captchaLoadFailed: 'Не удалось загрузить капчу. Проверьте подключение и обновите страницу.',
  stepsTitle: 'Что будет дальше',
  steps: [
    { title: 'Перезвоним в течение дня', text: 'Тренер уточнит возраст и опыт, ответит на вопросы и предложит удобное время.' },
    {
      title: 'Первое занятие — бесплатно',
      text: 'Придите на пробную тренировку, познакомьтесь с тренером и группой без оплаты.',
    },
    {
      title: 'Что взять с собой',
      text: 'Спортивную форму, сменную обувь или борцовки, бутылку воды и полотенце. Перчатки и защиту на первом занятии дадим.',
    },
  ],
  questions: 'Остались вопросы? Позвоните нам',
} as const;
