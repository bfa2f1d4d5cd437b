import { eq } from 'drizzle-orm';
import { directionByApplicationValue } from '../../shared/directions';
import { messages } from '../../shared/messages.ru';
import type { Application, ApplicationFields } from '../../shared/schemas/application';
import type { BookingReceipt } from '../../shared/schemas/trial';
import { applications } from '../db/schema';
import type { AppDeps } from '../trpc/context';
import { verifyCaptcha } from './captcha';
import { sendTelegramMessage, telegramConfigured } from './telegram';
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
  input: ApplicationFields & { recaptchaResponse: string; consent?: boolean; sessionId?: string; waitlist?: boolean },
  ip: string,
): Promise<Application & { booking: BookingReceipt | null }> {
  checkTrialRequest(deps, input);
  await verifyCaptcha(deps, input.recaptchaResponse, ip);
  const now = deps.now();
  const consent = input.consent === true;
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
        consent,
        consentAt: consent ? now : null,
        createdAt: now,
        ...(status ? { status } : {}),
      })
      .returning()
      .get(),
  );
  if (telegramConfigured(deps)) {
    const text = messages.server.applicationNotification({ ...input, direction: directionName(input.direction) });
    if (await sendTelegramMessage(deps, booking ? `${text}\n${bookingNotificationLine(booking)}` : text)) {
      deps.db.update(applications).set({ notifiedAt: deps.now() }).where(eq(applications.id, row.id)).run();
    }
  }
  return { ...toApplication(row), booking };
}
