import { asc, eq, inArray } from 'drizzle-orm';
import { directionName } from '#shared/directions';
import { serverMessages } from '#shared/messages/server.ru';
import { formatSession, sessionIdOf } from '#shared/rules/trial-sessions';
import type { Direction } from '#shared/schemas/application';
import { trialBookings, trialSlots } from '../../db/schema';
import type { AppDeps } from '../../deps';

// The inbox: the trial session booked with each application (the card and the CSV).

export interface ApplicationBooking {
  applicationId: number;
  sessionId: string;
  date: string;
  time: string;
  direction: Direction;
  /** The group, e.g. 'Дети 6–12 лет'. */
  title: string;
  status: 'booked' | 'waitlisted' | 'cancelled';
  attendance: 'came' | 'no-show' | null;
}

/**
 * The latest booking of each application (after a move, the new one; a cancelled one stays shown
 * as such), for the inbox card and its CSV. With `applicationIds`, only those applications.
 */
export function latestBookings({ db }: Pick<AppDeps, 'db'>, applicationIds?: number[]): Map<number, ApplicationBooking> {
  const map = new Map<number, ApplicationBooking>();
  if (applicationIds && !applicationIds.length) return map;
  const rows = db
    .select({ booking: trialBookings, slot: trialSlots })
    .from(trialBookings)
    .innerJoin(trialSlots, eq(trialSlots.id, trialBookings.slotId))
    .where(applicationIds ? inArray(trialBookings.applicationId, applicationIds) : undefined)
    .orderBy(asc(trialBookings.id))
    .all();
  for (const { booking, slot } of rows)
    map.set(booking.applicationId, {
      applicationId: booking.applicationId,
      sessionId: sessionIdOf(slot.id, booking.date),
      date: booking.date,
      time: slot.time,
      direction: slot.direction as Direction,
      title: slot.title,
      status: booking.status,
      attendance: booking.attendance,
    });
  return map;
}

/** The booking as one line of the CSV: session and where it stands. */
export function bookingCsvColumns(booking: ApplicationBooking | undefined): [string, string] {
  if (!booking) return ['', ''];
  const area = serverMessages.adminArea;
  return [
    area.trialSession(formatSession(booking.date, booking.time), directionName(booking.direction), booking.title),
    area.trialBookingState[booking.attendance ?? booking.status],
  ];
}
