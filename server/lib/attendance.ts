import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import { type CsvCell, toCsv } from '#shared/rules/csv';
import { daysInMonth, nextMonth, resolveJournalYear, weekdayAbbr, type YearMonth } from '#shared/rules/dates';
import { publicStudentName } from '#shared/rules/names';
import type {
  AttendanceRecord,
  attendanceUpdateItem,
  copyAttendanceInput,
  createAttendanceInput,
  listAttendanceInput,
} from '#shared/schemas/attendance';
import type { Db } from '../db/client';
import { attendanceRecords, groups } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { findGroupRow } from './groups';
import { memberForJournalName, syncJournalVisits } from './members/journal-link';
import { nextPosition } from './positions';
import { readSiteSettings } from './site-settings';

type AttendanceRow = typeof attendanceRecords.$inferSelect;
type ListInput = z.output<typeof listAttendanceInput>;
type CreateInput = z.output<typeof createAttendanceInput>;
type UpdateItem = z.output<typeof attendanceUpdateItem>;
type CopyInput = z.output<typeof copyAttendanceInput>;
/** The database or a transaction on it: enough to read. */
type Reader = Pick<Db, 'select'>;

export function toAttendanceRecord(row: AttendanceRow): AttendanceRecord {
  return {
    _id: row.id,
    group: row.groupId,
    studentName: row.studentName,
    month: row.month,
    year: row.year,
    attendance: row.attendance,
    days: row.days,
  };
}

/** The legacy API sends a month without a year: take the nearest one (shared/rules/dates.ts). */
export function journalYear(deps: Pick<AppDeps, 'now'>, month: number, year: number | undefined): number {
  return year ?? resolveJournalYear(month, new Date(deps.now() * 1000));
}

/** Days ascending; marks kept only for lesson days of the record (a mark for another day means nothing). */
function normalizeDays(days: number[], attendance: Record<string, boolean>) {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const kept: Record<string, boolean> = {};
  for (const day of sorted) {
    const mark = attendance[String(day)];
    if (mark !== undefined) kept[String(day)] = mark;
  }
  return { days: sorted, attendance: kept };
}

const journalOrder = [asc(attendanceRecords.position), asc(attendanceRecords.createdAt), asc(sql`rowid`)];

function monthRows(db: Reader, groupId: string, { year, month }: YearMonth): AttendanceRow[] {
  return db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.groupId, groupId), eq(attendanceRecords.year, year), eq(attendanceRecords.month, month)))
    .orderBy(...journalOrder)
    .all();
}

/** The end of one group's month: records are ordered within it. */
function nextJournalPosition(db: Reader, groupId: string, { year, month }: YearMonth): number {
  return nextPosition(
    db,
    attendanceRecords,
    and(eq(attendanceRecords.groupId, groupId), eq(attendanceRecords.year, year), eq(attendanceRecords.month, month)),
  );
}

/** One group's month with full names (the admin journal). */
export function listAttendance(deps: AppDeps, input: ListInput): AttendanceRecord[] {
  findGroupRow(deps.db, input.group);
  return monthRows(deps.db, input.group, { year: journalYear(deps, input.month, input.year), month: input.month }).map(
    toAttendanceRecord,
  );
}

/** The public journal: 'Имя Ф.' instead of the full name unless the club chose to show full names. */
export function listPublicAttendance(deps: AppDeps, input: ListInput): AttendanceRecord[] {
  const showFull = readSiteSettings(deps).journalShowFullNames;
  return listAttendance(deps, input).map((record) => ({
    ...record,
    studentName: publicStudentName(record.studentName, showFull),
  }));
}

/**
 * A new row: its student is matched to a member of the group by name, or a member is created
 * (the legacy API speaks names only); its ticks take their classes (server/lib/passes/visits.ts).
 */
