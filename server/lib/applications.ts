import { and, eq, gt } from 'drizzle-orm';
import { directionName } from '#shared/directions';
import { messages } from '#shared/messages/server.ru';
import type { Application, ApplicationFields, ApplicationStatus } from '#shared/schemas/application';
import type { BookingReceipt } from '#shared/schemas/trial';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { verifyCaptcha } from './captcha';
import { type ConsentInput, clubNotification, consentRecord } from './consent-record';
import { tooMany } from './domain-error';
import { limiterFor } from './rate-limit';
import { sendTelegramMessage, telegramConfigured } from './telegram';
import { createLinkToken, deepLink, remindersConfigured } from './telegram-bot/reminders';
import { bookingNotificationLine, checkTrialRequest, storeApplicationWithTrial } from './trials';

type ApplicationRow = typeof applications.$inferSelect;

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

/** What was stored: the application, its booking and the booking link's token (for the reminders). */
type SubmitStored = { row: ApplicationRow; booking: BookingReceipt | null; bookingToken?: string | null; duplicate: boolean };

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
 * A waiting-list sign-up: the address's hourly allowance and the site's hourly ceiling are checked,
 * then the captcha, then the application stored and the club's chat notified. A repeat of the same
 * phone and direction within 24 hours stores and sends nothing and answers as accepted. The
 * notification comes after the insert and its failure only leaves `notifiedAt` empty.
 */
export async function submitApplication(
  deps: AppDeps,
  input: ApplicationFields & ConsentInput & { recaptchaResponse: string; sessionId?: string; waitlist?: boolean },
  ip: string,
  userAgent = '',
): Promise<SubmitOutcome> {
  const perAddress = limiterFor(deps, 'applications-address', {
    limit: deps.env.APPLICATIONS_PER_HOUR_PER_ADDRESS,
    windowSeconds: HOUR,
  });
  const overall = limiterFor(deps, 'applications-all', {
    limit: deps.env.APPLICATIONS_PER_HOUR,
    windowSeconds: HOUR,
    maxKeys: 1,
  });
  // Every try from an address counts (failed captchas too); only accepted applications count toward
  // the site's ceiling, so strangers cannot use it up with junk.
  const own = perAddress.hit(ip, deps.now());
  if (!own.ok) throw tooMany(own.retryAfter, messages.server.tooManyApplications);
  const ceiling = overall.peek('all', deps.now());
  if (!ceiling.ok) throw tooMany(ceiling.retryAfter, messages.server.applicationsCeiling);

  // An unknown, past or closed session is refused before the captcha answer is used up.
  checkTrialRequest(deps, input);
  await verifyCaptcha(deps, input.recaptchaResponse, ip);
  const now = deps.now();
  // Checked before anything else is decided: an unknown consent edition is refused even for a repeat.
  const consentFields = consentRecord(deps, input, { ip, userAgent });
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
        createdAt: now,
        ...(status ? { status } : {}),
      })
      .returning()
      .get();
  const duplicateWindow = deps.env.DUPLICATE_APPLICATION_HOURS * HOUR;
  // With a chosen trial session the seat is taken in the same transaction as the insert
  // (server/lib/trials.ts). A booking is never treated as a repeat: someone who asked for a call
  // yesterday and books a class today is exactly who the club wants.
  const outcome: SubmitStored = input.sessionId
    ? { ...storeApplicationWithTrial(deps, input, insert), duplicate: false }
    : // Synchronous: no other request runs between the duplicate check and the insert.
      deps.db.transaction(() => {
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
        if (earlier) return { row: earlier, booking: null, duplicate: true };
        return { row: insert(), booking: null, duplicate: false };
      });
  if (outcome.duplicate) {
    return { application: toApplication(outcome.row), duplicate: true, booking: null, reminderUrl: null };
  }
  overall.hit('all', now);
  const { row, booking } = outcome;
  if (telegramConfigured(deps)) {
    // A booked seat is in the message already (the club message reads the visit the reminders use);
    // a waitlist place is not a visit, so its line is added here.
    const text = clubNotification(deps, row, directionName(input.direction));
    if (
      await sendTelegramMessage(deps, booking?.status === 'waitlisted' ? `${text}\n${bookingNotificationLine(booking)}` : text)
    ) {
      deps.db.update(applications).set({ notifiedAt: deps.now() }).where(eq(applications.id, row.id)).run();
    }
  }
  // The visitor's own reminders: a deep link to the club's bot, offered on the confirmation.
  // With a booking, its private link is kept (sealed) for the reminders, which carry it.
  const reminderUrl = remindersConfigured(deps)
    ? deepLink(deps, createLinkToken(deps, row.id, outcome.bookingToken ?? null))
    : null;
  return { application: toApplication(row), duplicate: false, booking, reminderUrl };
}
