import { and, eq, inArray } from 'drizzle-orm';
import { paymentsMessages } from '#shared/messages/payments.ru';
import { applications, groups, type passTypes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { bookingByToken } from '../trials/private-link';
import type { ApplicationRow } from '../trials/rows';

/**
 * The trial visitor behind a private link (/trial/<token>), for buying from it: the application the
 * token names, its member's name and guardian as 'Сделать учеником' writes them, and whether a pass
 * type is for its direction. The token is the key, as for the link's other actions.
 */

const copy = paymentsMessages.server;
type PassTypeRow = typeof passTypes.$inferSelect;

/** The application a private link names, or null (unknown, cancelled or moved link). */
export function applicationOfTrialLink(deps: Pick<AppDeps, 'db'>, token: string): ApplicationRow | null {
  try {
    const booking = bookingByToken(deps, token);
    return deps.db.select().from(applications).where(eq(applications.id, booking.applicationId)).get() ?? null;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') return null;
    throw error;
  }
}

/** The member's name as the staff's 'Сделать учеником' writes it: the surname, then the name. */
export function nameOfApplication(app: ApplicationRow): string {
  return `${app.lastname} ${app.name}`.trim().replace(/\s+/g, ' ');
}

/** The guardian who signed the child up, or null when the visitor signed up for themselves. */
export function guardianOfApplication(app: ApplicationRow): string | null {
  return app.consentBy === 'guardian' && app.guardianName ? app.guardianName : null;
}

/**
 * A pass type good for a direction: one for any direction (no directions and no groups), one naming
 * the direction, or one for a group of that direction.
 */
export function fitsDirection(
  deps: Pick<AppDeps, 'db'>,
  type: Pick<PassTypeRow, 'directions' | 'groupIds'>,
  direction: string,
): boolean {
  if (type.directions.length === 0 && type.groupIds.length === 0) return true;
  if (type.directions.includes(direction)) return true;
  if (type.groupIds.length === 0) return false;
  return (
    deps.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(inArray(groups.id, type.groupIds), eq(groups.direction, direction)))
      .all().length > 0
  );
}

/** The checkout's check of a private link's purchase: the link works and the pass is for its direction. */
export function trialApplicationFor(deps: Pick<AppDeps, 'db'>, token: string, type: PassTypeRow): ApplicationRow {
  const app = applicationOfTrialLink(deps, token);
  if (!app) throw new DomainError('bad-input', copy.trialLinkInvalid);
  if (!fitsDirection(deps, type, app.direction)) throw new DomainError('bad-input', copy.notForTrialDirection);
  return app;
}
