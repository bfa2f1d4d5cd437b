/** Head tags and banner heading of the about page (kept apart from content.ts: routes' heads load with the main bundle). */
export const aboutSeo = {
  title: (clubName: string) => `Об академии — философия, главный тренер и жизнь клуба | ${clubName}`,
  description: (clubName: string, city: string) =>
    `${clubName} (${city}): во что мы верим, кто нас тренирует и как проходит жизнь клуба. Дисциплина, уважение, безопасность и характер — для детей и взрослых.`,
  heading: 'Об академии',
  breadcrumb: 'Об академии',
} as const;
