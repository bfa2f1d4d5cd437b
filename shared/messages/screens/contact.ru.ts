/** The /contact page (client/features/contact). */
export const contactMessages = {
  cardsLabel: 'Как с нами связаться',
  call: 'Позвонить',
  email: 'Электронная почта',
  howToFind: 'Как пройти',
  messengers: 'Мессенджеры и соцсети',
  telegram: 'Написать в Telegram',
  vk: 'Сообщество ВКонтакте',
  youtube: 'Канал на YouTube',
  mapTitle: 'Мы на карте',
  signUp: 'Записаться на пробное',
  /** The names of the page's sections, the same whatever the club writes in them. */
  sections: {
    introEyebrow: 'Контакты',
    findUsTitle: 'Как нас найти',
    firstTrainingTitle: 'Что взять на первую тренировку',
    faqTitle: 'Частые вопросы',
  },
  heading: 'Контакты',
  breadcrumb: 'Контакты',
} as const;
