import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { telegramBotCopy } from '#shared/content/telegram.ru';
import { directionName } from '#shared/directions';
import { clubTimeToUnix } from '#shared/rules/trial-sessions';
import { telegramLinks, trialBookings, trialClosures, trialSlots } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { keptBookingToken } from '../telegram-bot/reminders';
import type { Visit } from '../telegram-bot/visits';
import type { BookingRow, SlotRow } from './rows';
import { readTrialSettings } from './settings';
import { cancelPath } from './tokens';

// The visitor's Telegram reminders (server/lib/telegram-bot): what a reminder says about a booking.
// `trialVisit` is the reminders' visit lookup, given to them as `AppDeps.visitLookup` by createDeps.

export function visitOf(deps: Pick<AppDeps, 'db' | 'env'>, booking: BookingRow, slot: SlotRow, token: string | null): Visit {
  return {
    startsAt: clubTimeToUnix(booking.date, slot.time),
    title: telegramBotCopy.visitTitle(directionName(slot.direction), slot.title),
    cancelUrl: token ? `${deps.env.siteOrigin}${cancelPath(token)}` : null,
    whatToBring: readTrialSettings(deps).whatToBring,
  };
}

/**
 * The visit an application's reminders are about: its booked seat (a waitlisted visitor has none
 * yet). A session the admin closed has no visit either, so nobody is reminded to come to it.
 */
export function trialVisit(deps: AppDeps, applicationId: number): Visit | null {
  const row = deps.db
    .select({ booking: trialBookings, slot: trialSlots })
    .from(trialBookings)
    .innerJoin(trialSlots, eq(trialSlots.id, trialBookings.slotId))
    .where(and(eq(trialBookings.applicationId, applicationId), eq(trialBookings.status, 'booked')))
    .orderBy(desc(trialBookings.id))
    .get();
  if (!row) return null;
  const closed = deps.db
    .select({ id: trialClosures.id })
    .from(trialClosures)
    .where(and(eq(trialClosures.slotId, row.slot.id), eq(trialClosures.date, row.booking.date)))
    .get();
  if (closed) return null;
  return visitOf(deps, row.booking, row.slot, keptBookingToken(deps, applicationId));
}

/**
 * Forgets the booking links kept for reminders once no visit of theirs is ahead (it began, or the
 * booking went): the link can no longer cancel anything, so there is no reason to hold it. Run by
 * the daily retention job; returns how many were forgotten.
 */
export function forgetSpentBookingLinks(deps: Pick<AppDeps, 'db' | 'now'>): number {
  const now = deps.now();
  const kept = deps.db
    .select({ token: telegramLinks.token, applicationId: telegramLinks.applicationId })
    .from(telegramLinks)
    .where(isNotNull(telegramLinks.bookingLink))
    .all();
  let forgotten = 0;
  for (const link of kept) {
    const ahead = deps.db
      .select({ date: trialBookings.date, time: trialSlots.time })
      .from(trialBookings)
      .innerJoin(trialSlots, eq(trialSlots.id, trialBookings.slotId))
      .where(and(eq(trialBookings.applicationId, link.applicationId), inArray(trialBookings.status, ['booked', 'waitlisted'])))
      .all()
      .some((row) => clubTimeToUnix(row.date, row.time) > now);
    if (ahead) continue;
    deps.db.update(telegramLinks).set({ bookingLink: null }).where(eq(telegramLinks.token, link.token)).run();
    forgotten++;
  }
  return forgotten;
}
