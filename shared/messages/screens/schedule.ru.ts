import type { ScheduleDayKey } from '../../schemas/schedule';

const scheduleDayShort = { pn: 'Пн', vt: 'Вт', sr: 'Ср', ct: 'Чт', pt: 'Пт', sb: 'Сб' } as const satisfies Record<
  ScheduleDayKey,
  string
>;
const scheduleDayFull = {
  pn: 'Понедельник',
  vt: 'Вторник',
  sr: 'Среда',
  ct: 'Четверг',
  pt: 'Пятница',
  sb: 'Суббота',
} as const satisfies Record<ScheduleDayKey, string>;

/** The /schedule page (client/features/schedule); the admin schedule editor reads the groups and days. */
export const scheduleMessages = {
  categoryPlaceholder: 'Выберите группу',
  categories: {
    childrenCompetitive: 'Детская соревновательная группа',
    childrenMiddle: 'Детская средняя группа',
    childrenJunior: 'Детская младшая группа',
    adultMma: 'Взрослые ММА',
    women: 'Женская группа',
  },
  allDays: 'Все дни',
  time: 'Время',
  dayShort: scheduleDayShort,
  dayFull: scheduleDayFull,
  trialCell: 'Пробное — записаться',
  trialCellLabel: (what: string) => `Записаться на пробное занятие: ${what}`,
  lead: 'Тренировки с понедельника по субботу. Выберите группу или день — останется только нужное.',
  watermark: 'Время',
  filtersLabel: 'Фильтры расписания',
  legend: 'Цвета групп',
  categoryLabel: 'Группа',
  dayLabel: 'День недели',
  apply: 'Показать',
  reset: 'Сбросить',
  caption: 'Расписание тренировок',
  empty: 'В выбранный день у этой группы нет тренировок',
  emptyAll: 'Расписание скоро появится',
  trialTitle: 'Первое занятие — бесплатно',
  trialText: 'Не знаете, какая группа подойдёт? Оставьте заявку — тренер подберёт время и уровень.',
} as const;
