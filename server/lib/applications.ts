import { and, eq, gt } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { Application, ApplicationFields, ApplicationStatus } from '#shared/schemas/application';
import type { BookingReceipt } from '#shared/schemas/trial';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { verifyCaptcha } from './captcha';
import { newApplicationMessage } from './club-messages';
import { type ConsentInput, consentRecord } from './consent-record';
import { tooMany } from './domain-error';
import { limiterFor } from './rate-limit';
import { sendClubMessage, telegramConfigured } from './telegram';
import { createLinkToken, deepLink, remindersConfigured } from './telegram-bot/reminders';
import { bookWithApplication, checkTrialRequest } from './trials/booking';
import type { ApplicationRow } from './trials/rows';

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    phone: row.phone,
    age: row.age,
    direction: row.direction as Application['direction'],
    status: row.status,
    note: row.note,
    consent: row.consent,
    consentEditionId: row.consentEditionId,
    consentAt: row.consentAt,
    consentIp: row.consentIp,
    consentUserAgent: row.consentUserAgent,
    consentBy: row.consentBy,
    guardianName: row.guardianName,
    marketingConsent: row.marketingConsent === true,
    marketingWithdrawnAt: row.marketingWithdrawnAt,
    createdAt: row.createdAt,
  };
}

const HOUR = 60 * 60;

type SubmitInput = ApplicationFields & ConsentInput & { recaptchaResponse: string; sessionId?: string; waitlist?: boolean };

/** What the sign-up's write transaction stored: the application, its booking and the private link's token. */
interface Stored {
  row: ApplicationRow;
  /** An application with this phone and direction was already accepted within the window; nothing was written. */
  duplicate: boolean;
  booking: BookingReceipt | null;
  /** The booking's private-link token, kept (sealed) for the visitor's reminders. */
  bookingToken: string | null;
}

export interface SubmitOutcome {
  application: Application;
  /** An application with this phone and direction was already accepted within 24 hours; nothing new stored or sent. */
  duplicate: boolean;
  /** The trial session booked (or waitlisted) with it, when one was chosen. */
  booking: BookingReceipt | null;
  /** The deep link to the club's reminder bot, when one is configured. */
  reminderUrl: string | null;
}

/**
 * The address's hourly allowance is used (every try counts, failed captchas too) and the site's
 * hourly ceiling checked; the ceiling is returned to be counted once an application is accepted, so
 * strangers cannot use it up with junk.
 */
function checkLimits(deps: AppDeps, ip: string) {
  const perAddress = limiterFor(deps, 'applications-address', {
    limit: deps.env.APPLICATIONS_PER_HOUR_PER_ADDRESS,
    windowSeconds: HOUR,
  });
  const overall = limiterFor(deps, 'applications-all', {
    limit: deps.env.APPLICATIONS_PER_HOUR,
    windowSeconds: HOUR,
    maxKeys: 1,
  });
  const own = perAddress.hit(ip, deps.now());
  if (!own.ok) throw tooMany(own.retryAfter, serverMessages.server.tooManyApplications);
  const ceiling = overall.peek('all', deps.now());
  if (!ceiling.ok) throw tooMany(ceiling.retryAfter, serverMessages.server.applicationsCeiling);
  return { countAccepted: () => overall.hit('all', deps.now()) };
}

/**
 * The one write transaction of a sign-up. With a chosen trial session the seat is taken with the
 * application (server/lib/trials/booking.ts): either both are stored or neither. A booking is never
 * treated as a repeat: someone who asked for a call yesterday and books a class today is exactly who
 * the club wants. Without a session, a repeat of the same phone and direction within the window
 * stores nothing. BEGIN IMMEDIATE takes SQLite's write lock first, and better-sqlite3 runs the
 * transaction synchronously: no other request runs between the checks and the inserts.
 */
function storeApplication(deps: AppDeps, input: SubmitInput, consentFields: Partial<ApplicationRow>): Stored {
  // One instant for the row and its consent: the record says when the visitor's agreement was stored.
  const now = deps.now();
  const insert = (status?: ApplicationStatus) =>
    deps.db
      .insert(applications)
      .values({
        name: input.name,
        lastname: input.lastname,
        phone: input.phone,
        age: input.age,
        direction: input.direction,
        ...consentFields,
        consentAt: consentFields.consent ? now : null,
        createdAt: now,
        ...(status ? { status } : {}),
      })
      .returning()
      .get();
  const duplicateWindow = deps.env.DUPLICATE_APPLICATION_HOURS * HOUR;
  const { sessionId } = input;
  return deps.db.transaction(
    (): Stored => {
      if (sessionId) {
        const seat = bookWithApplication(deps, { ...input, sessionId }, insert);
        return { row: seat.application, duplicate: false, booking: seat.receipt, bookingToken: seat.token };
      }
      const earlier =
        duplicateWindow > 0 &&
        deps.db
          .select()
          .from(applications)
          .where(
            and(
              eq(applications.phone, input.phone),
              eq(applications.direction, input.direction),
              gt(applications.createdAt, now - duplicateWindow),
            ),
          )
          .get();
      if (earlier) return { row: earlier, duplicate: true, booking: null, bookingToken: null };
      return { row: insert(), duplicate: false, booking: null, bookingToken: null };
    },
    { behavior: 'immediate' },
  );
}

/**
 * A waiting-list sign-up, as one story: limits → checks → captcha → one write transaction →
 * notifications built from what that transaction returned. A repeat stores and sends nothing and
 * answers as accepted. The club's message comes after the commit and its failure only leaves
 * `notifiedAt` empty.
 */
export async function submitApplication(deps: AppDeps, input: SubmitInput, ip: string, userAgent = ''): Promise<SubmitOutcome> {
  const limits = checkLimits(deps, ip);

  // An unknown, past or closed session is refused before the captcha answer is used up, and so is
  // an unknown consent edition (even for a repeat).
  checkTrialRequest(deps, input);
  const consentFields = consentRecord(deps, input, { ip, userAgent });
  await verifyCaptcha(deps, input.recaptchaResponse, ip);

  const stored = storeApplication(deps, input, consentFields);
  if (stored.duplicate) return { application: toApplication(stored.row), duplicate: true, booking: null, reminderUrl: null };
  limits.countAccepted();

  if (telegramConfigured(deps) && (await sendClubMessage(deps, newApplicationMessage(deps, stored)))) {
    deps.db.update(applications).set({ notifiedAt: deps.now() }).where(eq(applications.id, stored.row.id)).run();
  }
  // The visitor's own reminders: a deep link to the club's bot, offered on the confirmation. With a
  // booking, its private link is kept (sealed) for the reminders, which carry it.
  const reminderUrl = remindersConfigured(deps)
    ? deepLink(deps, createLinkToken(deps, stored.row.id, stored.bookingToken))
    : null;
  return { application: toApplication(stored.row), duplicate: false, booking: stored.booking, reminderUrl };
}