export function createAttendance(deps: AppDeps, input: CreateInput): AttendanceRecord {
  findGroupRow(deps.db, input.group);
  const period = { year: journalYear(deps, input.month, input.year), month: input.month };
  return deps.db.transaction((tx) => {
    const row = tx
      .insert(attendanceRecords)
      .values({
        id: randomUUID(),
        groupId: input.group,
        studentName: input.studentName,
        memberId: memberForJournalName(tx, input.group, input.studentName),
        ...period,
        ...normalizeDays(input.days, input.attendance),
        position: nextJournalPosition(tx, input.group, period),
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning()
      .get();
    syncJournalVisits(tx, [row], deps.now());
    return toAttendanceRecord(row);
  });
}

/**
 * "Save all changes": every record or none (an unknown id rolls the whole save back). Each tick
 * takes a class and each untick gives it back, in the same transaction.
 */
export function saveAttendance(deps: AppDeps, items: UpdateItem[]): AttendanceRecord[] {
  return deps.db.transaction((tx) => {
    const touched: AttendanceRow[] = [];
    const saved = items.map((item) => {
      const existing = tx.select().from(attendanceRecords).where(eq(attendanceRecords.id, item._id)).get();
      if (!existing) throw new DomainError('not-found', serverMessages.journal.recordNotFound(item._id));
      // Without a year the record keeps its own, unless it moves to another month.
      const year = item.year ?? (item.month === existing.month ? existing.year : journalYear(deps, item.month, undefined));
      const row = tx
        .update(attendanceRecords)
        .set({
          studentName: item.studentName ?? existing.studentName,
          month: item.month,
          year,
          ...normalizeDays(item.days, item.attendance),
          updatedAt: deps.now(),
        })
        .where(eq(attendanceRecords.id, item._id))
        .returning()
        .get();
      if (!row) throw new DomainError('not-found', serverMessages.journal.recordNotFound(item._id));
      touched.push(existing, row);
      return toAttendanceRecord(row);
    });
    syncJournalVisits(tx, touched, deps.now());
    return saved;
  });
}

/** The row's ticks go with it: their classes are given back. */
export function deleteAttendance(deps: Pick<AppDeps, 'db' | 'now'>, id: string): void {
  deps.db.transaction((tx) => {
    const deleted = tx.delete(attendanceRecords).where(eq(attendanceRecords.id, id)).returning().get();
    if (!deleted) throw new DomainError('not-found', serverMessages.journal.recordNotFound(id));
    syncJournalVisits(tx, [deleted], deps.now());
  });
}

/**
 * The lesson days of the next month: the same weekdays the group trained on (Mon/Wed/Fri in March
 * gives every Mon/Wed/Fri of April). Days beyond the source month's length are ignored.
 */
function sameWeekdaysInMonth(days: number[], from: YearMonth, to: YearMonth): number[] {
  const weekday = ({ year, month }: YearMonth, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const sourceLength = daysInMonth(from.year, from.month);
  const weekdays = new Set(days.filter((day) => day >= 1 && day <= sourceLength).map((day) => weekday(from, day)));
  const result: number[] = [];
  for (let day = 1; day <= daysInMonth(to.year, to.month); day++) if (weekdays.has(weekday(to, day))) result.push(day);
  return result;
}

function studentKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
}

/**
 * "Copy to next month": the students of (year, month), of one group or of all, are added to the next
 * month (December goes to January of the next year) with the same weekdays and no marks. A student
 * already in the target month of that group is skipped; nothing in the target month is changed.
 */
export function copyAttendanceToNextMonth(deps: AppDeps, input: CopyInput): { copied: number; year: number; month: number } {
  const source = { year: journalYear(deps, input.month, input.year), month: input.month };
  const target = nextMonth(source.year, source.month);
  return deps.db.transaction((tx) => {
    const groupIds = input.group
      ? [findGroupRow(tx, input.group).id]
      : tx
          .select({ id: groups.id })
          .from(groups)
          .all()
          .map((group) => group.id);
    let copied = 0;
    for (const groupId of groupIds) {
      const present = new Set(monthRows(tx, groupId, target).map((row) => studentKey(row.studentName)));
      let position = nextJournalPosition(tx, groupId, target);
      for (const row of monthRows(tx, groupId, source)) {
        const key = studentKey(row.studentName);
        if (present.has(key)) continue;
        present.add(key);
        tx.insert(attendanceRecords)
          .values({
            id: randomUUID(),
            groupId,
            studentName: row.studentName,
            memberId: row.memberId ?? memberForJournalName(tx, groupId, row.studentName),
            ...target,
            days: sameWeekdaysInMonth(row.days, source, target),
            attendance: {},
            position: position++,
            createdAt: deps.now(),
            updatedAt: deps.now(),
          })
          .run();
        copied++;
      }
    }
    return { copied, ...target };
  });
}

const PRESENT_MARK = '+';
const ABSENT_MARK = '−';

/**
 * The month as a spreadsheet: full name, one column per lesson day ('3 Пн'), '+' present, '−' absent,
 * empty where the day is not one of that student's lesson days, then the count of lessons attended.
 */
export function exportAttendanceCsv(deps: AppDeps, input: ListInput): { filename: string; content: string } {
  const group = findGroupRow(deps.db, input.group);
  const period = { year: journalYear(deps, input.month, input.year), month: input.month };
  const rows = monthRows(deps.db, group.id, period);
  const days = [...new Set(rows.flatMap((row) => row.days))].sort((a, b) => a - b);
  const header: CsvCell[] = [
    serverMessages.journal.studentName,
    ...days.map((day) => `${day} ${weekdayAbbr(period.year, period.month, day)}`),
    serverMessages.journal.exportTotal,
  ];
  const lines = rows.map((row): CsvCell[] => {
    const marks = days.map((day) => (row.days.includes(day) ? (row.attendance[String(day)] ? PRESENT_MARK : ABSENT_MARK) : ''));
    return [row.studentName, ...marks, marks.filter((mark) => mark === PRESENT_MARK).length];
  });
  const monthName = serverMessages.calendar.monthsNominative[period.month - 1] ?? String(period.month);
  const filename = `${serverMessages.journal.exportFilePrefix} ${group.name} ${monthName} ${period.year}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '_');
  return { filename: `${filename}.csv`, content: toCsv([header, ...lines]) };
}
