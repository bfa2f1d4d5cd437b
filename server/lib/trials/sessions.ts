import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import {
  bookingWindow,
  closureKey,
  clubTimeToUnix,
  isBookableDate,
  parseSessionId,
  sessionIdOf,
  upcomingSessions,
} from '#shared/rules/trial-sessions';
import type { Direction } from '#shared/schemas/application';
import type { TrialSession } from '#shared/schemas/trial';
import type { Db } from '../../db/client';
import { trialBookings, trialClosures, trialSlots } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import type { SlotRow } from './rows';

const copy = serverMessages.trialsServer;

/** Booked and waitlisted counts of the given slots' sessions on the given dates, by `closureKey`. */
function seatsTaken(db: Db, slotIds: number[], dates: string[]): Map<string, { booked: number; waitlisted: number }> {
  const counts = new Map<string, { booked: number; waitlisted: number }>();
  if (!slotIds.length || !dates.length) return counts;
  const rows = db
    .select({ slotId: trialBookings.slotId, date: trialBookings.date, status: trialBookings.status })
    .from(trialBookings)
    .where(and(inArray(trialBookings.slotId, slotIds), inArray(trialBookings.date, dates)))
    .all();
  for (const row of rows) {
    const key = closureKey(row.slotId, row.date);
    const entry = counts.get(key) ?? { booked: 0, waitlisted: 0 };
    if (row.status === 'booked') entry.booked += 1;
    if (row.status === 'waitlisted') entry.waitlisted += 1;
    counts.set(key, entry);
  }
  return counts;
}

function closedSet(db: Db, dates: string[]): Set<string> {
  if (!dates.length) return new Set();
  return new Set(
    db
      .select({ slotId: trialClosures.slotId, date: trialClosures.date })
      .from(trialClosures)
      .where(inArray(trialClosures.date, dates))
      .all()
      .map((row) => closureKey(row.slotId, row.date)),
  );
}

/** The bookable sessions of the next 14 days that fit the direction and the age, soonest first. */
export function findTrialSessions(
  deps: Pick<AppDeps, 'db' | 'now'>,
  filter: { direction?: string; age?: number } = {},
): TrialSession[] {
  const now = deps.now();
  const conditions = [eq(trialSlots.active, true)];
  if (filter.direction) conditions.push(eq(trialSlots.direction, filter.direction));
  if (filter.age !== undefined) conditions.push(lte(trialSlots.ageMin, filter.age), gte(trialSlots.ageMax, filter.age));
  const slots = deps.db
    .select()
    .from(trialSlots)
    .where(and(...conditions))
    .all();
  const window = bookingWindow(now);
  const sessions = upcomingSessions(slots, now, closedSet(deps.db, window));
  const taken = seatsTaken(
    deps.db,
    slots.map((slot) => slot.id),
    window,
  );
  const byId = new Map(slots.map((slot) => [slot.id, slot]));
  return sessions.map((session) => {
    const slot = byId.get(session.slotId) as SlotRow;
    const counts = taken.get(closureKey(slot.id, session.date)) ?? { booked: 0, waitlisted: 0 };
    return {
      id: sessionIdOf(slot.id, session.date),
      date: session.date,
      time: slot.time,
      direction: slot.direction as Direction,
      title: slot.title,
      capacity: slot.capacity,
      seatsLeft: Math.max(0, slot.capacity - counts.booked),
      waitlisted: counts.waitlisted,
    };
  });
}

export interface ResolvedSession {
  slot: SlotRow;
  date: string;
  sessionId: string;
}

/**
 * A session a visitor may book now: it exists (404 otherwise), fits the visitor's direction and age,
 * is inside the window, has not started and is not closed (400 with the reason).
 */
export function resolveBookableSession(
  deps: Pick<AppDeps, 'db' | 'now'>,
  sessionId: string,
  visitor: { direction: string; age: number },
): ResolvedSession {
  const parsed = parseSessionId(sessionId);
  const slot = parsed ? deps.db.select().from(trialSlots).where(eq(trialSlots.id, parsed.slotId)).get() : undefined;
  if (!parsed || !slot?.active) throw new DomainError('not-found', copy.sessionNotFound);
  const now = deps.now();
  if (clubTimeToUnix(parsed.date, slot.time) <= now) throw new DomainError('bad-input', copy.sessionPast);
  if (!isBookableDate(slot, parsed.date, now)) throw new DomainError('not-found', copy.sessionNotFound);
  const closed = deps.db
    .select({ id: trialClosures.id })
    .from(trialClosures)
    .where(and(eq(trialClosures.slotId, slot.id), eq(trialClosures.date, parsed.date)))
    .get();
  if (closed) throw new DomainError('bad-input', copy.sessionClosed);
  if (slot.direction !== visitor.direction) throw new DomainError('bad-input', copy.wrongDirection);
  if (visitor.age < slot.ageMin || visitor.age > slot.ageMax)
    throw new DomainError('bad-input', copy.wrongAge(slot.ageMin, slot.ageMax));
  return { slot, date: parsed.date, sessionId: sessionIdOf(slot.id, parsed.date) };
}
