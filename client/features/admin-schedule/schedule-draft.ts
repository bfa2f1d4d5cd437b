import { parseForm } from '#client/lib/request-errors';
import { type ScheduleRow, scheduleDayKeys, scheduleRowSchema } from '#shared/schemas/schedule';

/** A row being edited; `key` only keeps React's identity of the row while rows come and go. */
export interface DraftRow extends ScheduleRow {
  key: string;
}

/** Field name → message, for the row's inputs. */
export type RowErrors = Partial<Record<keyof ScheduleRow, string>>;

const fields = ['time', ...scheduleDayKeys] as const;

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

export function toDraft(rows: readonly ScheduleRow[]): DraftRow[] {
  return rows.map((row) => ({ ...row, key: newKey() }));
}

export function emptyRow(): DraftRow {
  return { key: newKey(), time: '', pn: '', vt: '', sr: '', ct: '', pt: '', sb: '' };
}

export function fromDraft(draft: readonly DraftRow[]): ScheduleRow[] {
  return draft.map(({ key: _key, ...row }) => row);
}

/** Whether saving the draft would change the stored schedule (surrounding spaces do not count: the server trims them). */
export function isDraftChanged(saved: readonly ScheduleRow[], draft: readonly DraftRow[]): boolean {
  if (saved.length !== draft.length) return true;
  return draft.some((row, index) => {
    const original = saved[index];
    return !original || fields.some((field) => row[field].trim() !== original[field].trim());
  });
}

/** Checks every row with the server's schema; the result is indexed like the draft (empty when all are valid). */
export function validateDraft(draft: readonly DraftRow[]): Map<string, RowErrors> {
  const errors = new Map<string, RowErrors>();
  for (const row of draft) {
    const parsed = parseForm(scheduleRowSchema, fromDraft([row])[0], fields);
    if (!parsed.ok) errors.set(row.key, parsed.errors);
  }
  return errors;
}
