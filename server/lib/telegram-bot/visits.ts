import type { Db } from '#server/db/client';
import type { AppDeps } from '#server/deps';

/** The visit an application is booked for, as reminders need it. */
export interface Visit {
  /** Unix seconds. */
  startsAt: number;
  /** 'Пробное занятие: Бокс' or similar, shown in the messages. */
  title: string;
  /** The visitor's private cancel/move link, when the booking has one. */
  cancelUrl: string | null;
  /** What to bring, when the booking module has its own text (else the data-handling settings' checklist). */
  whatToBring?: string;
}

/** Finds the booked visit of an application, or null when it has none (a plain application). */
export type VisitLookup = (deps: AppDeps, applicationId: number) => Visit | null;

/**
 * The seam to the trial-lesson booking, which sits above this module (server/lib/trials.ts imports
 * the bot, not the other way round). The booking module registers its lookup wherever deps are made
 * (`registerTrialVisits` in server/index.ts and in the test deps) and calls `visitChanged` or
 * `visitCancelled` (reminders.ts) when a booking is moved, promoted or cancelled. Without a lookup
 * no application has a visit and the bot sends only its confirmation. Kept per database so tests
 * with their own databases do not share it.
 */
const lookups = new WeakMap<Db, VisitLookup>();

export function registerVisitLookup(deps: Pick<AppDeps, 'db'>, lookup: VisitLookup): void {
  lookups.set(deps.db, lookup);
}

export function findVisit(deps: AppDeps, applicationId: number): Visit | null {
  return lookups.get(deps.db)?.(deps, applicationId) ?? null;
}
