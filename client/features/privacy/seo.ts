/** Head tags and banner heading of the privacy page (kept apart from content.ts: routes' heads load with the main bundle). */
export const privacySeo = {
  title: (clubName: string) => `Политика обработки персональных данных — ${clubName}`,
  description: (clubName: string) =>
    `Как ${clubName} обрабатывает и защищает персональные данные из заявок на запись: цели, состав данных, сроки хранения и права субъектов по 152-ФЗ.`,
  heading: 'Политика в отношении обработки персональных данных',
  breadcrumb: 'Политика конфиденциальности',
} as const;
