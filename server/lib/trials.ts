import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import { telegramBotCopy } from '#shared/content/telegram.ru';
import { messages } from '#shared/messages/server.ru';
import {
  addDays,
  bookingWindow,
  closureKey,
  clubDateTime,
  clubMonthRange,
  clubTimeToUnix,
  formatSession,
  isBookableDate,
  parseSessionId,
  sessionIdOf,
  upcomingSessions,
} from '#shared/rules/trial-sessions';
import type { Direction } from '#shared/schemas/application';
import {
  type BookingReceipt,
  type FunnelRow,
  type TrialSession,
  type TrialSettings,
  type TrialSlot,
  type TrialSlotFields,
  trialSettingsSchema,
} from '#shared/schemas/trial';
import type { Db } from '../db/client';
import { applications, settings, telegramLinks, trialBookings, trialClosures, trialSlots } from '../db/schema';
import type { AppDeps } from '../deps';
import { readSiteSettings } from './site-settings';
import { keptBookingToken, rememberBookingToken, visitCancelled, visitChanged } from './telegram-bot/reminders';
import { registerVisitLookup, type Visit } from './telegram-bot/visits';

const TRIAL_SETTINGS_KEY = 'trials';

export function readTrialSettings(db: Db): TrialSettings {
  const row = db.select().from(settings).where(eq(settings.key, TRIAL_SETTINGS_KEY)).get();
  const parsed = trialSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { whatToBring: messages.trials.defaultWhatToBring };
}

export function writeTrialSettings(deps: Pick<AppDeps, 'db' | 'now'>, value: TrialSettings): TrialSettings {
  const updatedAt = deps.now();
  deps.db
    .insert(settings)
    .values({ key: TRIAL_SETTINGS_KEY, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } })
    .run();
  return value;
}

import { directionName } from '#shared/directions';
import { DomainError } from './domain-error';
import { sendTelegramMessage, telegramConfigured } from './telegram';

const copy = messages.trialsServer;

type SlotRow = typeof trialSlots.$inferSelect;
type BookingRow = typeof trialBookings.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;
type ApplicationStatus = ApplicationRow['status'];

export function toTrialSlot(row: SlotRow): TrialSlot {
  return {
    id: row.id,
    weekday: row.weekday,
    time: row.time,
    durationMinutes: row.durationMinutes,
    direction: row.direction as Direction,
    title: row.title,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    capacity: row.capacity,
    active: row.active,
  };
}

// ---------------------------------------------------------------------------------------------
// Tokens of the private link: 24 random bytes (192 bits), only the SHA-256 is stored.

export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashBookingToken(token) };
}

export function hashBookingToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const cancelPath = (token: string) => `/trial/${token}`;
export const icsPath = (token: string) => `/api/trial-bookings/${token}/calendar.ics`;

// ---------------------------------------------------------------------------------------------
// Reading sessions

function seatsTaken(db: Db, slotIds: number[], dates: string[]): Map<string, { booked: number; waitlisted: number }> {
  const counts = new Map<string, { booked: number; waitlisted: number }>();
  if (!slotIds.length || !dates.length) return counts;
  const rows = db
    .select({ slotId: trialBookings.slotId, date: trialBookings.date, status: trialBookings.status })
    .from(trialBookings)
    .where(and(inArray(trialBookings.slotId, slotIds), inArray(trialBookings.date, dates)))
    .all();
  for (const row of rows) {
    const key = closureKey(row.slotId, row.date);
    const entry = counts.get(key) ?? { booked: 0, waitlisted: 0 };
    if (row.status === 'booked') entry.booked += 1;
    if (row.status === 'waitlisted') entry.waitlisted += 1;
    counts.set(key, entry);
  }
  return counts;
}

function closedSet(db: Db, dates: string[]): Set<string> {
  if (!dates.length) return new Set();
  return new Set(
    db
      .select({ slotId: trialClosures.slotId, date: trialClosures.date })
      .from(trialClosures)
      .where(inArray(trialClosures.date, dates))
      .all()
      .map((row) => closureKey(row.slotId, row.date)),
  );
}

