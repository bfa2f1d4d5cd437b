import type { ScheduleRow } from '#shared/schemas/schedule';

/** The schedule filter's five categories, spelled as the filter shows them (../shared/ru-copy.md). */
export const scheduleCategories = [
  'Детская соревновательная группа',
  'Детская средняя группа',
  'Детская младшая группа',
  'Взрослые ММА',
  'Женская группа',
] as const;

const empty = { pn: '', vt: '', sr: '', ct: '', pt: '', sb: '' };

/**
 * The weekly timetable, Monday to Saturday. Cells may name the direction or coach after the category:
 * the filter matches by substring. Dash styles are mixed on purpose, as an admin would type them.
 */
export const demoSchedule: ScheduleRow[] = [
  {
    ...empty,
    time: '07:00–08:30',
    pn: 'Взрослые ММА (утренняя группа)',
    sr: 'Взрослые ММА (утренняя группа)',
    pt: 'Взрослые ММА (утренняя группа)',
  },
  {
    ...empty,
    time: '10:00-11:00',
    vt: 'Женская группа (самооборона)',
    ct: 'Женская группа (самооборона)',
    sb: 'Детская соревновательная группа (ОФП)',
  },
  {
    ...empty,
    time: '12:00–13:30',
    sb: 'Детская средняя группа',
  },
  {
    ...empty,
    time: '14:00–16:00',
    sb: 'Открытый ковёр',
  },
  {
    ...empty,
    time: '16:00–17:00',
    pn: 'Детская младшая группа',
    sr: 'Детская младшая группа',
    pt: 'Детская младшая группа',
  },
  {
    ...empty,
    time: '17:00–18:30',
    vt: 'Детская средняя группа',
    ct: 'Детская средняя группа',
  },
  {
    ...empty,
    time: '18:30–20:00',
    pn: 'Детская соревновательная группа',
    vt: 'Взрослые ММА (Грэпплинг, Р. Хасанов)',
    sr: 'Детская соревновательная группа',
    ct: 'Взрослые ММА (Грэпплинг, Р. Хасанов)',
    pt: 'Детская соревновательная группа',
  },
  {
    ...empty,
    time: '19:00-20:30',
    vt: 'Женская группа (кикбоксинг)',
    ct: 'Женская группа (кикбоксинг)',
  },
  {
    ...empty,
    time: '20:30–22:00',
    pn: 'Взрослые ММА',
    vt: 'Взрослые ММА (Бокс)',
    sr: 'Взрослые ММА',
    ct: 'Взрослые ММА (Бокс)',
    pt: 'Взрослые ММА (спарринги)',
  },
];
