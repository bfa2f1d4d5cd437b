/** The /about page (client/features/about). */
export const aboutMessages = {
  galleryLabel: 'Фотогалерея академии',
  galleryPause: 'Остановить автопрокрутку',
  galleryPlay: 'Запустить автопрокрутку',
  gallerySlideLabelTemplate: 'Фото {{index}} из {{slidesLength}}',
  galleryGoToTemplate: 'Показать фото {{index}}',
  galleryPrevious: 'Предыдущее фото',
  galleryNext: 'Следующее фото',
  quotesLabel: 'Цитаты мастеров',
  founderStatsLabel: 'Главный тренер в цифрах',
  /** The names of the page's parts, the same whatever the club writes in them. */
  philosophySection: { eyebrow: 'Философия' },
  founderSection: {
    eyebrow: 'Основатель и главный тренер',
    qualificationsTitle: 'Квалификация',
    beltsTitle: 'Пояса и степени',
    resultsTitle: 'Результаты',
  },
  coachesSection: {
    eyebrow: 'Команда',
    title: 'Наши тренеры',
    /** The screen reader's name of one coach's list of belts and ranks. */
    ranksLabel: (name: string) => `Пояса и звания: ${name}`,
  },
  gallerySection: { eyebrow: 'Жизнь академии' },
  heading: 'Об академии',
  breadcrumb: 'Об академии',
} as const;