/** The bookable sessions of the next 14 days that fit the direction and the age, soonest first. */
export function findTrialSessions(
  deps: Pick<AppDeps, 'db' | 'now'>,
  filter: { direction?: string; age?: number } = {},
): TrialSession[] {
  const now = deps.now();
  const conditions = [eq(trialSlots.active, true)];
  if (filter.direction) conditions.push(eq(trialSlots.direction, filter.direction));
  if (filter.age !== undefined) conditions.push(lte(trialSlots.ageMin, filter.age), gte(trialSlots.ageMax, filter.age));
  const slots = deps.db
    .select()
    .from(trialSlots)
    .where(and(...conditions))
    .all();
  const window = bookingWindow(now);
  const sessions = upcomingSessions(slots, now, closedSet(deps.db, window));
  const taken = seatsTaken(
    deps.db,
    slots.map((slot) => slot.id),
    window,
  );
  const byId = new Map(slots.map((slot) => [slot.id, slot]));
  return sessions.map((session) => {
    const slot = byId.get(session.slotId) as SlotRow;
    const counts = taken.get(closureKey(slot.id, session.date)) ?? { booked: 0, waitlisted: 0 };
    return {
      id: sessionIdOf(slot.id, session.date),
      date: session.date,
      time: slot.time,
      direction: slot.direction as Direction,
      title: slot.title,
      capacity: slot.capacity,
      seatsLeft: Math.max(0, slot.capacity - counts.booked),
      waitlisted: counts.waitlisted,
    };
  });
}

interface ResolvedSession {
  slot: SlotRow;
  date: string;
  sessionId: string;
}

/**
 * A session a visitor may book now: it exists (404 otherwise), fits the visitor's direction and age,
 * is inside the window, has not started and is not closed (400 with the reason).
 */
export function resolveBookableSession(
  deps: Pick<AppDeps, 'db' | 'now'>,
  sessionId: string,
  visitor: { direction: string; age: number },
): ResolvedSession {
  const parsed = parseSessionId(sessionId);
  const slot = parsed ? deps.db.select().from(trialSlots).where(eq(trialSlots.id, parsed.slotId)).get() : undefined;
  if (!parsed || !slot?.active) throw new DomainError('not-found', copy.sessionNotFound);
  const now = deps.now();
  if (clubTimeToUnix(parsed.date, slot.time) <= now) throw new DomainError('bad-input', copy.sessionPast);
  if (!isBookableDate(slot, parsed.date, now)) throw new DomainError('not-found', copy.sessionNotFound);
  const closed = deps.db
    .select({ id: trialClosures.id })
    .from(trialClosures)
    .where(and(eq(trialClosures.slotId, slot.id), eq(trialClosures.date, parsed.date)))
    .get();
  if (closed) throw new DomainError('bad-input', copy.sessionClosed);
  if (slot.direction !== visitor.direction) throw new DomainError('bad-input', copy.wrongDirection);
  if (visitor.age < slot.ageMin || visitor.age > slot.ageMax)
    throw new DomainError('bad-input', copy.wrongAge(slot.ageMin, slot.ageMax));
  return { slot, date: parsed.date, sessionId: sessionIdOf(slot.id, parsed.date) };
}

function bookedCount(db: Db, slotId: number, date: string): number {
  return db
    .select({ id: trialBookings.id })
    .from(trialBookings)
    .where(and(eq(trialBookings.slotId, slotId), eq(trialBookings.date, date), eq(trialBookings.status, 'booked')))
    .all().length;
}

/**
 * Takes a seat (or a waitlist place) for an application inside the caller's transaction. The count
 * and the insert run in one BEGIN IMMEDIATE transaction, which holds SQLite's write lock from its
 * start: no other writer can count the same free seat in between.
 */
function takeSeat(
  db: Db,
  session: ResolvedSession,
  applicationId: number,
  waitlist: boolean,
  now: number,
): { status: 'booked' | 'waitlisted'; token: string } {
  const free = session.slot.capacity - bookedCount(db, session.slot.id, session.date);
  if (free <= 0 && !waitlist) throw new DomainError('conflict', copy.sessionFull);
  const status = free > 0 ? 'booked' : 'waitlisted';
  const { token, hash } = newBookingToken();
  db.insert(trialBookings)
    .values({ slotId: session.slot.id, date: session.date, applicationId, status, tokenHash: hash, createdAt: now })
    .run();
  return { status, token };
}

