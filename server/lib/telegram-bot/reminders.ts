import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { telegramLinks, telegramReminders } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { telegramBotCopy, type VisitText } from '#shared/content/telegram.ru';
import { planReminders } from '#shared/rules/reminder-schedule';
import { readLawSettings } from '../law-settings';
import { readSiteSettings } from '../site-settings';
import { sendChatMessage } from './api';
import { seal, unseal } from './seal';
import { findVisit, type Visit } from './visits';

type ReminderRow = typeof telegramReminders.$inferSelect;

/** Reminders need the bot's token and its @username for the deep link. */
export function remindersConfigured(deps: Pick<AppDeps, 'env'>): boolean {
  return Boolean(deps.env.TELEGRAM_BOT_TOKEN && deps.env.TELEGRAM_BOT_USERNAME);
}

/**
 * A new link token for an application; the deep link carries it to the bot's /start. With a trial
 * booking, the token of its private cancel/move link is kept sealed beside it for the reminders.
 */
export function createLinkToken(
  deps: Pick<AppDeps, 'db' | 'now' | 'jwtSecret'>,
  applicationId: number,
  bookingToken: string | null = null,
): string {
  // 16 random bytes in base64url: 22 characters of the A-Za-z0-9_- alphabet a start parameter allows.
  const token = randomBytes(16).toString('base64url');
  deps.db
    .insert(telegramLinks)
    .values({ token, applicationId, bookingLink: bookingToken ? seal(deps, bookingToken) : null, createdAt: deps.now() })
    .run();
  return token;
}

/**
 * Replaces (after a move, which issues a new private link) or forgets (after a cancellation) the
 * booking link kept for an application's reminders. Nothing is kept for a chat that was stopped.
 */
export function rememberBookingToken(
  deps: Pick<AppDeps, 'db' | 'jwtSecret'>,
  applicationId: number,
  bookingToken: string | null,
): void {
  deps.db
    .update(telegramLinks)
    .set({ bookingLink: bookingToken ? seal(deps, bookingToken) : null })
    .where(and(eq(telegramLinks.applicationId, applicationId), isNull(telegramLinks.stoppedAt)))
    .run();
}

/** The private booking link's token kept for an application's reminders, or null. */
export function keptBookingToken(deps: Pick<AppDeps, 'db' | 'jwtSecret'>, applicationId: number): string | null {
  const row = deps.db
    .select({ bookingLink: telegramLinks.bookingLink })
    .from(telegramLinks)
    .where(and(eq(telegramLinks.applicationId, applicationId), isNotNull(telegramLinks.bookingLink)))
    .get();
  return row?.bookingLink ? unseal(deps, row.bookingLink) : null;
}

export function deepLink(deps: Pick<AppDeps, 'env'>, token: string): string {
  const username = (deps.env.TELEGRAM_BOT_USERNAME ?? '').replace(/^@/, '');
  return `https://t.me/${username}?start=${token}`;
}

/** The chat an application's messages go to: linked and not stopped. */
export function activeChat(deps: Pick<AppDeps, 'db'>, applicationId: number): string | null {
  const row = deps.db
    .select({ chatId: telegramLinks.chatId })
    .from(telegramLinks)
    .where(and(eq(telegramLinks.applicationId, applicationId), isNotNull(telegramLinks.chatId), isNull(telegramLinks.stoppedAt)))
    .get();
  return row?.chatId ?? null;
}

const whenFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** A visit's start as the messages say it: 'ср, 25 ноября в 18:00'. */
export const visitWhen = (startsAt: number): string => whenFormat.format(new Date(startsAt * 1000));

export function visitText(deps: Pick<AppDeps, 'db'>, visit: Visit): VisitText {
  const site = readSiteSettings(deps);
  const law = readLawSettings(deps);
  return {
    title: visit.title,
    when: visitWhen(visit.startsAt),
    address: [site.city, site.address, site.addressNote].filter(Boolean).join(', '),
    checklist: visit.whatToBring ?? law.visitChecklist,
    cancelUrl: visit.cancelUrl,
  };
}

/**
 * Plans the evening and two-hour reminders of a visit. The unique index on (application, kind,
 * visit time) makes a second call for the same visit change nothing, so none is planned twice.
 */
export function scheduleVisitReminders(deps: AppDeps, applicationId: number, visit: Visit): void {
  const planned = planReminders({
    visitAt: visit.startsAt,
    now: deps.now(),
    eveningHour: readLawSettings(deps).reminderEveningHour,
    timeZone: CLUB_TIME_ZONE,
  });
  for (const reminder of planned)
    deps.db
      .insert(telegramReminders)
      .values({ applicationId, kind: reminder.kind, visitAt: visit.startsAt, dueAt: reminder.dueAt })
      .onConflictDoNothing()
      .run();
}

