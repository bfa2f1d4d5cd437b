/** The /price page (client/features/prices); the admin editor reads the currency and duration. */
export const pricesMessages = {
  currency: '₽',
  duration: 'Длительность',
  lead: 'Абонементы, разовые и персональные тренировки. Первое занятие — бесплатно.',
  watermark: 'Цены',
  free: 'Бесплатно',
  signUp: 'Записаться',
  empty: 'Цены скоро появятся',
  ctaTitle: 'Начните с пробного занятия',
  ctaText: 'Оставьте заявку — тренер перезвонит и подберёт группу и абонемент.',
  ctaPhone: 'Или позвоните',
} as const;
