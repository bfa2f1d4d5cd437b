import { and, asc, eq, lte } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { clubTimeToUnix, formatSession, sessionIdOf } from '#shared/rules/trial-sessions';
import type { Direction } from '#shared/schemas/application';
import type { BookingReceipt } from '#shared/schemas/trial';
import type { Db } from '../../db/client';
import { applications, trialBookings, trialSlots } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { cancellationMessage, moveMessage } from '../club-messages';
import { DomainError } from '../domain-error';
import { readSiteSettings } from '../site-settings';
import { sendClubMessage } from '../telegram';
import { rememberBookingToken, visitCancelled, visitChanged } from '../telegram-bot/reminders';
import { takeSeat } from './booking';
import { visitOf } from './reminder-visit';
import type { ApplicationRow, BookingRow, SlotRow } from './rows';
import { resolveBookableSession } from './sessions';
import { readTrialSettings } from './settings';
import { hashBookingToken, icsPath } from './tokens';

/** The private link: read, cancel, move. Only the token opens a booking; there is no other way in. */

const copy = serverMessages.trialsServer;

export function bookingByToken({ db }: Pick<AppDeps, 'db'>, token: string): BookingRow {
  const row = db
    .select()
    .from(trialBookings)
    .where(eq(trialBookings.tokenHash, hashBookingToken(token)))
    .get();
  if (!row || row.status === 'cancelled') throw new DomainError('not-found', copy.linkInvalid);
  return row;
}

export interface BookingView {
  status: 'booked' | 'waitlisted';
  sessionId: string;
  date: string;
  time: string;
  durationMinutes: number;
  direction: Direction;
  title: string;
  name: string;
  age: number;
  /** Place in the waitlist, 1-based; null when booked. */
  waitlistPosition: number | null;
  /** Started or past: no more cancelling or moving. */
  past: boolean;
  address: string;
  whatToBring: string;
  clubName: string;
  icsUrl: string;
}

export function readBooking(deps: Pick<AppDeps, 'db' | 'now'>, token: string): BookingView {
  const booking = bookingByToken(deps, token);
  const slot = deps.db.select().from(trialSlots).where(eq(trialSlots.id, booking.slotId)).get() as SlotRow;
  const application = deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, booking.applicationId))
    .get() as ApplicationRow;
  const site = readSiteSettings(deps);
  let waitlistPosition: number | null = null;
  if (booking.status === 'waitlisted') {
    waitlistPosition = deps.db
      .select({ id: trialBookings.id })
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.slotId, booking.slotId),
          eq(trialBookings.date, booking.date),
          eq(trialBookings.status, 'waitlisted'),
          lte(trialBookings.id, booking.id),
        ),
      )
      .all().length;
  }
  return {
    status: booking.status as 'booked' | 'waitlisted',
    sessionId: sessionIdOf(slot.id, booking.date),
    date: booking.date,
    time: slot.time,
    durationMinutes: slot.durationMinutes,
    direction: slot.direction as Direction,
    title: slot.title,
    name: application.name,
    age: application.age,
    waitlistPosition,
    past: clubTimeToUnix(booking.date, slot.time) <= deps.now(),
    address: [site.city, site.address, site.addressNote].filter(Boolean).join(', '),
    whatToBring: readTrialSettings(deps).whatToBring,
    clubName: site.clubName,
    icsUrl: icsPath(token),
  };
}

/**
 * Frees a booked seat and gives it to the first on the waitlist (the lowest id) in the same
 * transaction. Returns the promoted application, if any, for the admin's message.
 */
function freeSeat(db: Db, booking: BookingRow, now: number): ApplicationRow | null {
  if (booking.status !== 'booked') return null;
  const next = db
    .select()
    .from(trialBookings)
    .where(
      and(eq(trialBookings.slotId, booking.slotId), eq(trialBookings.date, booking.date), eq(trialBookings.status, 'waitlisted')),
    )
    .orderBy(asc(trialBookings.id))
    .get();
  if (!next) return null;
  db.update(trialBookings).set({ status: 'booked', promotedAt: now }).where(eq(trialBookings.id, next.id)).run();
  return (
    db.update(applications).set({ status: 'booked' }).where(eq(applications.id, next.applicationId)).returning().get() ?? null
  );
}

