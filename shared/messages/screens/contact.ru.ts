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
} as const;
