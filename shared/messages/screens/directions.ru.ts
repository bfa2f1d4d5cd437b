export const directionsMessages = {
  ctaTitle: 'Готовы начать тренировки?',
  ctaText: 'Запишитесь на пробное занятие прямо сейчас',
  ctaButton: 'Записаться',
  toc: 'Содержание',
  backHome: 'На главную',
} as const;
