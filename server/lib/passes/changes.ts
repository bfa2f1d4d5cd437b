import { and, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { addDays, daysInclusive, frozenDaysUsed } from '#shared/rules/passes';
import type { correctClassesInput, extendPassInput, freezePassInput, unfreezePassInput } from '#shared/schemas/passes';
import type { Db } from '../../db/client';
import { passChanges, passes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { clubToday } from '../members/list';
import { type PassRow, passFacts } from './facts';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
const copy = membersMessages.server;

/** The later of two days 'YYYY-MM-DD' (they compare as text). */
function laterDay(a: string, b: string): string {
  return [a, b].sort()[1] ?? a;
}

function livePass(tx: Tx, passId: number) {
  const facts = passFacts(tx, passId);
  if (!facts) throw new DomainError('not-found', copy.passNotFound);
  if (facts.status !== 'active') throw new DomainError('conflict', copy.passNotActive);
  return facts;
}

function setPass(tx: Tx, passId: number, set: Partial<PassRow>, now: number): void {
  tx.update(passes)
    .set({ ...set, updatedAt: now })
    .where(eq(passes.id, passId))
    .run();
}

/**
 * Freezes a started pass for `days` days from `from` within its allowance: the days are added to
 * its end. A freeze must start within the pass's dates and not overlap another.
 */
export function freezePass(deps: Pick<AppDeps, 'db' | 'now'>, input: z.output<typeof freezePassInput>, adminId: number) {
  return deps.db.transaction((tx) => {
    const pass = livePass(tx, input.passId);
    if (pass.startsOn === null || pass.endsOn === null) throw new DomainError('conflict', copy.notStarted);
    if (input.from < pass.startsOn || input.from > pass.endsOn) throw new DomainError('bad-input', copy.freezeOutside);
    const to = addDays(input.from, input.days - 1);
    if (pass.freezes.some((f) => (f.to === null || f.from <= f.to) && f.from <= to && (f.to === null || input.from <= f.to)))
      throw new DomainError('conflict', copy.freezeOverlaps);
    const left = pass.row.freezeDaysAllowed - frozenDaysUsed(pass.freezes, clubToday(deps));
    if (input.days > left) throw new DomainError('bad-input', copy.freezeTooLong(Math.max(0, left)));
    tx.insert(passChanges)
      .values({
        passId: pass.id,
        kind: 'freeze',
        fromDate: input.from,
        toDate: to,
        days: input.days,
        reason: input.reason,
        createdBy: adminId,
        createdAt: deps.now(),
      })
      .run();
    setPass(tx, pass.id, { endsOn: addDays(pass.endsOn, input.days) }, deps.now());
    return { id: pass.id, endsOn: addDays(pass.endsOn, input.days) };
  });
}

/**
 * Ends a freeze early: the pass is valid again from `on`. The days not used go back to the
 * allowance and come off the pass's end; a freeze that had not begun is undone whole.
 */
export function unfreezePass(deps: Pick<AppDeps, 'db' | 'now'>, input: z.output<typeof unfreezePassInput>, adminId: number) {
  return deps.db.transaction((tx) => {
    const pass = livePass(tx, input.passId);
    const freeze = tx
      .select()
      .from(passChanges)
      .where(and(eq(passChanges.passId, pass.id), eq(passChanges.kind, 'freeze'), gte(passChanges.toDate, input.on)))
      .orderBy(desc(passChanges.fromDate))
      .all()
      .find((f) => f.fromDate !== null && f.toDate !== null && daysInclusive(f.fromDate, f.toDate) > 0);
    if (!freeze || freeze.fromDate === null || freeze.toDate === null || pass.endsOn === null)
      throw new DomainError('conflict', copy.noFreezeToEnd);
    const start = laterDay(freeze.fromDate, input.on);
    const returned = daysInclusive(start, freeze.toDate);
    const newTo = addDays(start, -1);
    tx.update(passChanges)
      .set({ toDate: newTo, days: Math.max(0, daysInclusive(freeze.fromDate, newTo)) })
      .where(eq(passChanges.id, freeze.id))
      .run();
    tx.insert(passChanges)
      .values({
        passId: pass.id,
        kind: 'unfreeze',
        fromDate: start,
        days: returned,
        reason: input.reason,
        createdBy: adminId,
        createdAt: deps.now(),
      })
      .run();
    const endsOn = addDays(pass.endsOn, -returned);
    setPass(tx, pass.id, { endsOn }, deps.now());
    return { id: pass.id, endsOn };
  });
}

/** Moves the pass's end by ±days (a pass not started yet: its validity), with a reason. */
export function extendPass(deps: Pick<AppDeps, 'db' | 'now'>, input: z.output<typeof extendPassInput>, adminId: number) {
  return deps.db.transaction((tx) => {
    const pass = livePass(tx, input.passId);
    if (pass.startsOn === null || pass.endsOn === null) {
      const validityDays = pass.validityDays + input.days;
      if (validityDays < 1) throw new DomainError('bad-input', copy.endsBeforeStart);
      setPass(tx, pass.id, { validityDays }, deps.now());
    } else {
      const endsOn = addDays(pass.endsOn, input.days);
      if (endsOn < pass.startsOn) throw new DomainError('bad-input', copy.endsBeforeStart);
      setPass(tx, pass.id, { endsOn }, deps.now());
    }
    tx.insert(passChanges)
      .values({
        passId: pass.id,
        kind: 'extend',
        days: input.days,
        reason: input.reason,
        createdBy: adminId,
        createdAt: deps.now(),
      })
      .run();
    return { id: pass.id };
  });
}

/** Adds or takes classes (a correction), never below those already ticked; an unlimited pass has none to change. */
export function correctClasses(deps: Pick<AppDeps, 'db' | 'now'>, input: z.output<typeof correctClassesInput>, adminId: number) {
  return deps.db.transaction((tx) => {
    const pass = livePass(tx, input.passId);
    if (pass.classesTotal === null) throw new DomainError('bad-input', copy.unlimitedClasses);
    const classesTotal = pass.classesTotal + input.classes;
    if (classesTotal < pass.classesUsed) throw new DomainError('bad-input', copy.classesBelowUsed(pass.classesUsed));
    setPass(tx, pass.id, { classesTotal }, deps.now());
    tx.insert(passChanges)
      .values({
        passId: pass.id,
        kind: 'classes',
        classes: input.classes,
        reason: input.reason,
        createdBy: adminId,
        createdAt: deps.now(),
      })
      .run();
    return { id: pass.id, classesTotal };
  });
}
