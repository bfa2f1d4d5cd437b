/** The /privacy page (client/features/privacy). */
export const privacyMessages = {
  toc: 'Разделы политики',
  operator: 'Оператор',
  heading: 'Политика в отношении обработки персональных данных',
  breadcrumb: 'Политика конфиденциальности',
} as const;