function receipt(session: ResolvedSession, seat: { status: 'booked' | 'waitlisted'; token: string }): BookingReceipt {
  return {
    status: seat.status,
    sessionId: session.sessionId,
    date: session.date,
    time: session.slot.time,
    cancelUrl: cancelPath(seat.token),
    icsUrl: icsPath(seat.token),
  };
}

/**
 * The cheap refusals (unknown, past, closed, unfitting session) before the captcha is redeemed, so a
 * wrong id does not cost the visitor their answer. The transaction checks again.
 */
export function checkTrialRequest(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: { sessionId?: string; direction: string; age: number },
): void {
  if (request.sessionId) resolveBookableSession(deps, request.sessionId, request);
}

/**
 * Stores an application and, when a session was chosen, its booking in one write transaction: either
 * both are stored or neither (a full session without the waitlist stores nothing and answers 409).
 * Without a session it is exactly the plain insert.
 */
export function storeApplicationWithTrial(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: { sessionId?: string; waitlist?: boolean; direction: string; age: number },
  insertApplication: (status?: ApplicationStatus) => ApplicationRow,
): { row: ApplicationRow; booking: BookingReceipt | null; bookingToken: string | null } {
  if (!request.sessionId) return { row: insertApplication(), booking: null, bookingToken: null };
  const sessionId = request.sessionId;
  return deps.db.transaction(
    () => {
      const session = resolveBookableSession(deps, sessionId, request);
      const free = session.slot.capacity - bookedCount(deps.db, session.slot.id, session.date);
      if (free <= 0 && !request.waitlist) throw new DomainError('conflict', copy.sessionFull);
      const row = insertApplication(free > 0 ? 'booked' : 'waitlisted');
      const seat = takeSeat(deps.db, session, row.id, request.waitlist === true, deps.now());
      return { row, booking: receipt(session, seat), bookingToken: seat.token };
    },
    { behavior: 'immediate' },
  );
}

/** The line added to the club's Telegram message about a new application with a booking. */
export function bookingNotificationLine(booking: BookingReceipt): string {
  return copy.notificationLine(formatSession(booking.date, booking.time), booking.status === 'waitlisted');
}

// ---------------------------------------------------------------------------------------------
// The private link: read, calendar file, cancel, move

function bookingByToken(db: Db, token: string): BookingRow {
  const row = db
    .select()
    .from(trialBookings)
    .where(eq(trialBookings.tokenHash, hashBookingToken(token)))
    .get();
  if (!row || row.status === 'cancelled') throw new DomainError('not-found', copy.linkInvalid);
  return row;
}

export interface BookingView {
  status: 'booked' | 'waitlisted';
  sessionId: string;
  date: string;
  time: string;
  durationMinutes: number;
  direction: Direction;
  title: string;
  name: string;
  age: number;
  /** Place in the waitlist, 1-based; null when booked. */
  waitlistPosition: number | null;
  /** Started or past: no more cancelling or moving. */
  past: boolean;
  address: string;
  whatToBring: string;
  clubName: string;
  icsUrl: string;
}

