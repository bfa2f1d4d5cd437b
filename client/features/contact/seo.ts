/** Head tags and banner heading of the contact page (kept apart from content.ts: routes' heads load with the main bundle). */
export const contactSeo = {
  title: (clubName: string) => `Контакты и как добраться — ${clubName}`,
  description: (clubName: string, city: string) =>
    `Как найти ${clubName} (${city}): вход, парковка, общественный транспорт, что взять на первую тренировку и ответы на частые вопросы.`,
  heading: 'Контакты',
  breadcrumb: 'Контакты',
} as const;
