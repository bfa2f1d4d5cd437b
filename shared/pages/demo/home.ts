import { WAITING_LIST_LIMITS } from '#shared/constants';
import { directions } from '#shared/directions';
import type { HomeDocument } from '#shared/schemas/pages/home';

/** The home page's own words in the demo club, its first published version (server/db/seed-pages.ts). */
export const demoHomePage: HomeDocument = {
  hero: {
    eyebrow: 'Клуб единоборств для детей и взрослых',
    tagline: 'Семь направлений, опытные тренеры и зал, в котором хочется становиться сильнее. Первое занятие — пробное.',
    primaryAction: { label: 'Записаться на пробное', href: '/waiting-list' },
    secondaryAction: { label: 'Расписание', href: '/schedule' },
    stats: [
      { value: String(directions.length), label: 'направлений' },
      { value: `${WAITING_LIST_LIMITS.minAge}–${WAITING_LIST_LIMITS.maxAge}`, label: 'лет — возраст учеников' },
      { value: '7', label: 'дней в неделю открыт зал' },
    ],
    video: null,
  },
  marquee: ['Дисциплина', 'Техника', 'Сила', 'Характер', 'Уважение', 'Победа'],
};
