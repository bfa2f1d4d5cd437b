import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import { describeChange, fieldWords, kindName, objectWords } from '#shared/rules/audit-entry';
import { toCsv } from '#shared/rules/csv';
import { zonedInstant } from '#shared/rules/zoned-time';
import { AUDIT_PAGE_SIZE, type AuditFilter } from '#shared/schemas/audit';
import { admins, auditLog } from '../db/schema';
import type { AppDeps } from '../deps';

const copy = serverMessages.adminAudit;
type Deps = Pick<AppDeps, 'db'>;
type Row = typeof auditLog.$inferSelect;

/** The first instant of a club-time day 'YYYY-MM-DD' (plus `days`). */
function dayStart(date: string, days = 0): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedInstant({ year, month, day: day + days, hour: 0 }, CLUB_TIME_ZONE);
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.adminId) conditions.push(eq(auditLog.adminId, filter.adminId));
  if (filter.kind) conditions.push(eq(auditLog.objectKind, filter.kind));
  if (filter.from) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  // 'to' is included: everything before the next day's start.
  if (filter.to) conditions.push(lt(auditLog.at, dayStart(filter.to, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

/** Each account's name as people read it (the login while the name is empty). */
function namesOf(deps: Deps, ids: number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = deps.db
    .select({ id: admins.id, name: admins.name, login: admins.login })
    .from(admins)
    .where(inArray(admins.id, unique))
    .all();
  return new Map(rows.map((row) => [row.id, row.name.trim() || row.login]));
}

/** The entries with the people's names and the sentence that describes each. */
function readable(deps: Deps, rows: Row[]) {
  // A staff change names the account as it is called now: the log itself keeps no one's name.
  const staffIds = rows
    .filter((row) => row.objectKind === 'staff' && /^\d+$/.test(row.objectId ?? ''))
    .map((row) => Number(row.objectId));
  const names = namesOf(deps, [...rows.map((row) => row.adminId), ...staffIds]);
  return rows.map((row) => {
    const person = names.get(row.adminId) ?? copy.unknownPerson(row.adminId);
    const label = row.label ?? (row.objectKind === 'staff' && row.objectId ? (names.get(Number(row.objectId)) ?? null) : null);
    const entry = { ...row, label };
    return {
      id: row.id,
      at: row.at,
      ip: row.ip,
      adminId: row.adminId,
      person,
      action: row.action,
      objectKind: row.objectKind,
      text: describeChange(person, entry),
      entry,
    };
  });
}

/** One page of the filtered entries, newest first, with the total for the pager. */
export function listAuditEntries(deps: Deps, filter: AuditFilter & { page?: number }) {
  const where = whereOf(filter);
  const total = deps.db.select({ n: count() }).from(auditLog).where(where).get()?.n ?? 0;
  const page = Math.max(1, filter.page ?? 1);
  const rows = deps.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .all();
  return {
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    entries: readable(deps, rows).map(({ entry: _entry, ...rest }) => rest),
  };
}

/** Everyone who may appear in the log (accounts are switched off, never deleted), for the person filter. */
export function auditPeople(deps: Deps) {
  return deps.db
    .select({ id: admins.id, name: admins.name, login: admins.login })
    .from(admins)
    .orderBy(admins.name, admins.login)
    .all()
    .map((row) => ({ id: row.id, name: row.name.trim() || row.login }));
}

const csvDate = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
/** More than anyone reads in a spreadsheet, and a bound on the answer's size. */
const CSV_MAX_ROWS = 50_000;

/** The filtered entries as CSV (shared/rules/csv.ts: Excel in a Russian locale), times in club time. */
export function auditCsv(deps: Deps, filter: AuditFilter): string {
  const rows = deps.db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(CSV_MAX_ROWS)
    .all();
  const lines = readable(deps, rows).map(({ at, person, ip, objectKind, action, text, entry }) => [
    csvDate.format(new Date(at * 1000)),
    person,
    ip,
    kindName(objectKind),
    action,
    objectWords(entry) || (entry.objectId ?? ''),
    fieldWords(entry).join(', '),
    text,
  ]);
  return toCsv([copy.csvHeader, ...lines]);
}
