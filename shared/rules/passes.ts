/**
 * The rules of a pass (docs/decisions/members-and-passes.md): when it is valid, how many classes it
 * has left, and which pass a tick in the journal takes a class from. Dates are club days
 * 'YYYY-MM-DD'; a pass's `endsOn` is its last valid day, inclusive.
 */

export type PassStatus = 'active' | 'refunded' | 'cancelled';

export interface PassFreeze {
  from: string;
  /** The last frozen day; null while the freeze is open (until unfrozen). */
  to: string | null;
}

export interface PassFacts {
  id: number;
  status: PassStatus;
  /** null = unlimited within the validity. */
  classesTotal: number | null;
  /** Visits taken from it. */
  classesUsed: number;
  validityDays: number;
  validFrom: 'purchase' | 'first_class';
  startsOn: string | null;
  endsOn: string | null;
  directions: readonly string[];
  groupIds: readonly string[];
  freezes: readonly PassFreeze[];
  /** Unix seconds: the tie-break of 'oldest first'. */
  createdAt: number;
}

export type PassStateKind = 'not_started' | 'active' | 'frozen' | 'used_up' | 'expired' | 'refunded' | 'cancelled';

export interface PassState {
  kind: PassStateKind;
  classesLeft: number | null;
  endsOn: string | null;
}

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function isoFromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return isoFromDayNumber(dayNumber(isoDate) + days);
}

/** Days from `from` to `to`, inclusive of both (1 for the same day). */
export function daysInclusive(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The last valid day of a pass that starts on `startsOn`: its validity, plus frozen and extended days. */
export function passEndsOn(startsOn: string, validityDays: number, extraDays = 0): string {
  return addDays(startsOn, validityDays - 1 + extraDays);
}

export function classesLeft(pass: Pick<PassFacts, 'classesTotal' | 'classesUsed'>): number | null {
  return pass.classesTotal === null ? null : Math.max(0, pass.classesTotal - pass.classesUsed);
}

export function isFrozenOn(freezes: readonly PassFreeze[], date: string): boolean {
  return freezes.some((f) => f.from <= date && (f.to === null || date <= f.to));
}

/** What a person reads of a pass on `today`. */
export function passState(pass: PassFacts, today: string): PassState {
  const left = classesLeft(pass);
  const base = { classesLeft: left, endsOn: pass.endsOn };
  if (pass.status === 'refunded') return { kind: 'refunded', ...base };
  if (pass.status === 'cancelled') return { kind: 'cancelled', ...base };
  if (pass.endsOn !== null && today > pass.endsOn) return { kind: 'expired', ...base };
  if (left === 0) return { kind: 'used_up', ...base };
  if (pass.startsOn === null || today < pass.startsOn) return { kind: 'not_started', ...base };
  if (isFrozenOn(pass.freezes, today)) return { kind: 'frozen', ...base };
  return { kind: 'active', ...base };
}

/** Whether the pass is good for a class of this group (its direction) at all, whatever the date. */
export function passCovers(pass: Pick<PassFacts, 'directions' | 'groupIds'>, groupId: string, direction: string | null): boolean {
  if (pass.directions.length === 0 && pass.groupIds.length === 0) return true;
  if (pass.groupIds.includes(groupId)) return true;
  return direction !== null && pass.directions.includes(direction);
}

/**
 * Whether a class on `date` may be taken from the pass. A 'first_class' pass not started yet starts
 * on that class; a class before the start of a started pass, after its end, on a frozen day, or
 * with no classes left may not.
 */
export function passValidOn(pass: PassFacts, date: string): boolean {
  if (pass.status !== 'active') return false;
  if (classesLeft(pass) === 0) return false;
  if (pass.startsOn === null) return pass.validFrom === 'first_class';
  if (date < pass.startsOn) return false;
  if (pass.endsOn !== null && date > pass.endsOn) return false;
  return !isFrozenOn(pass.freezes, date);
}

/**
 * The pass a tick takes its class from: of the member's passes good for this group and valid on the
 * class's date, the oldest (bought first); null when none is ('без абонемента').
 */
export function choosePassForVisit(
  passes: readonly PassFacts[],
  visit: { date: string; groupId: string; direction: string | null },
): PassFacts | null {
  const valid = passes.filter((p) => passCovers(p, visit.groupId, visit.direction) && passValidOn(p, visit.date));
  valid.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  return valid[0] ?? null;
}

/** The freeze days a pass has used (an open freeze counts up to `today`). */
export function frozenDaysUsed(freezes: readonly PassFreeze[], today: string): number {
  return freezes.reduce((sum, f) => sum + Math.max(0, daysInclusive(f.from, f.to ?? today)), 0);
}
