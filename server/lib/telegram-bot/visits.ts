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

/**
 * Finds the booked visit of an application, or null when it has none (a plain application). It takes
 * the deps it is called with, so a copy of the deps with another database or secret (a restarted
 * process in the tests) looks the visit up there.
 */
export type VisitLookup = (deps: AppDeps, applicationId: number) => Visit | null;

/**
 * The seam to the trial-lesson booking, which sits above this module (server/lib/trials/ imports the
 * bot, not the other way round): the lookup is `AppDeps.visitLookup`, set by `createDeps`
 * (server/deps.ts) for the start-up and the tests alike, so neither can forget it. The booking
 * module calls `visitChanged` or `visitCancelled` (reminders.ts) when a booking is moved, promoted
 * or cancelled.
 */
export function findVisit(deps: AppDeps, applicationId: number): Visit | null {
  return deps.visitLookup(deps, applicationId);
}
