import { describe, expect, it } from 'vitest';
import { parseScheduleSearch } from './schedule-search';
import { sessionCategory, splitSessionText } from './session-text';

describe('schedule cells', () => {
  it('finds the category a cell names, whatever the case, ё or Latin look-alikes', () => {
    expect(sessionCategory('Взрослые ММА (Бокс)')).toBe('adultMma');
    expect(sessionCategory('взрослые MMA')).toBe('adultMma');
    expect(sessionCategory('Детская соревновательная группа (ОФП)')).toBe('childrenCompetitive');
    expect(sessionCategory('Открытый ковёр')).toBeUndefined();
  });

  it('splits a note in brackets off the title', () => {
    expect(splitSessionText('Взрослые ММА (Грэпплинг, Р. Хасанов)')).toEqual({
      title: 'Взрослые ММА',
      note: 'Грэпплинг, Р. Хасанов',
    });
    expect(splitSessionText(' Женская группа ')).toEqual({ title: 'Женская группа' });
  });

  it('reads the filters from the URL and drops unknown values', () => {
    expect(parseScheduleSearch({ category: 'women', day: 'vt' })).toEqual({ category: 'women', day: 'vt' });
    expect(parseScheduleSearch({ category: '', day: 'su' })).toEqual({ category: undefined, day: undefined });
  });
});
