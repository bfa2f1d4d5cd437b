import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { type TokenPair, type TokenPayload, tokenPayloadSchema } from '#shared/schemas/auth';
import type { StaffMember } from '#shared/schemas/staff';
import { admins, refreshTokens } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import {
  type ClientInfo,
  createSession,
  endAllSessions,
  endOtherSessions,
  endSession,
  sessionAlive,
  sessionOpen,
  sessionRefreshed,
} from './sessions';

/**
 * Access tokens live minutes: the browser renews them with its refresh token before they expire,
 * and every use is also checked against the session (see `verifyAccessToken`).
 */
export const ACCESS_TOKEN_SECONDS = 10 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const SESSION_EXPIRED = 'Ваша сессия истекла';

/** Only the SHA-256 of a refresh token is stored: a copy of the database does not yield live sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session (staff_sessions.id) an access token belongs to, as the `ses` claim. */
const sessionClaim = z.object({ ses: z.string().regex(/^\d{1,15}$/) });

/**
 * The payload of a valid access token and its session, or null: bad signature, other algorithm,
 * expired, no exp, wrong role, or a session that has ended (logout, 'Завершить', password change,
 * switched off) or an account that no longer exists. Tokens from before sessions existed carry no
 * `ses` and are refused: the browser then refreshes, which moves its refresh token into a session.
 */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<(TokenPayload & { sessionId: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, deps.jwtSecret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'ses'],
      currentDate: new Date(deps.now() * 1000),
    });
    const parsed = tokenPayloadSchema.safeParse(payload);
    const session = sessionClaim.safeParse(payload);
    if (!parsed.success || !session.success) return null;
    const adminId = Number(parsed.data.sub);
    const sessionId = Number(session.data.ses);
    if (!Number.isSafeInteger(adminId) || !sessionAlive(deps, sessionId, adminId)) return null;
    return { ...parsed.data, sessionId };
  } catch {
    return null;
  }
}

/** A staff account as each request sees it: read from the database, never trusted from the token. */
export type StaffAccount = Omit<StaffMember, 'disabled' | 'passwordSet'>;

/** The account behind an id when it exists and is not switched off. */
export function activeAccount(deps: Pick<AppDeps, 'db'>, adminId: number): StaffAccount | null {
  return (
    deps.db
      .select({
        id: admins.id,
        login: admins.login,
        name: admins.name,
        role: admins.role,
        groupIds: admins.groupIds,
        directions: admins.directions,
      })
      .from(admins)
      .where(and(eq(admins.id, adminId), isNull(admins.disabledAt)))
      .get() ?? null
  );
}

/**
 * The account of a valid access token, or null. Its role, groups and directions come from the
 * database on every request, so a change by the owner applies to the very next call.
 */
export async function authenticate(deps: AppDeps, token: string): Promise<StaffAccount | null> {
  const payload = await verifyAccessToken(deps, token);
  return payload ? activeAccount(deps, Number(payload.sub)) : null;
}

/**
 * The session id of an access token the request already passed `adminProcedure` with ('this
 * device' in the sessions list). Decoded without a second check: the middleware verified it.
 */
export function sessionOfToken(authorization: string | null): number | null {
  const raw = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!raw) return null;
  try {
    const claim = sessionClaim.safeParse(decodeJwt(raw));
    return claim.success ? Number(claim.data.ses) : null;
  } catch {
    return null;
  }
}

/**
 * The spec's clients judge a login by `role: 'admin'`: owners and managers keep it; a coach, who may
 * not use the spec's API, says `role: 'coach'`. The staff role rides in a claim of its own.
 */
