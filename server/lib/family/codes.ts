import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import { familyCodes, memberPhones, members, memberTelegramLinks } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { serverMessages } from '#shared/messages/server.ru';
import { shownPhone } from '#shared/rules/phone';
import { DomainError } from '../domain-error';
import { sendSms, smsConfigured } from '../sms/sms-ru';
import { sendChatMessage } from '../telegram-bot/api';
import { readFamilySettings, smsSentToday } from './settings';

/**
 * The family login's codes (docs/decisions/family-login.md): six digits from the crypto RNG, stored
 * as SHA-256 only, 5 minutes and 5 tries. The answer is the same for every phone, known or not, and
 * is given before anything is sent (the delivery runs after it), so neither its words nor its time
 * tell whether a number is the club's.
 */
export const CODE_LIFETIME = 5 * 60;
export const CODE_TRIES = 5;
/** Per phone: one code a minute, five an hour; per address: twenty an hour. */
export const CODE_LIMITS = { phoneGap: 60, phonePerHour: 5, addressPerHour: 20 } as const;

const copy = () => serverMessages.cabinet.errors;

export function hashCode(phone: string, code: string): string {
  // The phone is part of the hash: a code is worth nothing for another number.
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Deliveries still on their way; tests wait for them (`deliveriesSettled`). */
const pending = new Set<Promise<void>>();
export async function deliveriesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

function codesSince(
  deps: Pick<AppDeps, 'db'>,
  column: 'phone' | 'ip',
  value: string,
  since: number,
): { n: number; first: number } {
  const where = and(eq(column === 'phone' ? familyCodes.phone : familyCodes.ip, value), gte(familyCodes.createdAt, since));
  const n = deps.db.select({ n: count() }).from(familyCodes).where(where).get()?.n ?? 0;
  const first = deps.db
    .select({ at: familyCodes.createdAt })
    .from(familyCodes)
    .where(where)
    .orderBy(familyCodes.createdAt)
    .limit(1)
    .get();
  return { n, first: first?.at ?? 0 };
}

function refuseOverLimits(deps: Pick<AppDeps, 'db' | 'now'>, phone: string, ip: string): void {
  const now = deps.now();
  const last = codesSince(deps, 'phone', phone, now - CODE_LIMITS.phoneGap);
  if (last.n > 0) throw new DomainError('too-many', copy().tooSoon, { retryAfter: last.first + CODE_LIMITS.phoneGap - now });
  const hour = codesSince(deps, 'phone', phone, now - 3600);
  if (hour.n >= CODE_LIMITS.phonePerHour)
    throw new DomainError('too-many', copy().tooMany, { retryAfter: hour.first + 3600 - now });
  const address = codesSince(deps, 'ip', ip, now - 3600);
  if (address.n >= CODE_LIMITS.addressPerHour)
    throw new DomainError('too-many', copy().tooMany, { retryAfter: address.first + 3600 - now });
}

/** The chats of guardians who linked the club's bot from this phone's family page. */
function telegramChats(deps: Pick<AppDeps, 'db' | 'env'>, phone: string): string[] {
  if (!deps.env.TELEGRAM_BOT_TOKEN) return [];
  const rows = deps.db
    .selectDistinct({ chatId: memberTelegramLinks.chatId })
    .from(memberTelegramLinks)
    .where(
      and(eq(memberTelegramLinks.phone, phone), isNotNull(memberTelegramLinks.chatId), isNull(memberTelegramLinks.stoppedAt)),
    )
    .all();
  return rows.flatMap((row) => (row.chatId ? [row.chatId] : []));
}

export function phoneIsKnown(deps: Pick<AppDeps, 'db'>, phone: string): boolean {
  return Boolean(
    deps.db
      .select({ id: memberPhones.id })
      .from(memberPhones)
      .innerJoin(members, eq(members.id, memberPhones.memberId))
      .where(and(eq(memberPhones.phone, phone), isNull(members.archivedAt)))
      .limit(1)
      .get(),
  );
}

/** SMS through the gateway, or in development and tests without a key: the code in the server log. */
function smsPath(deps: Pick<AppDeps, 'env'>): 'gateway' | 'log' | null {
  if (smsConfigured(deps)) return 'gateway';
  return deps.env.NODE_ENV === 'production' ? null : 'log';
}

async function deliver(
  deps: Pick<AppDeps, 'env' | 'fetch'>,
  phone: string,
  code: string,
  chats: string[],
  sms: 'gateway' | 'log' | null,
) {
  for (const chatId of chats) {
    const sent = await sendChatMessage(deps, chatId, serverMessages.cabinet.telegramCode(code));
    if (!sent.ok) console.warn(`[family] the Telegram code was not delivered (${sent.status})`);
  }
  if (sms === 'log') console.log(`[family] SMS_API_ID не задан: код для ${shownPhone(phone)} — ${code}`);
  if (sms === 'gateway') {
    const result = await sendSms(deps, phone, serverMessages.cabinet.sms(code));
    if (!result.ok) console.warn(`[family] SMS.ru refused the code (${result.code}): ${result.detail}`);
  }
}

export interface CodeAnswer {
  /** Seconds until another code may be asked for this phone. */
  resendAfter: number;
  expiresIn: number;
}

/** Issues a code for `phone` (stored form) asked from `ip`. The same answer whoever's phone it is. */
export function requestCode(deps: Pick<AppDeps, 'db' | 'env' | 'fetch' | 'now'>, phone: string, ip: string): CodeAnswer {
  const sms = smsPath(deps);
  if (!sms && !deps.env.TELEGRAM_BOT_TOKEN) throw new DomainError('not-ready', copy().notSetUp);
  refuseOverLimits(deps, phone, ip);
  if (sms && smsSentToday(deps) >= readFamilySettings(deps).smsDailyCap) throw new DomainError('too-many', copy().dailyCap);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const known = phoneIsKnown(deps, phone);
  const chats = known ? telegramChats(deps, phone) : [];
  const channel = !known ? 'none' : sms ? 'sms' : chats.length > 0 ? 'telegram' : 'none';
  const now = deps.now();
  deps.db
    .insert(familyCodes)
    .values({ phone, codeHash: hashCode(phone, code), channel, ip, expiresAt: now + CODE_LIFETIME, createdAt: now })
    .run();
  // Rows older than a day count for no limit any more.
  deps.db
    .delete(familyCodes)
    .where(lt(familyCodes.createdAt, now - 86_400))
    .run();
  if (known) {
    const delivery = deliver(deps, phone, code, chats, sms).catch((error: unknown) =>
      console.error('[family] code delivery failed:', error instanceof Error ? error.message : error),
    );
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  }
  return { resendAfter: CODE_LIMITS.phoneGap, expiresIn: CODE_LIFETIME };
}

/**
 * Checks a code for `phone`: the newest live code of that phone (unused, unexpired, tries left).
 * A wrong, expired, reused code or one of another phone: the same refusal. A right one is used up.
 */
export function checkCode(deps: Pick<AppDeps, 'db' | 'now'>, phone: string, code: string): void {
  const now = deps.now();
  const row = deps.db
    .select()
    .from(familyCodes)
    .where(
      and(
        eq(familyCodes.phone, phone),
        isNull(familyCodes.usedAt),
        gt(familyCodes.expiresAt, now),
        lt(familyCodes.attempts, CODE_TRIES),
      ),
    )
    .orderBy(desc(familyCodes.createdAt), desc(familyCodes.id))
    .limit(1)
    .get();
  const given = hashCode(phone, code);
  if (!row) throw new DomainError('bad-input', copy().wrongCode);
  if (!sameHash(row.codeHash, given)) {
    deps.db
      .update(familyCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(familyCodes.id, row.id))
      .run();
    throw new DomainError('bad-input', copy().wrongCode);
  }
  const used = deps.db
    .update(familyCodes)
    .set({ usedAt: now, attempts: row.attempts + 1 })
    .where(and(eq(familyCodes.id, row.id), isNull(familyCodes.usedAt)))
    .run();
  if (used.changes !== 1) throw new DomainError('bad-input', copy().wrongCode);
}
