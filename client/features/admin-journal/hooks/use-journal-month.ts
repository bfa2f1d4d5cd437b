import { useEffect, useReducer, useRef } from 'react';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import {
  addDay,
  appendSavedRecord,
  changedRecords,
  draftFromRecords,
  dropRecord,
  isDraftDirty,
  type JournalDraft,
  markSaved,
  removeDay,
  renameStudent,
  setMark,
} from '../journal-draft';

export interface JournalPeriod {
  group: string;
  year: number;
  month: number;
}

type Action =
  | { type: 'load'; records: AttendanceRecord[] }
  | { type: 'mark'; id: string; day: number; present: boolean }
  | { type: 'rename'; id: string; name: string }
  | { type: 'addDay'; day: number }
  | { type: 'removeDay'; day: number }
  | { type: 'created'; record: AttendanceRecord }
  | { type: 'deleted'; id: string }
  | { type: 'saved'; sent: AttendanceRecord[]; answered: AttendanceRecord[] };

function reducer(draft: JournalDraft, action: Action): JournalDraft {
  switch (action.type) {
    case 'load':
      return draftFromRecords(action.records);
    case 'mark':
      return setMark(draft, action.id, action.day, action.present);
    case 'rename':
      return renameStudent(draft, action.id, action.name);
    case 'addDay':
      return addDay(draft, action.day);
    case 'removeDay':
      return removeDay(draft, action.day);
    case 'created':
      return appendSavedRecord(draft, action.record);
    case 'deleted':
      return dropRecord(draft, action.id);
    case 'saved':
      return markSaved(draft, action.sent, action.answered);
  }
}

const periodKey = (period: JournalPeriod) => `${period.group}|${period.year}|${period.month}`;

/**
 * One group's month in the editor: the server's records, the admin's working copy, and the calls
 * that change them. Unsaved edits survive other calls (add, delete) and failed saves; the working
 * copy is replaced by the server's only when the period changes or nothing is unsaved.
 */
export function useJournalMonth(period: JournalPeriod | null) {
  const utils = trpc.useUtils();
  const query = trpc.attendance.list.useQuery(period ?? { group: '', month: 1 }, {
    enabled: period !== null,
    staleTime: 0,
  });
  const [draft, dispatch] = useReducer(reducer, [], draftFromRecords);
  const loadedFor = useRef<string | null>(null);
  const dirty = isDraftDirty(draft);

  const key = period ? periodKey(period) : null;
  // Read, not followed: a refetch must not overwrite edits in progress.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;

  useEffect(() => {
    if (key === null || !query.data) return;
    if (loadedFor.current === key && dirtyNow.current) return;
    loadedFor.current = key;
    dispatch({ type: 'load', records: query.data });
  }, [key, query.data]);

  useEffect(() => {
    if (query.isError) void notify.error(adminMessages.journal.loadFailed);
  }, [query.isError]);

  const ready = key !== null && query.data !== undefined && loadedFor.current === key;

  const create = trpc.attendance.create.useMutation();
  const remove = trpc.attendance.delete.useMutation();
  const save = trpc.attendance.save.useMutation();
  const copy = trpc.attendance.copyToNextMonth.useMutation();

  // The pass states beside the names follow the ticks (each tick takes a class on the server).
  const invalidate = () => Promise.all([utils.attendance.list.invalidate(), utils.members.journalStates.invalidate()]);

  return {
    draft,
    dirty,
    ready,
    loading: period !== null && query.isPending,
    failed: query.isError,
    changedCount: changedRecords(draft).length,
    saving: save.isPending,
    copying: copy.isPending,
    adding: create.isPending,
    mark: (id: string, day: number, present: boolean) => dispatch({ type: 'mark', id, day, present }),
    rename: (id: string, name: string) => dispatch({ type: 'rename', id, name }),
    addDay: (day: number) => dispatch({ type: 'addDay', day }),
    removeDay: (day: number) => dispatch({ type: 'removeDay', day }),

    async addStudent(studentName: string): Promise<boolean> {
      if (!period) return false;
      try {
        const record = await create.mutateAsync({ ...period, studentName, days: draft.days, attendance: {} });
        dispatch({ type: 'created', record });
        void notify.success(adminMessages.journal.recordAdded);
        return true;
      } catch (error) {
        void notify.error(adminMessages.journal.addFailed(failureReason(error)));
        return false;
      }
    },

    async deleteStudent(id: string): Promise<boolean> {
      try {
        await remove.mutateAsync({ id });
        dispatch({ type: 'deleted', id });
        void notify.success(adminMessages.journal.recordDeleted);
        return true;
      } catch {
        void notify.error(adminMessages.journal.deleteFailed);
        return false;
      }
    },

    /** "Save all changes": the changed records in one call (one transaction on the server). */
    async saveAll(): Promise<boolean> {
      const sent = changedRecords(draft);
      if (sent.length === 0) {
        void notify.success(adminMessages.journal.updated);
        return true;
      }
      try {
        const answered = await save.mutateAsync({
          attendance: sent.map((record) => ({
            _id: record._id,
            studentName: record.studentName.trim(),
            month: record.month,
            year: record.year,
            attendance: record.attendance,
            days: record.days,
          })),
        });
        dispatch({ type: 'saved', sent, answered });
        void invalidate();
        void notify.success(adminMessages.journal.updated);
        return true;
      } catch (error) {
        void notify.error(`${adminMessages.journal.saveFailed}: ${failureReason(error)}`);
        return false;
      }
    },

    /** Copies the saved month; answers the month it went to, or null on failure. */
    async copyToNextMonth(): Promise<{ year: number; month: number } | null> {
      if (!period) return null;
      try {
        const result = await copy.mutateAsync(period);
        void invalidate();
        void notify.success(adminMessages.journal.copied);
        return { year: result.year, month: result.month };
      } catch {
        void notify.error(adminMessages.journal.copyFailed);
        return null;
      }
    },
  };
}

export type JournalMonth = ReturnType<typeof useJournalMonth>;
