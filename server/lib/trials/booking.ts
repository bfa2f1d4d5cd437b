import { and, eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { BookingReceipt } from '#shared/schemas/trial';
import type { Db } from '../../db/client';
import { trialBookings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import type { ApplicationRow } from './rows';
import { type ResolvedSession, resolveBookableSession } from './sessions';
import { cancelPath, icsPath, newBookingToken } from './tokens';

const copy = serverMessages.trialsServer;

export type SeatStatus = 'booked' | 'waitlisted';

/** What a booking transaction took: the application as stored, the visitor's receipt and the link's token. */
export interface TakenSeat {
  application: ApplicationRow;
  receipt: BookingReceipt;
  /** The private link's token, given to the visitor once (only its hash is stored). */
  token: string;
}

function bookedCount(db: Db, slotId: number, date: string): number {
  return db
    .select({ id: trialBookings.id })
    .from(trialBookings)
    .where(and(eq(trialBookings.slotId, slotId), eq(trialBookings.date, date), eq(trialBookings.status, 'booked')))
    .all().length;
}

/**
 * Takes a seat (or a waitlist place) on a session, inside the caller's BEGIN IMMEDIATE transaction,
 * which holds SQLite's write lock from its start: no other writer can count the same free seat in
 * between. The free seats are counted once; the status they give goes to `owner`, which stores the
 * application with it (a new one on sign-up, the moved one's status on a move) and returns it, and
 * then the booking row is inserted for that application. A full session without the waitlist is a
 * 409 before anything is written.
 */
export function takeSeat(
  deps: Pick<AppDeps, 'db' | 'now'>,
  session: ResolvedSession,
  waitlist: boolean,
  owner: (status: SeatStatus) => ApplicationRow,
): TakenSeat {
  const free = session.slot.capacity - bookedCount(deps.db, session.slot.id, session.date);
  if (free <= 0 && !waitlist) throw new DomainError('conflict', copy.sessionFull);
  const status: SeatStatus = free > 0 ? 'booked' : 'waitlisted';
  const application = owner(status);
  const { token, hash } = newBookingToken();
  deps.db
    .insert(trialBookings)
    .values({
      slotId: session.slot.id,
      date: session.date,
      applicationId: application.id,
      status,
      tokenHash: hash,
      createdAt: deps.now(),
    })
    .run();
  const receipt: BookingReceipt = {
    status,
    sessionId: session.sessionId,
    date: session.date,
    time: session.slot.time,
    cancelUrl: cancelPath(token),
    icsUrl: icsPath(token),
  };
  return { application, receipt, token };
}

/**
 * The cheap refusals (unknown, past, closed, unfitting session) before the captcha is redeemed, so a
 * wrong id does not cost the visitor their answer. The transaction checks again.
 */
export function checkTrialRequest(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: { sessionId?: string; direction: string; age: number },
): void {
  if (request.sessionId) resolveBookableSession(deps, request.sessionId, request);
}

/**
 * The booking part of the sign-up's one write transaction (server/lib/applications.ts opens it):
 * the session is checked again under the write lock, then the seat is taken with the application
 * inserted by `insertApplication` in the status the seat gave. Either both are stored or neither.
 */
export function bookWithApplication(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: { sessionId: string; waitlist?: boolean; direction: string; age: number },
  insertApplication: (status: SeatStatus) => ApplicationRow,
): TakenSeat {
  const session = resolveBookableSession(deps, request.sessionId, request);
  return takeSeat(deps, session, request.waitlist === true, insertApplication);
}
