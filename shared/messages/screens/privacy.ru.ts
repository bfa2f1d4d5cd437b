/** The /privacy page (client/features/privacy). */
export const privacyMessages = {
  toc: 'Разделы политики',
  operator: 'Оператор',
} as const;