export function readBooking(deps: Pick<AppDeps, 'db' | 'now'>, token: string): BookingView {
  const booking = bookingByToken(deps.db, token);
  const slot = deps.db.select().from(trialSlots).where(eq(trialSlots.id, booking.slotId)).get() as SlotRow;
  const application = deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, booking.applicationId))
    .get() as ApplicationRow;
  const site = readSiteSettings(deps);
  let waitlistPosition: number | null = null;
  if (booking.status === 'waitlisted') {
    waitlistPosition = deps.db
      .select({ id: trialBookings.id })
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.slotId, booking.slotId),
          eq(trialBookings.date, booking.date),
          eq(trialBookings.status, 'waitlisted'),
          lte(trialBookings.id, booking.id),
        ),
      )
      .all().length;
  }
  return {
    status: booking.status as 'booked' | 'waitlisted',
    sessionId: sessionIdOf(slot.id, booking.date),
    date: booking.date,
    time: slot.time,
    durationMinutes: slot.durationMinutes,
    direction: slot.direction as Direction,
    title: slot.title,
    name: application.name,
    age: application.age,
    waitlistPosition,
    past: clubTimeToUnix(booking.date, slot.time) <= deps.now(),
    address: [site.city, site.address, site.addressNote].filter(Boolean).join(', '),
    whatToBring: readTrialSettings(deps.db).whatToBring,
    clubName: site.clubName,
    icsUrl: icsPath(token),
  };
}

/**
 * Frees a booked seat and gives it to the first on the waitlist (the lowest id) in the same
 * transaction. Returns the promoted application, if any, for the admin's message.
 */
function freeSeat(db: Db, booking: BookingRow, now: number): ApplicationRow | null {
  if (booking.status !== 'booked') return null;
  const next = db
    .select()
    .from(trialBookings)
    .where(
      and(eq(trialBookings.slotId, booking.slotId), eq(trialBookings.date, booking.date), eq(trialBookings.status, 'waitlisted')),
    )
    .orderBy(asc(trialBookings.id))
    .get();
  if (!next) return null;
  db.update(trialBookings).set({ status: 'booked', promotedAt: now }).where(eq(trialBookings.id, next.id)).run();
  return (
    db.update(applications).set({ status: 'booked' }).where(eq(applications.id, next.applicationId)).returning().get() ?? null
  );
}

function cancelRow(db: Db, booking: BookingRow, now: number, note: string): void {
  db.update(trialBookings)
    .set({ status: 'cancelled', cancelledAt: now, tokenHash: null })
    .where(eq(trialBookings.id, booking.id))
    .run();
  const application = db.select().from(applications).where(eq(applications.id, booking.applicationId)).get();
  if (application) {
    db.update(applications)
      .set({ status: 'new', note: application.note ? `${application.note}\n${note}` : note })
      .where(eq(applications.id, application.id))
      .run();
  }
}

function sessionStarted(db: Db, booking: BookingRow, now: number): boolean {
  const slot = db.select().from(trialSlots).where(eq(trialSlots.id, booking.slotId)).get();
  return !slot || clubTimeToUnix(booking.date, slot.time) <= now;
}

async function tellAdmin(deps: AppDeps, text: string): Promise<void> {
  if (telegramConfigured(deps)) await sendTelegramMessage(deps, text);
}

const personOf = (row: ApplicationRow) => `${row.name} ${row.lastname}, ${row.phone}`;

/** Cancels through the private link: the link stops working, the seat goes to the waitlist's first. */
export async function cancelBooking(deps: AppDeps, token: string): Promise<{ promoted: boolean }> {
  const result = deps.db.transaction(
    () => {
      const booking = bookingByToken(deps.db, token);
      const now = deps.now();
      if (sessionStarted(deps.db, booking, now)) throw new DomainError('bad-input', copy.alreadyStarted);
      const slot = deps.db.select().from(trialSlots).where(eq(trialSlots.id, booking.slotId)).get() as SlotRow;
      const when = formatSession(booking.date, slot.time);
      const promoted = freeSeat(deps.db, booking, now);
      cancelRow(deps.db, booking, now, copy.cancelledNote(when));
      const person = deps.db
        .select()
        .from(applications)
        .where(eq(applications.id, booking.applicationId))
        .get() as ApplicationRow;
      return { when, person, promoted, visit: visitOf(deps, booking, slot, null) };
    },
    { behavior: 'immediate' },
  );
  // The visitor's chat hears of the cancellation, the used link is forgotten, and whoever got the
  // seat from the waitlist has their reminders planned.
  visitCancelled(deps, result.person.id, result.visit);
  rememberBookingToken(deps, result.person.id, null);
  if (result.promoted) visitChanged(deps, result.promoted.id, 'promoted');
  await tellAdmin(
    deps,
    copy.cancelledNotification(result.when, personOf(result.person), result.promoted ? personOf(result.promoted) : null),
  );
  return { promoted: Boolean(result.promoted) };
}

