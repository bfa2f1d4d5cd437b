import { clubNotificationText } from '#shared/content/telegram.ru';
import { directionName } from '#shared/directions';
import { serverMessages } from '#shared/messages/server.ru';
import { clubTimeToUnix, formatSession } from '#shared/rules/trial-sessions';
import type { BookingReceipt } from '#shared/schemas/trial';
import type { AppDeps } from '../deps';
import { readLawSettings } from './law-settings';
import { visitWhen } from './telegram-bot/reminders';
import type { ApplicationRow } from './trials/rows';

/**
 * The club chat's serverMessages about applications and trial bookings, each built from what its write
 * transaction returned (nothing is read back). Every one follows the one setting 'Передавать имя и
 * телефон' (law settings, off by default): with it off, Telegram, a foreign service, gets no name
 * and no phone; the message says what happened and links to the application in the admin area,
 * where the logged-in admin sees whom to call.
 */

const copy = serverMessages.trialsServer;

const applicationUrl = (deps: Pick<AppDeps, 'env'>, id: number) => `${deps.env.siteOrigin}/admin/applications#application-${id}`;

/** A person in a message: their name and phone when allowed, else their application's link. */
function personOf(deps: Pick<AppDeps, 'env'>, row: ApplicationRow, contacts: boolean): string {
  return contacts ? `${row.name} ${row.lastname}, ${row.phone}` : copy.applicationLink(applicationUrl(deps, row.id));
}

const contactsAllowed = (deps: Pick<AppDeps, 'db'>) => readLawSettings(deps).telegramIncludeContacts;

/** What the sign-up's transaction stored: the application and the seat or waitlist place taken with it. */
export interface StoredApplication {
  row: ApplicationRow;
  booking: BookingReceipt | null;
}

/** A new application: direction, age, the trial session or waitlist place taken with it, the admin link. */
export function newApplicationMessage(deps: Pick<AppDeps, 'db' | 'env'>, stored: StoredApplication): string {
  const { row, booking } = stored;
  const contacts = contactsAllowed(deps);
  return clubNotificationText({
    direction: directionName(row.direction),
    age: row.age,
    minor: row.consentBy === 'guardian',
    visit: booking?.status === 'booked' ? visitWhen(clubTimeToUnix(booking.date, booking.time)) : null,
    waitlist: booking?.status === 'waitlisted' ? copy.notificationLine(formatSession(booking.date, booking.time), true) : null,
    adminUrl: applicationUrl(deps, row.id),
    contacts: contacts ? { name: `${row.name} ${row.lastname}`, phone: row.phone } : null,
  });
}

/** What a cancellation's transaction returned: the session, who cancelled, who got the seat. */
export interface Cancellation {
  when: string;
  person: ApplicationRow;
  promoted: ApplicationRow | null;
}

export function cancellationMessage(deps: Pick<AppDeps, 'db' | 'env'>, done: Cancellation): string {
  const contacts = contactsAllowed(deps);
  return copy.cancelledNotification(
    done.when,
    personOf(deps, done.person, contacts),
    done.promoted ? personOf(deps, done.promoted, contacts) : null,
  );
}

/** What a move's transaction returned: the old and new sessions, who moved, who got the old seat. */
export interface Move {
  from: string;
  to: string;
  person: ApplicationRow;
  promoted: ApplicationRow | null;
}

export function moveMessage(deps: Pick<AppDeps, 'db' | 'env'>, done: Move): string {
  const contacts = contactsAllowed(deps);
  return copy.movedNotification(
    done.from,
    done.to,
    personOf(deps, done.person, contacts),
    done.promoted ? personOf(deps, done.promoted, contacts) : null,
  );
}
