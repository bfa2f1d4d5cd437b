import type { AttendanceRecord } from '#shared/schemas/attendance';

/**
 * The journal month being edited: the records as the server last answered (`saved`) and the
 * admin's working copy (`records`). Day columns are the union of every record's lesson days plus
 * days added while the month has no students yet, so a new student gets the month's days.
 */
export interface JournalDraft {
  saved: AttendanceRecord[];
  records: AttendanceRecord[];
  /** Day columns, ascending. */
  days: number[];
}

const sortDays = (days: Iterable<number>) => [...new Set(days)].sort((a, b) => a - b);

export function draftFromRecords(records: AttendanceRecord[]): JournalDraft {
  return { saved: records, records, days: sortDays(records.flatMap((record) => record.days)) };
}

function sameRecord(a: AttendanceRecord, b: AttendanceRecord): boolean {
  if (a.studentName.trim() !== b.studentName.trim() || a.days.length !== b.days.length) return false;
  if (a.days.some((day, index) => b.days[index] !== day)) return false;
  return a.days.every((day) => Boolean(a.attendance[String(day)]) === Boolean(b.attendance[String(day)]));
}

/** Records whose name, days or marks differ from the last saved state. */
export function changedRecords(draft: JournalDraft): AttendanceRecord[] {
  const saved = new Map(draft.saved.map((record) => [record._id, record]));
  return draft.records.filter((record) => {
    const before = saved.get(record._id);
    return !before || !sameRecord(record, before);
  });
}

/** Day columns of a month without students are not stored anywhere, so only records count. */
export function isDraftDirty(draft: JournalDraft): boolean {
  return changedRecords(draft).length > 0;
}

function mapRecord(draft: JournalDraft, id: string, change: (record: AttendanceRecord) => AttendanceRecord): JournalDraft {
  return { ...draft, records: draft.records.map((record) => (record._id === id ? change(record) : record)) };
}

export function setMark(draft: JournalDraft, id: string, day: number, present: boolean): JournalDraft {
  return mapRecord(draft, id, (record) => ({
    ...record,
    days: record.days.includes(day) ? record.days : sortDays([...record.days, day]),
    attendance: { ...record.attendance, [String(day)]: present },
  }));
}

export function renameStudent(draft: JournalDraft, id: string, studentName: string): JournalDraft {
  return mapRecord(draft, id, (record) => ({ ...record, studentName }));
}

/** Adds a lesson day to the month: a column, and a day of every student. */
export function addDay(draft: JournalDraft, day: number): JournalDraft {
  return {
    ...draft,
    days: sortDays([...draft.days, day]),
    records: draft.records.map((record) => ({ ...record, days: sortDays([...record.days, day]) })),
  };
}

/** Removes a lesson day from the month, with its marks. */
export function removeDay(draft: JournalDraft, day: number): JournalDraft {
  return {
    ...draft,
    days: draft.days.filter((each) => each !== day),
    records: draft.records.map((record) => {
      const { [String(day)]: _removed, ...attendance } = record.attendance;
      return { ...record, days: record.days.filter((each) => each !== day), attendance };
    }),
  };
}

/** A record the server just created: saved as is, other unsaved edits stay. */
export function appendSavedRecord(draft: JournalDraft, record: AttendanceRecord): JournalDraft {
  return {
    saved: [...draft.saved, record],
    records: [...draft.records, record],
    days: sortDays([...draft.days, ...record.days]),
  };
}

/** A record the server just deleted; the month keeps its day columns. */
export function dropRecord(draft: JournalDraft, id: string): JournalDraft {
  return {
    ...draft,
    saved: draft.saved.filter((record) => record._id !== id),
    records: draft.records.filter((record) => record._id !== id),
  };
}

/**
 * After a successful save the server's answer becomes the saved state. A record edited again while
 * the save was on its way keeps the newer edit (and stays unsaved).
 */
export function markSaved(draft: JournalDraft, sent: AttendanceRecord[], answered: AttendanceRecord[]): JournalDraft {
  const answeredById = new Map(answered.map((record) => [record._id, record]));
  const sentById = new Map(sent.map((record) => [record._id, record]));
  const saved = draft.saved.map((record) => answeredById.get(record._id) ?? record);
  const records = draft.records.map((record) => {
    const answer = answeredById.get(record._id);
    const asSent = sentById.get(record._id);
    return answer && asSent && sameRecord(record, asSent) ? answer : record;
  });
  return { saved, records, days: sortDays([...draft.days, ...records.flatMap((record) => record.days)]) };
}

export function presentCount(record: AttendanceRecord): number {
  return record.days.filter((day) => record.attendance[String(day)]).length;
}
