import { desc } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { AppDeps } from '../deps';
import { changedFields, isSecretField, labelOf, type Snapshot, snapshotOf } from './audit-snapshots';

/** Keys that name the object a change is about, in the input first, then in the answer. */
const ID_KEYS = ['id', '_id', 'bookingId', 'slotId', 'group'] as const;
const MAX_ID = 200;
const MAX_FIELDS = 30;

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The input's own fields: a plain object's keys, or a form's text fields (uploads). Never the values. */
export function fieldNames(input: unknown): string[] {
  if (input instanceof FormData) return [...new Set(input.keys())].slice(0, MAX_FIELDS);
  const object = record(input);
  return object ? Object.keys(object).slice(0, MAX_FIELDS) : [];
}

/** How far into an input the id is looked for: a row, a list of rows, an answer's `member`. */
const MAX_ID_DEPTH = 3;

function idIn(value: unknown, depth = 0): string | null {
  const object = record(value);
  if (!object || depth > MAX_ID_DEPTH) return null;
  for (const key of ID_KEYS) {
    const id = object[key];
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  // A change of several rows at once (the journal's save): their ids.
  for (const [name, nested] of Object.entries(object)) {
    if (Array.isArray(nested) && !isSecretField(name)) {
      const ids = nested.map((item) => idIn(item, depth + 1)).filter((id): id is string => id !== null);
      if (ids.length) return ids.join(',');
    }
  }
  // A created account answers { member, link }: the account.
  return idIn(object.member, depth + 1);
}

/** The id of the object a change is about: named by the input, else by the answer (a created item). */
export function objectIdOf(input: unknown, output: unknown): string | null {
  const fromForm = input instanceof FormData ? input.get('id') : null;
  const id = (typeof fromForm === 'string' ? fromForm : null) ?? idIn(input) ?? idIn(output);
  return id === null ? null : id.slice(0, MAX_ID);
}

/**
 * The changes that go one way or the other, by the way they went (true: on), read from what the
 * change sent or answered: stored as 'ad.toggle.on' / 'ad.toggle.off', so the entry says which
 * («реклама выключена») instead of «включена или выключена».
 */
const TWO_WAY: Readonly<Record<string, (input: unknown, output: unknown) => unknown>> = {
  'ad.toggle': (_input, output) => record(output)?.isActive,
  'staff.setEnabled': (input) => record(input)?.enabled,
};

/** The action as stored: the procedure, with the way it went for a two-way change. */
export function storedAction(action: string, input: unknown, output: unknown): string {
  const way = TWO_WAY[action]?.(input, output);
  return typeof way === 'boolean' ? `${action}.${way ? 'on' : 'off'}` : action;
}

export interface ChangeEntry {
  adminId: number;
  ip: string;
  /** The procedure path, 'products.update'. */
  action: string;
  input: unknown;
  output: unknown;
  /** The object as it was before the change (`snapshotBefore`), when its kind can be read. */
  before?: Snapshot | null;
}

/** The object a change is about, read before it runs: what `recordChange` compares the result with. */
export function snapshotBefore(deps: Pick<AppDeps, 'db'>, action: string, input: unknown): Snapshot | null {
  return snapshotOf(deps, action, objectIdOf(input, null));
}

/**
 * Records one successful change: who, when, from where, which object, which fields were sent (names
 * only), which of them really changed and the object's label where its kind allows one. Secret field
 * names (SECRET_FIELD) never give a value or an id.
 */
export function recordChange(deps: Pick<AppDeps, 'db' | 'now'>, entry: ChangeEntry): void {
  const objectId = objectIdOf(entry.input, entry.output);
  const before = entry.before ?? null;
  const after = snapshotOf(deps, entry.action, objectId);
  deps.db
    .insert(auditLog)
    .values({
      at: deps.now(),
      adminId: entry.adminId,
      ip: entry.ip.slice(0, 100),
      action: storedAction(entry.action, entry.input, entry.output),
      objectKind: entry.action.split('.')[0] ?? entry.action,
      objectId,
      fields: fieldNames(entry.input),
      changed: before && after ? changedFields(before, after) : null,
      label: labelOf(entry.action, after ?? before),
    })
    .run();
}

/** The latest entries, newest first. */
export function latestChanges(deps: Pick<AppDeps, 'db'>, limit = 200) {
  return deps.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).all();
}
