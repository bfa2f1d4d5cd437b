import { eq } from 'drizzle-orm';
import { directionByApplicationValue } from '../../shared/directions';
import type { Application, ApplicationFields } from '../../shared/schemas/application';
import type { BookingReceipt } from '../../shared/schemas/trial';
import { applications } from '../db/schema';
import type { AppDeps } from '../trpc/context';
import { verifyCaptcha } from './captcha';
import { type ConsentInput, clubNotification, consentRecord } from './consent-record';
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

export function directionName(value: string): string {
  return directionByApplicationValue(value)?.name ?? value;
}

/**
 * A waiting-list sign-up: the captcha is checked, the application stored, then the club's chat
 * notified. The notification comes after the insert and its failure only leaves `notifiedAt` empty.
 */
export async function submitApplication(
  deps: AppDeps,
  input: ApplicationFields & ConsentInput & { recaptchaResponse: string; sessionId?: string; waitlist?: boolean },
  ip: string,
  userAgent = '',
): Promise<Application & { booking: BookingReceipt | null; reminderUrl: string | null }> {
  // An unknown, past or closed session is refused before the captcha answer is used up.
  checkTrialRequest(deps, input);
  await verifyCaptcha(deps, input.recaptchaResponse, ip);
  const now = deps.now();
  // With a chosen trial session the seat is taken in the same transaction as this insert (server/lib/trials.ts).
  const { row, booking } = storeApplicationWithTrial(deps, input, (status) =>
    deps.db
      .insert(applications)
      .values({
        name: input.name,
        lastname: input.lastname,
        phone: input.phone,
        age: input.age,
        direction: input.direction,
        ...consentRecord(deps, input, { ip, userAgent }),
        createdAt: now,
        ...(status ? { status } : {}),
      })
      .returning()
      .get(),
  );
  if (telegramConfigured(deps)) {
    const text = clubNotification(deps, row, directionName(input.direction));
    if (await sendTelegramMessage(deps, booking ? `${text}\n${bookingNotificationLine(booking)}` : text)) {
      deps.db.update(applications).set({ notifiedAt: deps.now() }).where(eq(applications.id, row.id)).run();
    }
  }
  // The visitor's own reminders: a deep link to the club's bot, offered on the confirmation.
  const reminderUrl = remindersConfigured(deps) ? deepLink(deps, createLinkToken(deps, row.id)) : null;
  return { ...toApplication(row), booking, reminderUrl };
}
