import { type ScheduleDayKey, scheduleDayKeys } from '../constants';
import type { ScheduleRow } from '../schemas/schedule';

const LATIN_LOOKALIKES: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};

/**
 * Text folded for matching: lower case, ё as е, single spaces, and Latin letters that look like
 * Cyrillic ones mapped to them (an admin typing 'Взрослые MMA' in Latin still matches 'Взрослые ММА').
 */
function foldForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .replace(/[abcehkmoptxy]/g, (char) => LATIN_LOOKALIKES[char] ?? char);
}

/** True when a schedule cell names the category (the matching filterSchedule uses). */
export function cellMatchesCategory(cell: string, categoryName: string): boolean {
  const needle = foldForMatch(categoryName.trim());
  return needle !== '' && foldForMatch(cell).includes(needle);
}

/** The day columns to show: the chosen day, or Monday to Saturday. */
export function visibleDays(day: ScheduleDayKey | null): ScheduleDayKey[] {
  return day ? [day] : [...scheduleDayKeys];
}

/**
 * The timetable filter. Without a category every row stays as it is. With one (its Russian name), a row stays
 * only if one of its visible cells names the category; in the rows kept, cells that do not name it
 * are blanked. The day only narrows where the match is looked for.
 */
export function filterSchedule(
  rows: readonly ScheduleRow[],
  categoryName: string | null,
  day: ScheduleDayKey | null,
): ScheduleRow[] {
  const needle = categoryName ? foldForMatch(categoryName.trim()) : '';
  if (needle === '') return [...rows];
  const matches = (cell: string) => foldForMatch(cell).includes(needle);
  const searchedDays = visibleDays(day);
  return rows
    .filter((row) => searchedDays.some((key) => matches(row[key])))
    .map((row) => {
      const blanked = { ...row };
      for (const key of scheduleDayKeys) if (!matches(row[key])) blanked[key] = '';
      return blanked;
    });
}
