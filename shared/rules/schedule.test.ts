import { describe, expect, it } from 'vitest';
import type { ScheduleRow } from '../schemas/schedule';
import { filterSchedule, visibleDays } from './schedule';

const row = (time: string, cells: Partial<Omit<ScheduleRow, 'time'>> = {}): ScheduleRow => ({
  time,
  pn: '',
  vt: '',
  sr: '',
  ct: '',
  pt: '',
  sb: '',
  ...cells,
});

const rows: ScheduleRow[] = [
  row('09:00', { pn: 'Детская младшая группа', sr: 'Детская младшая группа', sb: 'Женская группа' }),
  row('17:00', { vt: 'Детская соревновательная группа', ct: 'Детская средняя группа' }),
  row('19:00', { pn: 'Взрослые ММА', vt: 'Женская группа', pt: 'взрослые мма (спарринги)' }),
  row('21:00'),
];

describe('visibleDays', () => {
  it('shows Monday to Saturday without a chosen day', () => {
    expect(visibleDays(null)).toEqual(['pn', 'vt', 'sr', 'ct', 'pt', 'sb']);
  });

  it('shows only the chosen day', () => {
    expect(visibleDays('ct')).toEqual(['ct']);
  });
});

describe('filterSchedule', () => {
  it('returns every row unchanged without a category', () => {
    expect(filterSchedule(rows, null, null)).toEqual(rows);
    expect(filterSchedule(rows, null, 'pn')).toEqual(rows);
    expect(filterSchedule(rows, '  ', null)).toEqual(rows);
  });

  it('keeps rows naming the category and blanks the other cells', () => {
    expect(filterSchedule(rows, 'Женская группа', null)).toEqual([
      row('09:00', { sb: 'Женская группа' }),
      row('19:00', { vt: 'Женская группа' }),
    ]);
  });

  it('matches case-insensitively and inside longer cell text', () => {
    expect(filterSchedule(rows, 'Взрослые ММА', null)).toEqual([
      row('19:00', { pn: 'Взрослые ММА', pt: 'взрослые мма (спарринги)' }),
    ]);
  });

  it('matches a category typed with Latin look-alike letters or ё', () => {
    const typedInLatin = [row('20:00', { sb: 'Взрослые MMA' })];
    expect(filterSchedule(typedInLatin, 'Взрослые ММА', null)).toEqual(typedInLatin);
    const withYo = [row('20:00', { sb: 'Детская младшая группа (ёлочка)' })];
    expect(filterSchedule(withYo, 'детская МЛАДШАЯ группа', null)).toEqual(withYo);
  });

  it('with a day, keeps only rows where that day names the category', () => {
    expect(filterSchedule(rows, 'Детская младшая группа', 'sr')).toEqual([
      row('09:00', { pn: 'Детская младшая группа', sr: 'Детская младшая группа' }),
    ]);
    expect(filterSchedule(rows, 'Детская младшая группа', 'vt')).toEqual([]);
  });

  it('does not confuse similar categories', () => {
    expect(filterSchedule(rows, 'Детская средняя группа', null)).toEqual([row('17:00', { ct: 'Детская средняя группа' })]);
  });

  it('returns nothing when no row names the category', () => {
    expect(filterSchedule(rows, 'Несуществующая группа', null)).toEqual([]);
  });

  it('does not mutate the rows it is given', () => {
    const copy = structuredClone(rows);
    filterSchedule(rows, 'Женская группа', null);
    expect(rows).toEqual(copy);
  });
});
