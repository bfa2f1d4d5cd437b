/**
 * The about page's layout labels: the names of its parts, the same whatever the club writes in them
 * (content.ts holds the club's words, seo.ts the head tags).
 */

export const philosophySection = {
  eyebrow: 'Философия',
} as const;

export const founderSection = {
  eyebrow: 'Основатель и главный тренер',
  qualificationsTitle: 'Квалификация',
  beltsTitle: 'Пояса и степени',
  resultsTitle: 'Результаты',
} as const;

export const coachesSection = {
  eyebrow: 'Команда',
  title: 'Наши тренеры',
  /** The screen reader's name of one coach's list of belts and ranks. */
  ranksLabel: (name: string) => `Пояса и звания: ${name}`,
} as const;

export const gallerySection = {
  eyebrow: 'Жизнь академии',
} as const;
