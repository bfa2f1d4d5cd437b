import { searchId, searchInt } from '#client/lib/search-params';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import type { Group } from '#shared/schemas/group';

/**
 * `?group=<id>&month=11&year=2026`. The router's search parser turns an all-digit id into a number
 * and a no-JS form sends '' for an unchosen value, so both are tolerated; anything invalid is dropped.
 */
export interface JournalSearch {
  group?: string;
  month?: number;
  year?: number;
}

export function parseJournalSearch(search: Record<string, unknown>): JournalSearch {
  // Every key is returned, undefined when invalid: the router keeps raw values of keys left out.
  return { group: searchId(search.group), month: searchInt(search.month, 1, 12), year: searchInt(search.year, 2000, 2100) };
}

export interface JournalSelection {
  /** null when the club has no groups yet. */
  groupId: string | null;
  year: number;
  month: number;
  /** The club's current year: the year select is built around it. */
  currentYear: number;
}

/** What the page shows: the asked group if it exists, else the first one; the asked month, else the current one. */
export function resolveJournalSelection(
  search: JournalSearch,
  groups: readonly Group[],
  current: { year: number; month: number },
): JournalSelection {
  const group = groups.find((each) => each._id === search.group) ?? groups[0];
  return {
    groupId: group?._id ?? null,
    year: search.year ?? current.year,
    month: search.month ?? current.month,
    currentYear: current.year,
  };
}

/** The years offered: one before and one after the current year, and the shown year if it is further away. */
export function journalYearOptions(currentYear: number, shownYear: number): number[] {
  const years = new Set([currentYear - 1, currentYear, currentYear + 1, shownYear]);
  return [...years].sort((a, b) => a - b);
}

/** The month's lesson days across all students, ascending: the table's day columns. */
export function lessonDays(records: readonly AttendanceRecord[]): number[] {
  return [...new Set(records.flatMap((record) => record.days))].sort((a, b) => a - b);
}

/** Days a student was present out of the days marked so far (null when nothing is marked yet). */
export function attendanceRate(record: AttendanceRecord): { present: number; marked: number; percent: number } | null {
  const marks = record.days.map((day) => record.attendance[String(day)]).filter((mark) => mark !== undefined);
  if (marks.length === 0) return null;
  const present = marks.filter(Boolean).length;
  return { present, marked: marks.length, percent: Math.round((present / marks.length) * 100) };
}
