import { and, eq, gt } from 'drizzle-orm';
import { directionByApplicationValue } from '../../shared/directions';
import { messages } from '../../shared/messages.ru';
import type { Application, ApplicationFields } from '../../shared/schemas/application';
import { applications } from '../db/schema';
import type { AppDeps } from '../trpc/context';
import { verifyCaptcha } from './captcha';
import { limiterFor, TooManyRequestsError } from './rate-limit';
import { sendTelegramMessage, telegramConfigured } from './telegram';

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

const HOUR = 60 * 60;

export interface SubmitOutcome {
  application: Application;
  /** An application with this phone and direction was already accepted within 24 hours; nothing new stored or sent. */
  duplicate: boolean;
}

/**
 * A waiting-list sign-up: the address's hourly allowance and the site's hourly ceiling are checked,
 * then the captcha, then the application stored and the club's chat notified. A repeat of the same
 * phone and direction within 24 hours stores and sends nothing and answers as accepted. The
 * notification comes after the insert and its failure only leaves `notifiedAt` empty.
 */
export async function submitApplication(
  deps: AppDeps,
  input: ApplicationFields & { recaptchaResponse: string; consent?: boolean },
  ip: string,
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
  if (!own.ok) throw new TooManyRequestsError(own.retryAfter, messages.server.tooManyApplications);
  const ceiling = overall.peek('all', deps.now());
  if (!ceiling.ok) throw new TooManyRequestsError(ceiling.retryAfter, messages.server.applicationsCeiling);

  await verifyCaptcha(deps, input.recaptchaResponse, ip);
  const now = deps.now();
  const consent = input.consent === true;
  // Synchronous: no other request runs between the duplicate check and the insert.
  const duplicateWindow = deps.env.DUPLICATE_APPLICATION_HOURS * HOUR;
  const outcome = deps.db.transaction((tx) => {
    const earlier =
      duplicateWindow > 0 &&
      tx
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
    if (earlier) return { row: earlier, duplicate: true };
    const row = tx
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
      })
      .returning()
      .get();
    return { row, duplicate: false };
  });
  if (outcome.duplicate) return { application: toApplication(outcome.row), duplicate: true };
  overall.hit('all', now);
  const row = outcome.row;
  if (telegramConfigured(deps)) {
    const text = messages.server.applicationNotification({ ...input, direction: directionName(input.direction) });
    if (await sendTelegramMessage(deps, text)) {
      deps.db.update(applications).set({ notifiedAt: deps.now() }).where(eq(applications.id, row.id)).run();
    }
  }
  return { application: toApplication(row), duplicate: false };
}
