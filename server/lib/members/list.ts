import { asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { clubDay } from '#shared/rules/dates';
import { addDays } from '#shared/rules/passes';
import type { listMembersInput, MemberListItem } from '#shared/schemas/members';
import type { Db } from '../../db/client';
import { groups, memberGroups, memberPhones, members } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { headlinePass, passesOfMembers, unpaidVisitsOf } from '../passes/facts';
import { nameKey } from './journal-link';

type Reader = Pick<Db, 'select'>;
type ListInput = z.output<typeof listMembersInput>;
type MemberRow = typeof members.$inferSelect;

/** The club's today, 'YYYY-MM-DD'. */
export function clubToday(deps: Pick<AppDeps, 'now'>): string {
  return clubDay(deps.now());
}

/** The groups and phones of these members, by member. */
export function groupsAndPhones(db: Reader, ids: readonly number[]) {
  const groupsOf = new Map<number, Array<{ id: string; name: string }>>();
  const phonesOf = new Map<number, MemberListItem['phones']>();
  if (ids.length === 0) return { groupsOf, phonesOf };
  for (const row of db
    .select({ memberId: memberGroups.memberId, id: groups.id, name: groups.name })
    .from(memberGroups)
    .innerJoin(groups, eq(groups.id, memberGroups.groupId))
    .where(inArray(memberGroups.memberId, [...ids]))
    .orderBy(asc(groups.createdAt))
    .all())
    groupsOf.set(row.memberId, [...(groupsOf.get(row.memberId) ?? []), { id: row.id, name: row.name }]);
  for (const row of db
    .select()
    .from(memberPhones)
    .where(inArray(memberPhones.memberId, [...ids]))
    .orderBy(asc(memberPhones.id))
    .all())
    phonesOf.set(row.memberId, [...(phonesOf.get(row.memberId) ?? []), { phone: row.phone, role: row.role, label: row.label }]);
  return { groupsOf, phonesOf };
}

/** Members as the roster's rows: groups, phones, the pass a tick would take, ticks without a pass. */
export function toListItems(db: Reader, rows: readonly MemberRow[], today: string): MemberListItem[] {
  const ids = rows.map((row) => row.id);
  const { groupsOf, phonesOf } = groupsAndPhones(db, ids);
  const passesOf = passesOfMembers(db, ids);
  const unpaid = unpaidVisitsOf(db, ids);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    birthDate: row.birthDate,
    guardianName: row.guardianName,
    groups: groupsOf.get(row.id) ?? [],
    phones: phonesOf.get(row.id) ?? [],
    pass: headlinePass(passesOf.get(row.id) ?? [], today),
    unpaidVisits: unpaid.get(row.id) ?? 0,
    archivedAt: row.archivedAt,
  }));
}

const ENDING_DAYS = 7;

function passMatches(item: MemberListItem, filter: ListInput['pass'], today: string): boolean {
  if (!filter) return true;
  const live = item.pass !== null && ['active', 'frozen', 'not_started'].includes(item.pass.state);
  if (filter === 'active') return live;
  if (filter === 'none') return !live;
  if (filter === 'debt') return item.unpaidVisits > 0;
  // Ending: a live pass with one class left or its last day within a week.
  if (!live || !item.pass) return false;
  return item.pass.classesLeft === 1 || (item.pass.endsOn !== null && item.pass.endsOn <= addDays(today, ENDING_DAYS));
}

/**
 * The roster: search by name, a phone's digits or the guardian's name; by group; by pass state.
 * Archived members only when asked. Sorted by name (Russian collation, in JS).
 */
export function listMembers(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: ListInput,
  onlyGroups?: readonly string[],
): MemberListItem[] {
  const today = clubToday(deps);
  let ids: number[] | null = null;
  const groupScope = input.group ? [input.group] : onlyGroups ? [...onlyGroups] : null;
  if (groupScope) {
    if (groupScope.length === 0) return [];
    ids = deps.db
      .select({ id: memberGroups.memberId })
      .from(memberGroups)
      .where(inArray(memberGroups.groupId, groupScope))
      .all()
      .map((row) => row.id);
    if (onlyGroups && input.group && !onlyGroups.includes(input.group)) return [];
  }
  const rows = deps.db
    .select()
    .from(members)
    .where(input.archived ? isNotNull(members.archivedAt) : isNull(members.archivedAt))
    .all()
    .filter((row) => ids === null || ids.includes(row.id));
  const search = input.search ? nameKey(input.search) : '';
  const digits = input.search?.replace(/\D/g, '') ?? '';
  const phonesOf = groupsAndPhones(
    deps.db,
    rows.map((row) => row.id),
  ).phonesOf;
  const found = search
    ? rows.filter(
        (row) =>
          nameKey(row.fullName).includes(search) ||
          (row.guardianName !== null && nameKey(row.guardianName).includes(search)) ||
          (digits.length >= 3 && (phonesOf.get(row.id) ?? []).some((p) => p.phone.includes(digits))),
      )
    : rows;
  found.sort((a, b) => a.fullName.localeCompare(b.fullName, 'ru'));
  return toListItems(deps.db, found, today).filter((item) => passMatches(item, input.pass, today));
}
