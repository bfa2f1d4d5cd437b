import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { addDays, bookingWindow, closureKey, clubDateTime, clubTimeToUnix, sessionIdOf } from '#shared/rules/trial-sessions';
import type { Direction } from '#shared/schemas/application';
import type { Db } from '../../db/client';
import { applications, trialBookings, trialClosures, trialSlots } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import type { ApplicationStatus } from './rows';

// The admin's sessions screen: who is booked on each session, closed dates, attendance.

const copy = serverMessages.trialsServer;

export interface Attendee {
  bookingId: number;
  applicationId: number;
  name: string;
  lastname: string;
  age: number;
  phone: string;
  status: 'booked' | 'waitlisted';
  attendance: 'came' | 'no-show' | null;
  /** No earlier trial booking of this phone. */
  firstVisit: boolean;
  applicationStatus: ApplicationStatus;
}

export interface AdminSession {
  id: string;
  slotId: number;
  date: string;
  time: string;
  direction: Direction;
  title: string;
  capacity: number;
  closed: boolean;
  closedReason: string;
  past: boolean;
  attendees: Attendee[];
}

function attendeesOf(db: Db, slotIds: number[], dates: string[]): Map<string, Attendee[]> {
  const map = new Map<string, Attendee[]>();
  if (!slotIds.length || !dates.length) return map;
  const rows = db
    .select({ booking: trialBookings, application: applications })
    .from(trialBookings)
    .innerJoin(applications, eq(applications.id, trialBookings.applicationId))
    .where(
      and(
        inArray(trialBookings.slotId, slotIds),
        inArray(trialBookings.date, dates),
        inArray(trialBookings.status, ['booked', 'waitlisted']),
      ),
    )
    .orderBy(asc(trialBookings.id))
    .all();
  const phones = [...new Set(rows.map((row) => row.application.phone))];
  const firstBookingByPhone = new Map<string, number>();
  if (phones.length) {
    for (const row of db
      .select({ id: trialBookings.id, phone: applications.phone })
      .from(trialBookings)
      .innerJoin(applications, eq(applications.id, trialBookings.applicationId))
      .where(and(inArray(applications.phone, phones), inArray(trialBookings.status, ['booked', 'waitlisted'])))
      .orderBy(asc(trialBookings.id))
      .all()) {
      if (!firstBookingByPhone.has(row.phone)) firstBookingByPhone.set(row.phone, row.id);
    }
  }
  for (const { booking, application } of rows) {
    const key = closureKey(booking.slotId, booking.date);
    const list = map.get(key) ?? [];
    list.push({
      bookingId: booking.id,
      applicationId: application.id,
      name: application.name,
      lastname: application.lastname,
      age: application.age,
      phone: application.phone,
      status: booking.status as 'booked' | 'waitlisted',
      attendance: booking.attendance,
      firstVisit: firstBookingByPhone.get(application.phone) === booking.id,
      applicationStatus: application.status,
    });
    map.set(key, list);
  }
  return map;
}