/** Moves the visit to another session: the old seat is freed, a new booking with a new link made. */
export async function moveBooking(
  deps: AppDeps,
  input: { token: string; sessionId: string; waitlist: boolean },
): Promise<BookingReceipt> {
  const result = deps.db.transaction(
    () => {
      const booking = bookingByToken(deps.db, input.token);
      const now = deps.now();
      if (sessionStarted(deps.db, booking, now)) throw new DomainError('bad-input', copy.alreadyStarted);
      const application = deps.db
        .select()
        .from(applications)
        .where(eq(applications.id, booking.applicationId))
        .get() as ApplicationRow;
      const target = resolveBookableSession(deps, input.sessionId, application);
      if (target.slot.id === booking.slotId && target.date === booking.date) throw new DomainError('bad-input', copy.sameSession);
      const oldSlot = deps.db.select().from(trialSlots).where(eq(trialSlots.id, booking.slotId)).get() as SlotRow;
      const from = formatSession(booking.date, oldSlot.time);
      const promoted = freeSeat(deps.db, booking, now);
      deps.db
        .update(trialBookings)
        .set({ status: 'cancelled', cancelledAt: now, tokenHash: null })
        .where(eq(trialBookings.id, booking.id))
        .run();
      const seat = takeSeat(deps.db, target, application.id, input.waitlist, now);
      deps.db.update(applications).set({ status: seat.status }).where(eq(applications.id, application.id)).run();
      return { receipt: receipt(target, seat), token: seat.token, from, application, promoted };
    },
    { behavior: 'immediate' },
  );
  // A move issues a new private link: the reminders carry it from now on, and are replaced by the
  // new visit's (confirmed in the chat); a seat freed by the move may promote someone.
  rememberBookingToken(deps, result.application.id, result.token);
  visitChanged(deps, result.application.id, 'moved');
  if (result.promoted) visitChanged(deps, result.promoted.id, 'promoted');
  await tellAdmin(
    deps,
    copy.movedNotification(
      result.from,
      formatSession(result.receipt.date, result.receipt.time),
      personOf(result.application),
      result.promoted ? personOf(result.promoted) : null,
    ),
  );
  return result.receipt;
}

// ---------------------------------------------------------------------------------------------
// The inbox: the trial session booked with each application

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
export function latestBookings(db: Db, applicationIds?: number[]): Map<number, ApplicationBooking> {
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
  const area = messages.adminArea;
  return [
    area.trialSession(formatSession(booking.date, booking.time), directionName(booking.direction), booking.title),
    area.trialBookingState[booking.attendance ?? booking.status],
  ];
}

// ---------------------------------------------------------------------------------------------
// The visitor's Telegram reminders (server/lib/telegram-bot): what a reminder says about a booking

