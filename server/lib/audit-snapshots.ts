import { eq } from 'drizzle-orm';
import { admins, coaches, groups, media, posts, prices, products, trialSlots } from '../db/schema';
import type { AppDeps } from '../deps';
import { readAd } from './ad';
import { readAuditSettings } from './audit-settings';
import { readLawSettings } from './law-settings';
import { readSiteSettings } from './site-settings';
import { readTrialSettings } from './trials/settings';

/**
 * What the audit log may read of an object before and after a change, to name the fields that really
 * changed (a form sends all its fields) and a short, non-personal label of the object («Бокс, 8 занятий»).
 *
 * Only the kinds listed here are read, and of their values only the label keys are ever stored: an
 * applicant, a student of the journal or a trial visitor has no reader, so nothing of theirs is read
 * beyond the input's field names. The secret names (SECRET_FIELD) are dropped from every snapshot.
 */
export type Snapshot = Record<string, unknown>;
type Deps = Pick<AppDeps, 'db'>;

/** Field names whose values are secret (passwords, tokens, TOTP secrets and codes, hashes): never read, never stored. */
export const SECRET_FIELD = /pass(word)?|token|secret|totp|otp|code|recovery|hash|salt|key$/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

const byTextId =
  <T extends typeof prices | typeof products | typeof coaches | typeof groups>(table: T) =>
  (deps: Deps, id: string): Snapshot | null =>
    (deps.db.select().from(table).where(eq(table.id, id)).get() as Snapshot | undefined) ?? null;

const byNumberId =
  <T extends typeof posts | typeof media | typeof trialSlots | typeof admins>(table: T) =>
  (deps: Deps, id: string): Snapshot | null => {
    const n = Number(id);
    if (!Number.isSafeInteger(n)) return null;
    return (deps.db.select().from(table).where(eq(table.id, n)).get() as Snapshot | undefined) ?? null;
  };

/** A settings document as its screen reads it (the defaults until first saved), so a first save names only what it changed. */
const settingsOf =
  (read: (deps: Deps) => object) =>
  (deps: Deps): Snapshot | null =>
    ({ ...read(deps) }) as Snapshot;

interface Reader {
  read: (deps: Deps, id: string) => Snapshot | null;
  /** The keys whose values make the object's label, joined with ', '. */
  label?: readonly string[];
}

/** Readers by the object's kind (the router), for a change naming one object by id. */
const byKind: Readonly<Record<string, Reader>> = {
  prices: { read: byTextId(prices), label: ['category', 'duration'] },
  products: { read: byTextId(products), label: ['text'] },
  coaches: { read: byTextId(coaches), label: ['name'] },
  groups: { read: byTextId(groups), label: ['name'] },
  posts: { read: byNumberId(posts), label: ['title'] },
  media: { read: byNumberId(media), label: ['name'] },
  // No stored label: the screen names the account from `admins` when it shows the entry.
  staff: { read: byNumberId(admins) },
};

/** Readers by the procedure, for a settings document (no id). */
const byAction: Readonly<Record<string, Reader>> = {
  'settings.update': { read: settingsOf(readSiteSettings) },
  'privacy.updateSettings': { read: settingsOf(readLawSettings) },
  'trials.settings.update': { read: settingsOf(readTrialSettings) },
  'audit.updateSettings': { read: settingsOf(readAuditSettings) },
  'ad.toggle': { read: settingsOf(readAd) },
  'ad.updateRedirectUrl': { read: settingsOf(readAd) },
  'ad.updateMarking': { read: settingsOf(readAd) },
  'ad.uploadImage': { read: settingsOf(readAd) },
  'trials.slots.update': { read: byNumberId(trialSlots), label: ['title'] },
  'trials.slots.delete': { read: byNumberId(trialSlots), label: ['title'] },
};

/** The procedures read as a whole document (no id): the audit words test reads each one's fields. */
export const DOCUMENT_ACTIONS: readonly string[] = Object.keys(byAction);

function readerOf(action: string): Reader | null {
  return byAction[action] ?? byKind[action.split('.')[0] ?? ''] ?? null;
}

function withoutSecrets(snapshot: Snapshot | null): Snapshot | null {
  if (!snapshot) return null;
  return Object.fromEntries(Object.entries(snapshot).filter(([name]) => !isSecretField(name)));
}

/** The object as it is now, secrets left out; null when its kind has no reader or it does not exist. */
export function snapshotOf(deps: Deps, action: string, objectId: string | null): Snapshot | null {
  const reader = readerOf(action);
  if (!reader) return null;
  // Settings documents have no id; a row needs one (a change of several rows has 'a,b' and is not read).
  if (!(action in byAction) && (objectId === null || objectId.includes(','))) return null;
  try {
    return withoutSecrets(reader.read(deps, objectId ?? ''));
  } catch {
    // The log must never fail a change that succeeded: no snapshot, the input's names are used.
    return null;
  }
}

/** Bookkeeping columns that change with every save, or follow from another field, and say nothing to a person. */
export const BOOKKEEPING: ReadonlySet<string> = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'position',
  'newsVersion',
  'cleanText',
  'cardText',
]);

/** The names of the fields whose values differ between two snapshots of one object. */
export function changedFields(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => !BOOKKEEPING.has(name) && !isSecretField(name) && JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}

const MAX_LABEL = 120;

/** The object's short label from its allowed keys (never a secret, never a person's data). */
export function labelOf(action: string, snapshot: Snapshot | null): string | null {
  const keys = readerOf(action)?.label;
  if (!snapshot || !keys) return null;
  const parts = keys
    .filter((key) => !isSecretField(key))
    .map((key) => snapshot[key])
    .filter((value): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .map((value) => String(value).trim().replace(/\s+/g, ' '));
  const label = parts.join(', ');
  return label ? label.slice(0, MAX_LABEL) : null;
}
