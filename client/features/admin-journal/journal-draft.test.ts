import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import {
  addDay,
  appendSavedRecord,
  changedRecords,
  draftFromRecords,
  dropRecord,
  isDraftDirty,
  markSaved,
  presentCount,
  removeDay,
  renameStudent,
  setMark,
} from './journal-draft';

const record = (id: string, days: number[], attendance: Record<string, boolean> = {}): AttendanceRecord => ({
  _id: id,
  group: 'g',
  studentName: `Ученик ${id}`,
  month: 3,
  year: 2026,
  attendance,
  days,
});

describe('journal draft', () => {
  it('takes the union of the lesson days as columns and starts clean', () => {
    const draft = draftFromRecords([record('a', [5, 2]), record('b', [2, 9])]);
    expect(draft.days).toEqual([2, 5, 9]);
    expect(isDraftDirty(draft)).toBe(false);
  });

  it('a mark, a rename, an added and a removed day make only the touched records dirty', () => {
    const start = draftFromRecords([record('a', [2, 5]), record('b', [2, 5])]);
    const marked = setMark(start, 'a', 5, true);
    expect(changedRecords(marked).map((each) => each._id)).toEqual(['a']);
    expect(presentCount(marked.records[0] as AttendanceRecord)).toBe(1);
    expect(isDraftDirty(setMark(marked, 'a', 5, false))).toBe(false);

    const renamed = renameStudent(start, 'b', 'Петров Пётр');
    expect(changedRecords(renamed).map((each) => each._id)).toEqual(['b']);

    const withDay = addDay(start, 31);
    expect(withDay.days).toEqual([2, 5, 31]);
    expect(withDay.records.every((each) => each.days.includes(31))).toBe(true);
    expect(changedRecords(withDay)).toHaveLength(2);

    const withoutDay = removeDay(setMark(start, 'a', 2, true), 2);
    expect(withoutDay.days).toEqual([5]);
    expect(withoutDay.records[0]?.attendance).toEqual({});
  });

  it('a month without students keeps added day columns for the next student and is not dirty', () => {
    const empty = addDay(draftFromRecords([]), 7);
    expect(empty.days).toEqual([7]);
    expect(isDraftDirty(empty)).toBe(false);
  });

  it('created and deleted records keep the other unsaved edits', () => {
    const edited = setMark(draftFromRecords([record('a', [2]), record('b', [2])]), 'a', 2, true);
    const added = appendSavedRecord(edited, record('c', [2]));
    expect(changedRecords(added).map((each) => each._id)).toEqual(['a']);
    const dropped = dropRecord(added, 'b');
    expect(dropped.records.map((each) => each._id)).toEqual(['a', 'c']);
    expect(isDraftDirty(dropped)).toBe(true);
  });

  it('a save answer cleans the sent records but keeps an edit made while saving', () => {
    const edited = setMark(setMark(draftFromRecords([record('a', [2, 4]), record('b', [2, 4])]), 'a', 2, true), 'b', 2, true);
    const sent = changedRecords(edited);
    const editedAgain = setMark(edited, 'b', 4, true);
    const saved = markSaved(editedAgain, sent, sent);
    expect(changedRecords(saved).map((each) => each._id)).toEqual(['b']);
    expect(saved.records[1]?.attendance).toEqual({ '2': true, '4': true });
  });
});
