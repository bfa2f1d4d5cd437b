import { adminAuditMessages as copy } from '../messages/admin-audit.ru';

/** One audit entry as the screen and the CSV read it. */
export interface AuditEntryView {
  action: string;
  objectKind: string;
  objectId: string | null;
  /** The fields sent (names). */
  fields: readonly string[];
  /** The fields that really changed, where the server could compare; null otherwise. */
  changed: readonly string[] | null;
  /** The object's label («Бокс, 8 занятий»), or the account's name for a staff change. */
  label: string | null;
}

/** Names that identify the object rather than describe a change: never listed as changed fields. */
const ID_FIELDS = new Set(['id', '_id']);

/** The kind of object in Russian; an unknown kind is named as it is. */
export function kindName(kind: string): string {
  return copy.kinds[kind] ?? kind;
}

/** What was done, in the passive (it agrees with the object, whoever did it). */
export function actionPhrase(action: string, kind: string): string {
  return copy.actions[action] ?? copy.otherAction(kindName(kind));
}

/** The changed fields in Russian, each once, in the order given. */
export function fieldWords(entry: Pick<AuditEntryView, 'fields' | 'changed' | 'objectKind'>): string[] {
  const names = (entry.changed ?? entry.fields).filter((name) => !ID_FIELDS.has(name));
  const ofKind = copy.fieldsByKind[entry.objectKind] ?? {};
  return [...new Set(names.map((name) => ofKind[name] ?? copy.fields[name] ?? name))];
}

/** The object: its label in quotes, else its number when it has a plain number, else nothing. */
export function objectWords(entry: Pick<AuditEntryView, 'label' | 'objectId'>): string {
  if (entry.label) return `«${entry.label}»`;
  if (entry.objectId && /^\d{1,12}$/.test(entry.objectId)) return copy.objectNumber(entry.objectId);
  return '';
}

/** «Ирина Петрова: изменена цена «Бокс, 8 занятий» (цена)». */
export function describeChange(person: string, entry: AuditEntryView): string {
  const object = objectWords(entry);
  const fields = fieldWords(entry);
  return `${person}: ${actionPhrase(entry.action, entry.objectKind)}${object ? ` ${object}` : ''}${fields.length ? ` (${fields.join(', ')})` : ''}`;
}