async function signAccessToken(deps: AppDeps, adminId: number, sessionId: number): Promise<{ token: string; expiresAt: number }> {
  const now = deps.now();
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const staff = activeAccount(deps, adminId)?.role;
  if (!staff) throw new DomainError('unauthorized', SESSION_EXPIRED);
  const token = await new SignJWT({ role: staff === 'coach' ? 'coach' : 'admin', staff, ses: String(sessionId) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(adminId))
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(deps.jwtSecret);
  return { token, expiresAt };
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

const NO_CLIENT: ClientInfo = { userAgent: '', ip: 'unknown' };

/** A login: a new session (device and address from `client`) with its first refresh token. */
export async function issueTokenPair(deps: AppDeps, adminId: number, client: ClientInfo = NO_CLIENT): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const expiresAt = deps.now() + REFRESH_TOKEN_SECONDS;
  const sessionId = deps.db.transaction(() => {
    const id = createSession(deps, adminId, client, expiresAt);
    deps.db
      .insert(refreshTokens)
      .values({ adminId, sessionId: id, tokenHash: hashRefreshToken(refreshToken), expiresAt, createdAt: deps.now() })
      .run();
    return id;
  });
  return { ...(await signAccessToken(deps, adminId, sessionId)), refreshToken };
}

/**
 * Trades a refresh token for a new pair in the same session; the old one is revoked and points at
 * its successor. Presenting an already rotated token means it was copied: every session of that
 * account ends. A token of an ended session is refused. A token from before sessions existed gets
 * a session now (its device and address are those of this refresh).
 */
export async function rotateRefreshToken(
  deps: AppDeps,
  refreshToken: string,
  client: ClientInfo = NO_CLIENT,
): Promise<TokenPair> {
  const now = deps.now();
  const next = newRefreshToken();
  const expiresAt = now + REFRESH_TOKEN_SECONDS;
  const outcome = deps.db.transaction((tx) => {
    const row = tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
      .get();
    if (!row) return { ok: false as const };
    // A token revoked by logout or a password change is only stale. One that was already rotated
    // means a copy is in use: every session of that account ends (their access tokens with them).
    if (row.revokedAt !== null && row.replacedById === null) return { ok: false as const };
    if (row.revokedAt !== null) {
      endAllSessions(deps, row.adminId);
      tx.update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.adminId, row.adminId), isNull(refreshTokens.revokedAt)))
        .run();
      return { ok: false as const };
    }
    if (row.expiresAt <= now) return { ok: false as const };
    if (row.sessionId !== null && !sessionOpen(deps, row.sessionId)) return { ok: false as const };
    const sessionId = row.sessionId ?? createSession(deps, row.adminId, client, expiresAt);
    const inserted = tx
      .insert(refreshTokens)
      .values({ adminId: row.adminId, sessionId, tokenHash: hashRefreshToken(next), expiresAt, createdAt: now })
      .returning({ id: refreshTokens.id })
      .get();
    tx.update(refreshTokens).set({ revokedAt: now, replacedById: inserted.id }).where(eq(refreshTokens.id, row.id)).run();
    sessionRefreshed(deps, sessionId, expiresAt, client === NO_CLIENT ? null : client.ip);
    return { ok: true as const, adminId: row.adminId, sessionId };
  });
  if (!outcome.ok) throw new DomainError('unauthorized', SESSION_EXPIRED);
  return { ...(await signAccessToken(deps, outcome.adminId, outcome.sessionId)), refreshToken: next };
}

/** Ends the session of a refresh token (logout). Unknown or already revoked tokens are ignored. */
export function revokeRefreshToken(deps: AppDeps, refreshToken: string): void {
  const row = deps.db
    .select({ id: refreshTokens.id, sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)), isNull(refreshTokens.revokedAt)))
    .get();
  if (!row) return;
  if (row.sessionId !== null) {
    try {
      endSession(deps, row.sessionId, null);
    } catch {
      // Already ended: only the token is left to revoke.
    }
  }
  deps.db.update(refreshTokens).set({ revokedAt: deps.now() }).where(eq(refreshTokens.id, row.id)).run();
}

/** Ends every session of an account (password change, new role, switched off). */
export function revokeAllRefreshTokens(deps: Pick<AppDeps, 'db' | 'now'>, adminId: number): void {
  endAllSessions(deps, adminId);
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.adminId, adminId), isNull(refreshTokens.revokedAt)))
    .run();
}

/**
 * Ends every session of an account but the one kept (one's own password change): their refresh
 * tokens are revoked with them, and so is any token from before sessions existed. Returns how many
 * sessions ended.
 */
export function revokeOtherRefreshTokens(
  deps: Pick<AppDeps, 'db' | 'now'>,
  adminId: number,
  keepSessionId: number | null,
): number {
  return deps.db.transaction(() => {
    const ended = endOtherSessions(deps, adminId, keepSessionId);
    deps.db
      .update(refreshTokens)
      .set({ revokedAt: deps.now() })
      .where(
        and(
          eq(refreshTokens.adminId, adminId),
          isNull(refreshTokens.revokedAt),
          keepSessionId === null ? undefined : or(isNull(refreshTokens.sessionId), ne(refreshTokens.sessionId, keepSessionId)),
        ),
      )
      .run();
    return ended;
  });
}