function visitOf(deps: Pick<AppDeps, 'db' | 'env'>, booking: BookingRow, slot: SlotRow, token: string | null): Visit {
  return {
    startsAt: clubTimeToUnix(booking.date, slot.time),
    title: telegramBotCopy.visitTitle(directionName(slot.direction), slot.title),
    cancelUrl: token ? `${deps.env.siteOrigin}${cancelPath(token)}` : null,
    whatToBring: readTrialSettings(deps.db).whatToBring,
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

/** Lets the reminder bot find the booked visit of an application; wherever deps are made. */
export function registerTrialVisits(deps: Pick<AppDeps, 'db'>): void {
  registerVisitLookup(deps, trialVisit);
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

// ---------------------------------------------------------------------------------------------
// Calendar file (RFC 5545): CRLF line ends, lines folded at 75 octets, text escaped.

function icsEscape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const icsLocal = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

function icsUtc(unixSeconds: number): string {
  return new Date(unixSeconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function bookingIcs(deps: Pick<AppDeps, 'db' | 'now'>, token: string, siteOrigin: string): string {
  const booking = bookingByToken(deps.db, token);
  const view = readBooking(deps, token);
  const start = clubTimeToUnix(view.date, view.time);
  const end = clubDateTime(start + view.durationMinutes * 60);
  const direction = directionName(view.direction);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(view.clubName)}//Пробные занятия//RU`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // Moscow keeps UTC+3 all year: one STANDARD component describes the zone fully.
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Moscow',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:MSK',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:trial-${booking.id}-${booking.createdAt}@${new URL(siteOrigin).host}`,
    `DTSTAMP:${icsUtc(deps.now())}`,
    `DTSTART;TZID=Europe/Moscow:${icsLocal(view.date, view.time)}`,
    `DTEND;TZID=Europe/Moscow:${icsLocal(end.date, end.time)}`,
    `SUMMARY:${icsEscape(copy.icsSummary(direction, view.clubName))}`,
    `LOCATION:${icsEscape(view.address)}`,
    `DESCRIPTION:${icsEscape(copy.icsDescription(view.whatToBring, `${siteOrigin}${cancelPath(token)}`))}`,
    `URL:${siteOrigin}${cancelPath(token)}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsEscape(copy.icsSummary(direction, view.clubName))}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// Admin: slots, closed dates, the sessions screen, attendance, the funnel

export function listSlots(db: Db): TrialSlot[] {
  return db
    .select()
    .from(trialSlots)
    .orderBy(asc(trialSlots.weekday), asc(trialSlots.time), asc(trialSlots.id))
    .all()
    .map(toTrialSlot);
}

export function createSlot(db: Db, fields: TrialSlotFields): TrialSlot {
  return toTrialSlot(db.insert(trialSlots).values(fields).returning().get());
}

export function updateSlot(db: Db, id: number, fields: TrialSlotFields): TrialSlot {
  const row = db.update(trialSlots).set(fields).where(eq(trialSlots.id, id)).returning().get();
  if (!row) throw new DomainError('not-found', messages.errors.notFoundEntity);
  return toTrialSlot(row);
}

/** A slot with bookings is switched off instead (the bookings stay for the history and the funnel). */
export function deleteSlot(db: Db, id: number): { deleted: boolean } {
  const slot = db.select().from(trialSlots).where(eq(trialSlots.id, id)).get();
  if (!slot) throw new DomainError('not-found', messages.errors.notFoundEntity);
  const used = db.select({ id: trialBookings.id }).from(trialBookings).where(eq(trialBookings.slotId, id)).get();
  if (used) {
    db.update(trialSlots).set({ active: false }).where(eq(trialSlots.id, id)).run();
    return { deleted: false };
  }
  db.delete(trialSlots).where(eq(trialSlots.id, id)).run();
  return { deleted: true };
}

export interface Attendee {
  bookingId: number;
  applicationId: number;
  name: string;
  lastname: string;
  age: number;
  phone: string;
  status: 'booked' | 'waitlisted';
  attendance: 'came' | 'no-show' | null;
  /** No earlier trial booking of this phone. */
  firstVisit: boolean;
  applicationStatus: ApplicationStatus;
}

export interface AdminSession {
  id: string;
  slotId: number;
  date: string;
  time: string;
  direction: Direction;
  title: string;
  capacity: number;
  closed: boolean;
  closedReason: string;
  past: boolean;
  attendees: Attendee[];
}

function attendeesOf(db: Db, slotIds: number[], dates: string[]): Map<string, Attendee[]> {
  const map = new Map<string, Attendee[]>();
  if (!slotIds.length || !dates.length) return map;
  const rows = db
    .select({ booking: trialBookings, application: applications })
    .from(trialBookings)
    .innerJoin(applications, eq(applications.id, trialBookings.applicationId))
    .where(
      and(
        inArray(trialBookings.slotId, slotIds),
        inArray(trialBookings.date, dates),
        inArray(trialBookings.status, ['booked', 'waitlisted']),
      ),
    )
    .orderBy(asc(trialBookings.id))
    .all();
  const phones = [...new Set(rows.map((row) => row.application.phone))];
  const firstBookingByPhone = new Map<string, number>();
  if (phones.length) {
    for (const row of db
      .select({ id: trialBookings.id, phone: applications.phone })
      .from(trialBookings)
      .innerJoin(applications, eq(applications.id, trialBookings.applicationId))
      .where(and(inArray(applications.phone, phones), inArray(trialBookings.status, ['booked', 'waitlisted'])))
      .orderBy(asc(trialBookings.id))
      .all()) {
      if (!firstBookingByPhone.has(row.phone)) firstBookingByPhone.set(row.phone, row.id);
    }
  }
  for (const { booking, application } of rows) {
    const key = closureKey(booking.slotId, booking.date);
    const list = map.get(key) ?? [];
    list.push({
      bookingId: booking.id,
      applicationId: application.id,
      name: application.name,
      lastname: application.lastname,
      age: application.age,
      phone: application.phone,
      status: booking.status as 'booked' | 'waitlisted',
      attendance: booking.attendance,
      firstVisit: firstBookingByPhone.get(application.phone) === booking.id,
      applicationStatus: application.status,
    });
    map.set(key, list);
  }
  return map;
}

/** Every session from a week ago (to mark who came) to the end of the booking window, by date. */
export function adminSessions(deps: Pick<AppDeps, 'db' | 'now'>, options: { daysBack?: number } = {}): AdminSession[] {
  const now = deps.now();
  const today = clubDateTime(now).date;
  const daysBack = options.daysBack ?? 7;
  const dates = [...Array.from({ length: daysBack }, (_, i) => addDays(today, i - daysBack)), ...bookingWindow(now)];
  const slots = deps.db.select().from(trialSlots).all();
  const closures = deps.db
    .select()
    .from(trialClosures)
    .where(and(gte(trialClosures.date, dates[0] as string), lte(trialClosures.date, dates[dates.length - 1] as string)))
    .all();
  const closedReason = new Map(closures.map((c) => [closureKey(c.slotId, c.date), c.reason]));
  const attendees = attendeesOf(
    deps.db,
    slots.map((s) => s.id),
    dates,
  );
  const sessions: AdminSession[] = [];
  for (const date of dates) {
    for (const slot of slots) {
      const key = closureKey(slot.id, date);
      const people = attendees.get(key) ?? [];
      const weekdayMatches = (new Date(`${date}T00:00:00Z`).getUTCDay() || 7) === slot.weekday;
      // A switched-off slot still shows the sessions someone is booked on.
      if (!weekdayMatches || (!slot.active && !people.length)) continue;
      const startsAt = clubTimeToUnix(date, slot.time);
      const past = startsAt <= now;
      if (past && !people.length) continue;
      sessions.push({
        id: sessionIdOf(slot.id, date),
        slotId: slot.id,
        date,
        time: slot.time,
        direction: slot.direction as Direction,
        title: slot.title,
        capacity: slot.capacity,
        closed: closedReason.has(key),
        closedReason: closedReason.get(key) ?? '',
        past,
        attendees: people,
      });
    }
  }
  return sessions.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.slotId - b.slotId);
}

/**
 * Closes one date of a slot: nobody can book it from now on. The bookings already made stay (the
 * admin calls those people; the answer lists them) and the session is shown as closed.
 */
export function closeDate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { slotId: number; date: string; reason: string },
): Attendee[] {
  const slot = deps.db.select().from(trialSlots).where(eq(trialSlots.id, input.slotId)).get();
  if (!slot) throw new DomainError('not-found', messages.errors.notFoundEntity);
  if ((new Date(`${input.date}T00:00:00Z`).getUTCDay() || 7) !== slot.weekday)
    throw new DomainError('bad-input', copy.closeWrongWeekday);
  deps.db
    .insert(trialClosures)
    .values({ slotId: input.slotId, date: input.date, reason: input.reason, createdAt: deps.now() })
    .onConflictDoUpdate({ target: [trialClosures.slotId, trialClosures.date], set: { reason: input.reason } })
    .run();
  return attendeesOf(deps.db, [slot.id], [input.date]).get(closureKey(slot.id, input.date)) ?? [];
}

export function reopenDate(db: Db, input: { slotId: number; date: string }): void {
  db.delete(trialClosures)
    .where(and(eq(trialClosures.slotId, input.slotId), eq(trialClosures.date, input.date)))
    .run();
}

/** The closed dates from today on, for the slot editor. */
export function listClosures(
  deps: Pick<AppDeps, 'db' | 'now'>,
): Array<{ slotId: number; date: string; reason: string; bookings: Attendee[] }> {
  const today = clubDateTime(deps.now()).date;
  const rows = deps.db.select().from(trialClosures).where(gte(trialClosures.date, today)).orderBy(asc(trialClosures.date)).all();
  return rows.map((row) => ({
    slotId: row.slotId,
    date: row.date,
    reason: row.reason,
    bookings: attendeesOf(deps.db, [row.slotId], [row.date]).get(closureKey(row.slotId, row.date)) ?? [],
  }));
}

/** 'пришёл' / 'не пришёл' on a booked visitor; the application's status follows. */
export function markAttendance(
  db: Db,
  input: { bookingId: number; attendance: 'came' | 'no-show' | null },
): Attendee['attendance'] {
  const booking = db.select().from(trialBookings).where(eq(trialBookings.id, input.bookingId)).get();
  if (!booking) throw new DomainError('not-found', messages.errors.notFoundEntity);
  if (booking.status !== 'booked') throw new DomainError('bad-input', copy.markOnlyBooked);
  db.transaction(() => {
    db.update(trialBookings).set({ attendance: input.attendance }).where(eq(trialBookings.id, booking.id)).run();
    db.update(applications)
      .set({ status: input.attendance ?? 'booked' })
      .where(eq(applications.id, booking.applicationId))
      .run();
  });
  return input.attendance;
}

const BOOKED_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['trial', 'booked', 'came', 'no-show', 'joined']);

/**
 * The month's funnel, whole and by direction. The cohort is the applications received in the month
 * (club time); each counts at the furthest stage it reached: booked (a seat on the site or 'trial'
 * set by the admin), came / no-show (marked on the sessions screen or set in the inbox), joined.
 */
export function trialFunnel(db: Db, month: string): { total: FunnelRow; byDirection: FunnelRow[] } {
  const { from, to } = clubMonthRange(month);
  const cohort = db
    .select()
    .from(applications)
    .where(and(gte(applications.createdAt, from), lt(applications.createdAt, to)))
    .all();
  const bookings = cohort.length
    ? db
        .select({
          applicationId: trialBookings.applicationId,
          status: trialBookings.status,
          attendance: trialBookings.attendance,
        })
        .from(trialBookings)
        .where(
          inArray(
            trialBookings.applicationId,
            cohort.map((a) => a.id),
          ),
        )
        .all()
    : [];
  const byApp = new Map<number, typeof bookings>();
  for (const b of bookings) byApp.set(b.applicationId, [...(byApp.get(b.applicationId) ?? []), b]);
  const empty = (direction: string | null): FunnelRow => ({
    direction,
    applications: 0,
    bookings: 0,
    came: 0,
    noShow: 0,
    showUpRate: null,
    joined: 0,
  });
  const total = empty(null);
  const rows = new Map<string, FunnelRow>();
  for (const app of cohort) {
    const own = byApp.get(app.id) ?? [];
    const came = app.status === 'came' || app.status === 'joined' || own.some((b) => b.attendance === 'came');
    const noShow = !came && (app.status === 'no-show' || own.some((b) => b.attendance === 'no-show'));
    const booked = came || noShow || BOOKED_STATUSES.has(app.status) || own.some((b) => b.status === 'booked');
    const row = rows.get(app.direction) ?? empty(app.direction);
    for (const target of [total, row]) {
      target.applications += 1;
      if (booked) target.bookings += 1;
      if (came) target.came += 1;
      if (noShow) target.noShow += 1;
      if (app.status === 'joined') target.joined += 1;
    }
    rows.set(app.direction, row);
  }
  for (const row of [total, ...rows.values()]) {
    row.showUpRate = row.came + row.noShow ? row.came / (row.came + row.noShow) : null;
  }
  return { total, byDirection: [...rows.values()] };
}
