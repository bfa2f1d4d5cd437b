import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import { attendanceRate, journalYearOptions, lessonDays, parseJournalSearch, resolveJournalSelection } from './journal-selection';

const groups = [
  { _id: 'a1', name: 'Дети 7–9 лет' },
  { _id: 'b2', name: 'Взрослые ММА' },
];
const record = (days: number[], attendance: Record<string, boolean>): AttendanceRecord => ({
  _id: 'r',
  group: 'a1',
  studentName: 'Арсений Н.',
  month: 11,
  year: 2026,
  days,
  attendance,
});

describe('parseJournalSearch', () => {
  it('reads group, month and year, tolerating numbers and strings', () => {
    expect(parseJournalSearch({ group: 'b2', month: '3', year: 2026 })).toEqual({ group: 'b2', month: 3, year: 2026 });
    expect(parseJournalSearch({ group: 123 })).toEqual({ group: '123', month: undefined, year: undefined });
  });

  it('drops empty and invalid values instead of failing', () => {
    expect(parseJournalSearch({ group: '', month: '13', year: 'x' })).toEqual({
      group: undefined,
      month: undefined,
      year: undefined,
    });
    expect(parseJournalSearch({ month: 0, year: 1999 })).toEqual({ group: undefined, month: undefined, year: undefined });
  });
});

describe('resolveJournalSelection', () => {
  const now = { year: 2026, month: 11 };

  it('defaults to the first group and the current month', () => {
    expect(resolveJournalSelection({}, groups, now)).toEqual({ groupId: 'a1', year: 2026, month: 11, currentYear: 2026 });
  });

  it('keeps a chosen group and month, and falls back when the group is gone', () => {
    expect(resolveJournalSelection({ group: 'b2', month: 2, year: 2027 }, groups, now)).toMatchObject({
      groupId: 'b2',
      month: 2,
      year: 2027,
    });
    expect(resolveJournalSelection({ group: 'deleted' }, groups, now).groupId).toBe('a1');
    expect(resolveJournalSelection({}, [], now).groupId).toBeNull();
  });
});

describe('journal table helpers', () => {
  it('offers the years around the current one and the shown one', () => {
    expect(journalYearOptions(2026, 2026)).toEqual([2025, 2026, 2027]);
    expect(journalYearOptions(2026, 2020)).toEqual([2020, 2025, 2026, 2027]);
  });

  it('joins the students’ lesson days in order', () => {
    expect(lessonDays([record([4, 2, 9], {}), record([2, 11], {})])).toEqual([2, 4, 9, 11]);
    expect(lessonDays([])).toEqual([]);
  });

  it('rates attendance over marked days only', () => {
    expect(attendanceRate(record([2, 4, 6, 9], { 2: true, 4: false, 6: true }))).toEqual({ present: 2, marked: 3, percent: 67 });
    expect(attendanceRate(record([2, 4], {}))).toBeNull();
  });
});
