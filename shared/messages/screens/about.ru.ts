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
} as const;
