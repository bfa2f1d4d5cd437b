import { and, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { passTelegramMessages } from '#shared/messages/pass-telegram.ru';
import { clubDay, formatDayMonth } from '#shared/rules/dates';
import { ENDS_SOON_DAYS, type PassReminderKind, passReminderWanted, reminderHourOpen } from '#shared/rules/pass-reminders';
import { addDays, classesLeft } from '#shared/rules/passes';
import type { Db } from '../../db/client';
import { memberPhones, members, memberTelegramLinks, passes, passReminders, passTypes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sendChatMessage } from '../telegram-bot/api';
import { yookassaConfig } from '../yookassa/client';
import { type PassRow, passesOfMembers } from './facts';
import { renewalHref } from './renewal';

/**
 * A member's pass reminders by Telegram (docs/decisions/members-and-passes.md, 'Pass reminders'):
 * ONE message per pass and kind, ever ('one_left' after a tick leaves one class, 'ends_soon' three
 * days before the end), to every linked, not stopped chat of the member (their own or a guardian's),
 * with a one-tap renewal link. The unique (pass, kind) row of pass_reminders is the 'once': a tick
 * or the hourly check plans it with INSERT … ON CONFLICT DO NOTHING, the bot's worker claims it by
 * setting `sent_at` before sending (two workers cannot both send it) and gives it back on
 * Telegram's 'try later'. The rules themselves are pure: shared/rules/pass-reminders.ts.
 */

type Reader = Pick<Db, 'select'>;
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'fetch' | 'jwtSecret'>;
type ReminderRow = typeof passReminders.$inferSelect;

/**
 * The chats a member's reminders go to: linked, not stopped, made from a phone that is still one of
 * the member's (a guardian the club removed hears no more), each chat once (two links = two chats).
 */
export function memberChats(db: Reader, memberId: number): string[] {
  const rows = db
    .select({ chatId: memberTelegramLinks.chatId })
    .from(memberTelegramLinks)
    .innerJoin(
      memberPhones,
      and(eq(memberPhones.memberId, memberTelegramLinks.memberId), eq(memberPhones.phone, memberTelegramLinks.phone)),
    )
    .where(
      and(
        eq(memberTelegramLinks.memberId, memberId),
        isNotNull(memberTelegramLinks.chatId),
        isNull(memberTelegramLinks.stoppedAt),
      ),
    )
    .all();
  return [...new Set(rows.flatMap((row) => (row.chatId ? [row.chatId] : [])))];
}

/** The pass as the rules read it when the reminder is still wanted today, else null. */
function wantedPass(db: Reader, kind: PassReminderKind, passId: number, today: string) {
  const row = db.select({ memberId: passes.memberId }).from(passes).where(eq(passes.id, passId)).get();
  if (!row) return null;
  const list = passesOfMembers(db, [row.memberId]).get(row.memberId) ?? [];
  const pass = list.find((p) => p.id === passId);
  return pass && passReminderWanted(kind, pass, list, today) ? pass : null;
}

function plan(tx: Tx, kind: PassReminderKind, passId: number, now: number): boolean {
  // The chats first: one indexed read, and most members have none.
  const owner = tx.select({ memberId: passes.memberId }).from(passes).where(eq(passes.id, passId)).get();
  if (!owner || memberChats(tx, owner.memberId).length === 0) return false;
  if (!wantedPass(tx, kind, passId, clubDay(now))) return false;
  return tx.insert(passReminders).values({ passId, kind, createdAt: now }).onConflictDoNothing().run().changes === 1;
}

/**
 * For the journal's write (syncVisits): a tick that leaves one class on a limited pass plans its
 * reminder in the same transaction. A second tick, or the same tick saved again, changes nothing.
 */
export function planOneLeft(tx: Tx, passId: number, now: number): void {
  plan(tx, 'one_left', passId, now);
}

/** The hourly check: passes in force whose last day is within three days get their 'ends_soon' planned. */
export function planEndingPasses(deps: Pick<AppDeps, 'db' | 'now'>): number {
  const now = deps.now();
  const today = clubDay(now);
  const candidates = deps.db
    .select({ id: passes.id })
    .from(passes)
    .leftJoin(passReminders, and(eq(passReminders.passId, passes.id), eq(passReminders.kind, 'ends_soon')))
    .where(
      and(
        eq(passes.status, 'active'),
        gte(passes.endsOn, today),
        lte(passes.endsOn, addDays(today, ENDS_SOON_DAYS)),
        isNull(passReminders.id),
      ),
    )
    .all();
  let planned = 0;
  for (const { id } of candidates) if (deps.db.transaction((tx) => plan(tx, 'ends_soon', id, now))) planned++;
  return planned;
}

/** The one-tap renewal address, when the pass's type is still sold on the site. */
function renewUrl(deps: Deps, pass: PassRow): string | null {
  const type = deps.db.select().from(passTypes).where(eq(passTypes.id, pass.passTypeId)).get();
  if (!type?.soldOnline || type.archivedAt !== null || yookassaConfig(deps.env) === null) return null;
  return `${deps.env.siteOrigin}${renewalHref(deps, pass.passTypeId, pass.memberId)}`;
}

function textOf(deps: Deps, kind: PassReminderKind, pass: NonNullable<ReturnType<typeof wantedPass>>): string {
  const member = deps.db.select({ fullName: members.fullName }).from(members).where(eq(members.id, pass.row.memberId)).get();
  const text = {
    member: member?.fullName ?? '',
    pass: pass.row.name,
    classesLeft: classesLeft(pass),
    endsOn: pass.endsOn ? formatDayMonth(pass.endsOn) : null,
    renewUrl: renewUrl(deps, pass.row),
  };
  return kind === 'one_left' ? passTelegramMessages.reminder.oneLeft(text) : passTelegramMessages.reminder.endsSoon(text);
}

function release(deps: Pick<AppDeps, 'db'>, row: ReminderRow, set: Partial<ReminderRow>): void {
  deps.db.update(passReminders).set(set).where(eq(passReminders.id, row.id)).run();
}

/**
 * Sends the planned reminders, from 10:00 to 21:00 on the club's clock. Each row is claimed by
 * setting `sent_at` where it is still empty, before any request. Checked again at the sending: a
 * reminder no longer wanted (the class given back, the pass frozen, refunded or renewed) or with no
 * chat left is deleted unsent, so a later tick may plan it again. Telegram's 'try later' (429, 5xx)
 * from every chat gives the claim back for the next round; a refusal from every chat (the bot
 * blocked) is recorded in `failed_at`; a lost connection keeps the claim, since the message may
 * have arrived. One chat reached is the reminder sent.
 */
export async function sendDuePassReminders(deps: Deps): Promise<{ sent: number; dropped: number }> {
  const result = { sent: 0, dropped: 0 };
  if (!reminderHourOpen(deps.now(), CLUB_TIME_ZONE)) return result;
  const due = deps.db
    .select()
    .from(passReminders)
    .where(and(isNull(passReminders.sentAt), isNull(passReminders.failedAt)))
    .orderBy(passReminders.id)
    .limit(50)
    .all();
  for (const row of due) {
    const claimed = deps.db
      .update(passReminders)
      .set({ sentAt: deps.now() })
      .where(and(eq(passReminders.id, row.id), isNull(passReminders.sentAt), isNull(passReminders.failedAt)))
      .run();
    if (claimed.changes !== 1) continue;
    const pass = wantedPass(deps.db, row.kind, row.passId, clubDay(deps.now()));
    const chats = pass ? memberChats(deps.db, pass.row.memberId) : [];
    if (!pass || chats.length === 0) {
      deps.db.delete(passReminders).where(eq(passReminders.id, row.id)).run();
      result.dropped++;
      continue;
    }
    const text = textOf(deps, row.kind, pass);
    const answers = [];
    for (const chat of chats) answers.push(await sendChatMessage(deps, chat, text));
    if (answers.some((answer) => answer.ok)) {
      result.sent++;
    } else if (answers.some((answer) => !answer.ok && (answer.status === 429 || answer.status >= 500))) {
      release(deps, row, { sentAt: null });
    } else if (answers.every((answer) => !answer.ok && answer.status >= 400)) {
      const first = answers[0];
      console.warn(`[pass-reminders] refused (${first && !first.ok ? `${first.status}: ${first.description}` : ''})`);
      release(deps, row, { failedAt: deps.now() });
    }
  }
  return result;
}
