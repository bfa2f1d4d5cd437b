import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type PassFacts, type PassFreeze, passState } from '#shared/rules/passes';
import type { PassSummary } from '#shared/schemas/members';
import type { Db } from '../../db/client';
import { passChanges, passes, passVisits } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
export type PassRow = typeof passes.$inferSelect;

/** The freezes of these passes (pass_changes 'freeze' rows), by pass. */
function freezesOf(db: Reader, passIds: readonly number[]): Map<number, PassFreeze[]> {
  const map = new Map<number, PassFreeze[]>();
  if (passIds.length === 0) return map;
  const rows = db
    .select({ passId: passChanges.passId, from: passChanges.fromDate, to: passChanges.toDate })
    .from(passChanges)
    .where(and(inArray(passChanges.passId, [...passIds]), eq(passChanges.kind, 'freeze'), isNotNull(passChanges.fromDate)))
    .all();
  for (const row of rows) {
    const list = map.get(row.passId) ?? [];
    list.push({ from: row.from as string, to: row.to });
    map.set(row.passId, list);
  }
  return map;
}

function visitsOf(db: Reader, passIds: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  if (passIds.length === 0) return map;
  const rows = db
    .select({ passId: passVisits.passId, n: count() })
    .from(passVisits)
    .where(inArray(passVisits.passId, [...passIds]))
    .groupBy(passVisits.passId)
    .all();
  for (const row of rows) if (row.passId !== null) map.set(row.passId, row.n);
  return map;
}

/** The pass rows as the rules read them (shared/rules/passes.ts): classes used, freezes. */
export function factsOf(db: Reader, rows: readonly PassRow[]): Array<PassFacts & { row: PassRow }> {
  const ids = rows.map((row) => row.id);
  const freezes = freezesOf(db, ids);
  const used = visitsOf(db, ids);
  return rows.map((row) => ({
    row,
    id: row.id,
    status: row.status,
    classesTotal: row.classesTotal,
    classesUsed: used.get(row.id) ?? 0,
    validityDays: row.validityDays,
    validFrom: row.validFrom,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    directions: row.directions,
    groupIds: row.groupIds,
    freezes: freezes.get(row.id) ?? [],
    createdAt: row.createdAt,
  }));
}

/** Every pass of these members, by member, oldest first. */
export function passesOfMembers(db: Reader, memberIds: readonly number[]): Map<number, Array<PassFacts & { row: PassRow }>> {
  const map = new Map<number, Array<PassFacts & { row: PassRow }>>();
  if (memberIds.length === 0) return map;
  const rows = db
    .select()
    .from(passes)
    .where(inArray(passes.memberId, [...new Set(memberIds)]))
    .orderBy(passes.createdAt, passes.id)
    .all();
  for (const facts of factsOf(db, rows)) {
    const list = map.get(facts.row.memberId) ?? [];
    list.push(facts);
    map.set(facts.row.memberId, list);
  }
  return map;
}

export function passFacts(db: Reader, passId: number): (PassFacts & { row: PassRow }) | null {
  const row = db.select().from(passes).where(eq(passes.id, passId)).get();
  return row ? (factsOf(db, [row])[0] ?? null) : null;
}

export function summaryOf(facts: PassFacts & { row: PassRow }, today: string): PassSummary {
  const state = passState(facts, today);
  return {
    id: facts.id,
    name: facts.row.name,
    state: state.kind,
    classesLeft: state.classesLeft,
    classesTotal: facts.classesTotal,
    startsOn: facts.startsOn,
    endsOn: facts.endsOn,
  };
}

const LIVE: ReadonlySet<string> = new Set(['active', 'frozen', 'not_started']);

/**
 * The pass a person reads first: a live one (the oldest, as a tick would take it), otherwise the
 * latest of any state; null for a member who never had one.
 */
export function headlinePass(list: ReadonlyArray<PassFacts & { row: PassRow }>, today: string): PassSummary | null {
  const summaries = list.map((facts) => summaryOf(facts, today));
  return summaries.find((s) => LIVE.has(s.state)) ?? summaries.at(-1) ?? null;
}

/** Ticks without a pass ('без абонемента'), by member. */
export function unpaidVisitsOf(db: Reader, memberIds: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  if (memberIds.length === 0) return map;
  const rows = db
    .select({ memberId: passVisits.memberId, n: count() })
    .from(passVisits)
    .where(and(inArray(passVisits.memberId, [...new Set(memberIds)]), isNull(passVisits.passId)))
    .groupBy(passVisits.memberId)
    .all();
  for (const row of rows) map.set(row.memberId, row.n);
  return map;
}