/** The booking is cancelled and its link cleared; the application goes back to 'new' with a note, as a lead to call. */
function cancelRow(db: Db, booking: BookingRow, now: number, note: string): ApplicationRow {
  db.update(trialBookings)
    .set({ status: 'cancelled', cancelledAt: now, tokenHash: null })
    .where(eq(trialBookings.id, booking.id))
    .run();
  const application = db.select().from(applications).where(eq(applications.id, booking.applicationId)).get() as ApplicationRow;
  return (
    db
      .update(applications)
      .set({ status: 'new', note: application.note ? `${application.note}\n${note}` : note })
      .where(eq(applications.id, application.id))
      .returning()
      .get() ?? application
  );
}

/** The booking's slot, refused once its session has begun (no cancelling or moving after the start). */
function notStartedSlot(db: Db, booking: BookingRow, now: number): SlotRow {
  const slot = db.select().from(trialSlots).where(eq(trialSlots.id, booking.slotId)).get();
  if (!slot || clubTimeToUnix(booking.date, slot.time) <= now) throw new DomainError('bad-input', copy.alreadyStarted);
  return slot;
}

/** Cancels through the private link: the link stops working, the seat goes to the waitlist's first. */
export async function cancelBooking(deps: AppDeps, token: string): Promise<{ promoted: boolean }> {
  const done = deps.db.transaction(
    () => {
      const booking = bookingByToken(deps, token);
      const now = deps.now();
      const slot = notStartedSlot(deps.db, booking, now);
      const when = formatSession(booking.date, slot.time);
      const promoted = freeSeat(deps.db, booking, now);
      const person = cancelRow(deps.db, booking, now, copy.cancelledNote(when));
      return { when, person, promoted, visit: visitOf(deps, booking, slot, null) };
    },
    { behavior: 'immediate' },
  );
  // The visitor's chat hears of the cancellation, the used link is forgotten, and whoever got the
  // seat from the waitlist has their reminders planned.
  visitCancelled(deps, done.person.id, done.visit);
  rememberBookingToken(deps, done.person.id, null);
  if (done.promoted) visitChanged(deps, done.promoted.id, 'promoted');
  await sendClubMessage(deps, cancellationMessage(deps, done));
  return { promoted: Boolean(done.promoted) };
}

/** Moves the visit to another session: the old seat is freed, a new booking with a new link made. */
export async function moveBooking(
  deps: AppDeps,
  input: { token: string; sessionId: string; waitlist: boolean },
): Promise<BookingReceipt> {
  const done = deps.db.transaction(
    () => {
      const booking = bookingByToken(deps, input.token);
      const now = deps.now();
      const oldSlot = notStartedSlot(deps.db, booking, now);
      const application = deps.db
        .select()
        .from(applications)
        .where(eq(applications.id, booking.applicationId))
        .get() as ApplicationRow;
      const target = resolveBookableSession(deps, input.sessionId, application);
      if (target.slot.id === booking.slotId && target.date === booking.date) throw new DomainError('bad-input', copy.sameSession);
      const promoted = freeSeat(deps.db, booking, now);
      deps.db
        .update(trialBookings)
        .set({ status: 'cancelled', cancelledAt: now, tokenHash: null })
        .where(eq(trialBookings.id, booking.id))
        .run();
      const seat = takeSeat(
        deps,
        target,
        input.waitlist,
        (status) =>
          deps.db.update(applications).set({ status }).where(eq(applications.id, application.id)).returning().get() ??
          application,
      );
      return { ...seat, from: formatSession(booking.date, oldSlot.time), promoted };
    },
    { behavior: 'immediate' },
  );
  // A move issues a new private link: the reminders carry it from now on, and are replaced by the
  // new visit's (confirmed in the chat); a seat freed by the move may promote someone.
  rememberBookingToken(deps, done.application.id, done.token);
  visitChanged(deps, done.application.id, 'moved');
  if (done.promoted) visitChanged(deps, done.promoted.id, 'promoted');
  await sendClubMessage(
    deps,
    moveMessage(deps, {
      from: done.from,
      to: formatSession(done.receipt.date, done.receipt.time),
      person: done.application,
      promoted: done.promoted,
    }),
  );
  return done.receipt;
}
