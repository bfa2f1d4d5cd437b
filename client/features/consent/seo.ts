/** Head tags of /soglasie, apart from the long texts: routes' heads load with the main bundle. */
export const consentSeo = {
  path: '/soglasie',
  title: (clubName: string) => `Согласие на обработку персональных данных — ${clubName}`,
  description: (clubName: string) =>
    `Текст согласия на обработку персональных данных, которое даёт посетитель, записываясь в ${clubName}: оператор, цели, состав данных, срок и порядок отзыва.`,
} as const;
