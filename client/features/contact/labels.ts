/**
 * The contacts page's layout labels: the names of its sections, the same whatever the club writes in
 * them (content.ts holds the club's words, seo.ts the head tags).
 */
export const contactSections = {
  introEyebrow: 'Контакты',
  findUsTitle: 'Как нас найти',
  firstTrainingTitle: 'Что взять на первую тренировку',
  faqTitle: 'Частые вопросы',
} as const;