function dropUnsent(deps: Pick<AppDeps, 'db'>, applicationId: number): void {
  deps.db
    .delete(telegramReminders)
    .where(and(eq(telegramReminders.applicationId, applicationId), isNull(telegramReminders.sentAt)))
    .run();
}

/**
 * For the booking module: a visit was moved, or a waitlisted visitor got a seat ('promoted'). Unsent
 * reminders of the old time are dropped, the chat is told (once per visit time: the unique index),
 * and the new visit's reminders are planned.
 */
export function visitChanged(deps: AppDeps, applicationId: number, reason: 'moved' | 'promoted' = 'moved'): void {
  if (!activeChat(deps, applicationId)) return;
  const visit = findVisit(deps, applicationId);
  deps.db.transaction(() => {
    dropUnsent(deps, applicationId);
    if (!visit) return;
    deps.db
      .insert(telegramReminders)
      .values({ applicationId, kind: reason, visitAt: visit.startsAt, dueAt: deps.now() })
      .onConflictDoNothing()
      .run();
    scheduleVisitReminders(deps, applicationId, visit);
  });
}

/** For the booking module: the visit was cancelled; the chat is told once, reminders are dropped. */
export function visitCancelled(deps: AppDeps, applicationId: number, visit: Visit): void {
  if (!activeChat(deps, applicationId)) return;
  deps.db.transaction(() => {
    dropUnsent(deps, applicationId);
    deps.db
      .insert(telegramReminders)
      .values({ applicationId, kind: 'cancelled', visitAt: visit.startsAt, dueAt: deps.now(), title: visit.title })
      .onConflictDoNothing()
      .run();
  });
}

function textOf(deps: AppDeps, row: ReminderRow): string | null {
  const visit = findVisit(deps, row.applicationId);
  // The cancelled visit is gone from the bookings: its title was kept on the row.
  if (row.kind === 'cancelled') return telegramBotCopy.cancelled(row.title ?? telegramBotCopy.visitFallbackTitle);
  // A reminder about a visit that has moved, gone or already begun is stale: it is not sent.
  if (!visit || visit.startsAt !== row.visitAt || visit.startsAt <= deps.now()) return null;
  const text = visitText(deps, visit);
  if (row.kind === 'evening') return telegramBotCopy.evening(text);
  if (row.kind === 'two_hours') return telegramBotCopy.twoHours(text);
  if (row.kind === 'moved') return telegramBotCopy.moved(text);
  if (row.kind === 'promoted') return telegramBotCopy.promoted(text);
  return null;
}

/**
 * Sends every due reminder. Each row is claimed by setting `sentAt` where it is still empty, before
 * the request: two workers (or a restart in the middle) cannot both send it. Telegram's own 'try
 * later' (429, 5xx) releases the claim for the next run; a refusal (blocked bot) is recorded; a lost
 * connection keeps the claim, since the message may have been delivered.
 */
export async function sendDueReminders(deps: AppDeps): Promise<{ sent: number; skipped: number }> {
  const now = deps.now();
  const due = deps.db
    .select()
    .from(telegramReminders)
    .where(and(isNull(telegramReminders.sentAt), isNull(telegramReminders.failedAt), lte(telegramReminders.dueAt, now)))
    .orderBy(telegramReminders.dueAt)
    .limit(50)
    .all();
  let sent = 0;
  let skipped = 0;
  for (const row of due) {
    const claimed = deps.db
      .update(telegramReminders)
      .set({ sentAt: deps.now() })
      .where(and(eq(telegramReminders.id, row.id), isNull(telegramReminders.sentAt)))
      .run();
    if (claimed.changes !== 1) continue;
    const chatId = activeChat(deps, row.applicationId);
    const text = chatId ? textOf(deps, row) : null;
    if (!chatId || !text) {
      deps.db.update(telegramReminders).set({ failedAt: deps.now() }).where(eq(telegramReminders.id, row.id)).run();
      skipped++;
      continue;
    }
    const result = await sendChatMessage(deps, chatId, text);
    if (result.ok) {
      sent++;
    } else if (result.status === 429 || result.status >= 500) {
      deps.db.update(telegramReminders).set({ sentAt: null }).where(eq(telegramReminders.id, row.id)).run();
    } else if (result.status >= 400) {
      console.warn(`[telegram-bot] reminder refused (${result.status}): ${result.description}`);
      deps.db.update(telegramReminders).set({ failedAt: deps.now() }).where(eq(telegramReminders.id, row.id)).run();
    }
  }
  return { sent, skipped };
}
