import { cellMatchesCategory } from '#shared/rules/schedule';
import { scheduleCategories } from './schedule-categories';
import type { ScheduleCategoryKey } from './schedule-search';

/** Which of the five categories a cell names (for its colour), if any. */
export function sessionCategory(cell: string): ScheduleCategoryKey | undefined {
  return scheduleCategories.find((category) => cellMatchesCategory(cell, category.name))?.key;
}

/** 'Взрослые ММА (Бокс)' → title 'Взрослые ММА', note 'Бокс': the note is shown smaller. */
export function splitSessionText(cell: string): { title: string; note?: string } {
  const match = /^(.+?)\s*\((.+)\)\s*$/.exec(cell.trim());
  return match?.[1] && match[2] ? { title: match[1], note: match[2] } : { title: cell.trim() };
}
