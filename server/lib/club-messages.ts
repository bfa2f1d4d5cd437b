import { eq } from 'drizzle-orm';
import { clubNotificationText } from '#shared/content/telegram.ru';
import { directionName } from '#shared/directions';
import { passTelegramMessages } from '#shared/messages/pass-telegram.ru';
import { serverMessages } from '#shared/messages/server.ru';
import { formatRubles } from '#shared/rules/money';
import { clubTimeToUnix, formatSession } from '#shared/rules/trial-sessions';
import type { BookingReceipt } from '#shared/schemas/trial';
import { members, passes, passTypes, payments, refunds } from '../db/schema';
import type { AppDeps } from '../deps';
import { readLawSettings } from './law-settings';
import { sendClubMessage, telegramConfigured } from './telegram';
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

/*
 * Money (docs/decisions/members-and-passes.md, 'The club's chat hears of payments'): a payment that
 * became 'succeeded' (online, at applyPayment's one change to it; in the gym, the manager's sale)
 * and a refund that became 'succeeded' are told to the club's chat AFTER their transaction
 * committed. The text is built at once, with nothing awaited in between, from the rows just
 * committed; the sending is not awaited by the write: a slow or failing Telegram never delays,
 * fails or undoes a payment. It hangs off the single change of state, so a notification that
 * arrives twice (or the reconciler and the return page at once) makes one message.
 */

const money = passTelegramMessages.club;
const inFlight = new Set<Promise<void>>();

/** Starts sending a club message built now; never throws, never waits. */
function announce(deps: Pick<AppDeps, 'env' | 'fetch'>, build: () => string | null): void {
  if (!telegramConfigured(deps)) return;
  let text: string | null;
  try {
    text = build();
  } catch (error) {
    console.error('[telegram] club message not built:', error instanceof Error ? error.message : error);
    return;
  }
  if (!text) return;
  const sending: Promise<void> = sendClubMessage(deps, text)
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Waits for the club messages under way (the tests; a server stopping). */
export async function clubMessagesSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

type PaymentRow = typeof payments.$inferSelect;

function paymentParts(deps: Pick<AppDeps, 'db' | 'env'>, payment: PaymentRow) {
  const pass = deps.db.select({ name: passes.name }).from(passes).where(eq(passes.paymentId, payment.id)).get();
  const type = pass ?? deps.db.select({ name: passTypes.name }).from(passTypes).where(eq(passTypes.id, payment.passTypeId)).get();
  const member =
    payment.memberId === null || !contactsAllowed(deps)
      ? null
      : (deps.db.select({ fullName: members.fullName }).from(members).where(eq(members.id, payment.memberId)).get()?.fullName ??
        null);
  const url =
    payment.memberId === null
      ? `${deps.env.siteOrigin}/admin/payments`
      : `${deps.env.siteOrigin}/admin/members/${payment.memberId}`;
  return { pass: type?.name ?? '', member, url };
}

function howPaid(payment: PaymentRow): string {
  if (payment.provider === 'cash') return money.how.cash;
  if (payment.provider === 'terminal') return money.how.terminal;
  return payment.method === 'sbp' ? money.how.sbp : money.how.card;
}

/** The payment's message, as committed: amount in roubles, pass, how; the member's name only with the setting. */
export function paymentMessage(deps: Pick<AppDeps, 'db' | 'env'>, paymentId: number): string | null {
  const payment = deps.db.select().from(payments).where(eq(payments.id, paymentId)).get();
  if (payment?.status !== 'succeeded') return null;
  return money.paid({ amount: formatRubles(payment.amountKopecks), how: howPaid(payment), ...paymentParts(deps, payment) });
}

export function refundMessage(deps: Pick<AppDeps, 'db' | 'env'>, refundId: number): string | null {
  const refund = deps.db.select().from(refunds).where(eq(refunds.id, refundId)).get();
  const payment = refund && deps.db.select().from(payments).where(eq(payments.id, refund.paymentId)).get();
  if (refund?.status !== 'succeeded' || !payment) return null;
  return money.refunded({
    amount: formatRubles(refund.amountKopecks),
    whole: payment.refundedKopecks >= payment.amountKopecks,
    ...paymentParts(deps, payment),
  });
}

/** For applyPayment and the gym sale, after their commit: the payment that just became 'succeeded'. */
export function announcePayment(deps: Pick<AppDeps, 'db' | 'env' | 'fetch'>, paymentId: number): void {
  announce(deps, () => paymentMessage(deps, paymentId));
}

/** For applyRefund, after its commit: the refund that just became 'succeeded'. */
export function announceRefund(deps: Pick<AppDeps, 'db' | 'env' | 'fetch'>, refundId: number): void {
  announce(deps, () => refundMessage(deps, refundId));
}