/** Every session from a week ago (to mark who came) to the end of the booking window, by date. */
export function adminSessions(deps: Pick<AppDeps, 'db' | 'now'>, options: { daysBack?: number } = {}): AdminSession[] {
  const now = deps.now();
  const today = clubDateTime(now).date;
  const daysBack = options.daysBack ?? 7;
  const dates = [...Array.from({ length: daysBack }, (_, i) => addDays(today, i - daysBack)), ...bookingWindow(now)];
  const slots = deps.db.select().from(trialSlots).all();
  const closures = deps.db
    .select()
    .from(trialClosures)
    .where(and(gte(trialClosures.date, dates[0] as string), lte(trialClosures.date, dates[dates.length - 1] as string)))
    .all();
  const closedReason = new Map(closures.map((c) => [closureKey(c.slotId, c.date), c.reason]));
  const attendees = attendeesOf(
    deps.db,
    slots.map((s) => s.id),
    dates,
  );
  const sessions: AdminSession[] = [];
  for (const date of dates) {
    for (const slot of slots) {
      const key = closureKey(slot.id, date);
      const people = attendees.get(key) ?? [];
      const weekdayMatches = (new Date(`${date}T00:00:00Z`).getUTCDay() || 7) === slot.weekday;
      // A switched-off slot still shows the sessions someone is booked on.
      if (!weekdayMatches || (!slot.active && !people.length)) continue;
      const startsAt = clubTimeToUnix(date, slot.time);
      const past = startsAt <= now;
      if (past && !people.length) continue;
      sessions.push({
        id: sessionIdOf(slot.id, date),
        slotId: slot.id,
        date,
        time: slot.time,
        direction: slot.direction as Direction,
        title: slot.title,
        capacity: slot.capacity,
        closed: closedReason.has(key),
        closedReason: closedReason.get(key) ?? '',
        past,
        attendees: people,
      });
    }
  }
  return sessions.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.slotId - b.slotId);
}

/**
 * Closes one date of a slot: nobody can book it from now on. The bookings already made stay (the
 * admin calls those people; the answer lists them) and the session is shown as closed.
 */
export function closeDate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { slotId: number; date: string; reason: string },
): Attendee[] {
  const slot = deps.db.select().from(trialSlots).where(eq(trialSlots.id, input.slotId)).get();
  if (!slot) throw new DomainError('not-found', serverMessages.errors.notFoundEntity);
  if ((new Date(`${input.date}T00:00:00Z`).getUTCDay() || 7) !== slot.weekday)
    throw new DomainError('bad-input', copy.closeWrongWeekday);
  deps.db
    .insert(trialClosures)
    .values({ slotId: input.slotId, date: input.date, reason: input.reason, createdAt: deps.now() })
    .onConflictDoUpdate({ target: [trialClosures.slotId, trialClosures.date], set: { reason: input.reason } })
    .run();
  return attendeesOf(deps.db, [slot.id], [input.date]).get(closureKey(slot.id, input.date)) ?? [];
}

export function reopenDate({ db }: Pick<AppDeps, 'db'>, input: { slotId: number; date: string }): void {
  db.delete(trialClosures)
    .where(and(eq(trialClosures.slotId, input.slotId), eq(trialClosures.date, input.date)))
    .run();
}

/** The closed dates from today on, for the slot editor. */
export function listClosures(
  deps: Pick<AppDeps, 'db' | 'now'>,
): Array<{ slotId: number; date: string; reason: string; bookings: Attendee[] }> {
  const today = clubDateTime(deps.now()).date;
  const rows = deps.db.select().from(trialClosures).where(gte(trialClosures.date, today)).orderBy(asc(trialClosures.date)).all();
  return rows.map((row) => ({
    slotId: row.slotId,
    date: row.date,
    reason: row.reason,
    bookings: attendeesOf(deps.db, [row.slotId], [row.date]).get(closureKey(row.slotId, row.date)) ?? [],
  }));
}

/** 'пришёл' / 'не пришёл' on a booked visitor; the application's status follows. */
export function markAttendance(
  { db }: Pick<AppDeps, 'db'>,
  input: { bookingId: number; attendance: 'came' | 'no-show' | null },
): Attendee['attendance'] {
  const booking = db.select().from(trialBookings).where(eq(trialBookings.id, input.bookingId)).get();
  if (!booking) throw new DomainError('not-found', serverMessages.errors.notFoundEntity);
  if (booking.status !== 'booked') throw new DomainError('bad-input', copy.markOnlyBooked);
  db.transaction(() => {
    db.update(trialBookings).set({ attendance: input.attendance }).where(eq(trialBookings.id, booking.id)).run();
    db.update(applications)
      .set({ status: input.attendance ?? 'booked' })
      .where(eq(applications.id, booking.applicationId))
      .run();
  });
  return input.attendance;
}
