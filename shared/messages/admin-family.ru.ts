/** The office's view of the family login (the dashboard panel): read as `adminFamilyMessages`. */
export const adminFamilyMessages = {
  title: 'Вход в личный кабинет по SMS',
  today: (today: number, cap: number) => `Отправлено сегодня: ${today} из ${cap}`,
  capReached: 'Дневной лимит исчерпан: коды для входа сегодня больше не отправляются.',
  capLabel: 'Лимит SMS в сутки',
  capHint: 'Защищает бюджет на SMS: когда лимит исчерпан, коды до полуночи не отправляются никому.',
  save: 'Сохранить лимит',
  saved: 'Лимит SMS сохранён',
  saveFailed: 'Не удалось сохранить лимит',
  loadFailed: 'Не удалось загрузить счётчик SMS',
} as const;
