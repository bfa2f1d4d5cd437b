import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { familySessions, memberPhones, members } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { serverMessages } from '#shared/messages/server.ru';
import { DomainError } from '../domain-error';

/**
 * A family's login on one device (docs/decisions/family-login.md): a random token in an HttpOnly
 * cookie, stored as its SHA-256, for 30 days. Not the staff's sessions and not their cookie.
 */
export const FAMILY_SESSION_DAYS = 30;
export const FAMILY_SESSION_SECONDS = FAMILY_SESSION_DAYS * 86_400;
/** The cookie's name: the staff's login uses a bearer token and no cookie of this name. */
export const FAMILY_COOKIE = 'academy_family';
/** How often `last_used_at` is written, at most. */
const TOUCH_EVERY = 300;

export interface FamilySession {
  id: number;
  phone: string;
  /** Every member this phone may see (member_phones), read on the server for each call. */
  memberIds: number[];
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 'Chrome, Android' from a User-Agent: enough to tell one's own devices apart. */
export function deviceName(userAgent: string): string {
  const browser = /YaBrowser/.test(userAgent)
    ? 'Яндекс Браузер'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Браузер';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser}, ${system}` : browser;
}

/** Opens a session for `phone`; returns the token for the cookie (never stored as it is). */
export function openSession(deps: Pick<AppDeps, 'db' | 'now'>, phone: string, device: { userAgent: string; ip: string }): string {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  deps.db
    .insert(familySessions)
    .values({
      phone,
      tokenHash: hashToken(token),
      device: deviceName(device.userAgent),
      ip: device.ip,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: now + FAMILY_SESSION_SECONDS,
    })
    .run();
  return token;
}

export function membersOfPhone(deps: Pick<AppDeps, 'db'>, phone: string): number[] {
  return deps.db
    .selectDistinct({ id: members.id })
    .from(memberPhones)
    .innerJoin(members, eq(members.id, memberPhones.memberId))
    .where(and(eq(memberPhones.phone, phone), isNull(members.archivedAt)))
    .orderBy(members.id)
    .all()
    .map((row) => row.id);
}

/** The live session of a cookie's token, or null (none, unknown, ended, expired). */
export function sessionOfToken(deps: Pick<AppDeps, 'db' | 'now'>, token: string | null | undefined): FamilySession | null {
  if (!token || token.length > 200) return null;
  const now = deps.now();
  const row = deps.db
    .select()
    .from(familySessions)
    .where(and(eq(familySessions.tokenHash, hashToken(token)), isNull(familySessions.endedAt), gt(familySessions.expiresAt, now)))
    .get();
  if (!row) return null;
  if (now - row.lastUsedAt >= TOUCH_EVERY)
    deps.db.update(familySessions).set({ lastUsedAt: now }).where(eq(familySessions.id, row.id)).run();
  return { id: row.id, phone: row.phone, memberIds: membersOfPhone(deps, row.phone) };
}

/** The family's logins that are alive, newest use first, this one marked. */
export function listDevices(deps: Pick<AppDeps, 'db' | 'now'>, session: FamilySession) {
  return deps.db
    .select({
      id: familySessions.id,
      device: familySessions.device,
      createdAt: familySessions.createdAt,
      lastUsedAt: familySessions.lastUsedAt,
    })
    .from(familySessions)
    .where(and(eq(familySessions.phone, session.phone), isNull(familySessions.endedAt), gt(familySessions.expiresAt, deps.now())))
    .orderBy(desc(familySessions.lastUsedAt), desc(familySessions.id))
    .all()
    .map((row) => ({ ...row, current: row.id === session.id }));
}

/** Ends one login of this phone (a foreign or unknown id: not found). */
export function endSession(deps: Pick<AppDeps, 'db' | 'now'>, session: FamilySession, sessionId: number): void {
  const ended = deps.db
    .update(familySessions)
    .set({ endedAt: deps.now() })
    .where(and(eq(familySessions.id, sessionId), eq(familySessions.phone, session.phone), isNull(familySessions.endedAt)))
    .run();
  if (ended.changes === 0) throw new DomainError('not-found', serverMessages.cabinet.errors.notFound);
}

/** 'Выйти везде': every login of this phone ends, this one included. */
export function endAllSessions(deps: Pick<AppDeps, 'db' | 'now'>, session: FamilySession): number {
  return deps.db
    .update(familySessions)
    .set({ endedAt: deps.now() })
    .where(and(eq(familySessions.phone, session.phone), isNull(familySessions.endedAt)))
    .run().changes;
}

/** The Set-Cookie value of a session (or of its end, with an empty token). */
export function familyCookie(token: string | null, options: { secure: boolean }): string {
  const parts = [
    `${FAMILY_COOKIE}=${token ?? ''}`,
    // Only the calls read it: pages are rendered and cached without it.
    'Path=/trpc',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${token ? FAMILY_SESSION_SECONDS : 0}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
