import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { type TokenPair, type TokenPayload, tokenPayloadSchema } from '#shared/schemas/auth';
import type { StaffMember } from '#shared/schemas/staff';
import { admins, refreshTokens } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';

/**
 * Access tokens live minutes: the browser renews them with its refresh token before they expire,
 * and every use is also checked against the session (see `verifyAccessToken`).
 */
export const ACCESS_TOKEN_SECONDS = 10 * 60;
/** Rotation steps followed from the session a token was issued with to the session's current refresh token. */
const MAX_ROTATIONS_FOLLOWED = 8;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const SESSION_EXPIRED = 'Ваша сессия истекла';

/** Only the SHA-256 of a refresh token is stored: a copy of the database does not yield live sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session (refresh-token row) an access token was issued with, as the `sid` claim. */
const sessionClaim = z.object({ sid: z.string().regex(/^\d{1,15}$/) });

/**
 * Whether the session a token was issued with is still alive: its refresh token, or the one it was
 * rotated into (a few steps at most within an access token's life), is neither revoked nor
 * expired, and belongs to an account that exists and is not switched off. Logout revokes the session's current refresh
 * token, a password change and a reused refresh token revoke all of them: every access token of
 * those sessions stops working at once.
 */
function sessionAlive(deps: AppDeps, sessionId: number, adminId: number): boolean {
  const now = deps.now();
  let id: number | null = sessionId;
  for (let step = 0; id !== null && step <= MAX_ROTATIONS_FOLLOWED; step++) {
    const row = deps.db
      .select({
        adminId: refreshTokens.adminId,
        revokedAt: refreshTokens.revokedAt,
        replacedById: refreshTokens.replacedById,
        expiresAt: refreshTokens.expiresAt,
      })
      .from(refreshTokens)
      // A switched-off account's sessions are revoked too; the join makes its tokens fail even before that.
      .innerJoin(admins, and(eq(admins.id, refreshTokens.adminId), isNull(admins.disabledAt)))
      .where(eq(refreshTokens.id, id))
      .get();
    if (!row || row.adminId !== adminId) return false;
    if (row.revokedAt === null) return row.expiresAt > now;
    id = row.replacedById;
  }
  return false;
}

/**
 * The payload of a valid access token, or null: bad signature, other algorithm, expired, no exp,
 * wrong role, or a session that has ended (logout, password change) or an admin that no longer exists.
 */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, deps.jwtSecret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: new Date(deps.now() * 1000),
    });
    const parsed = tokenPayloadSchema.safeParse(payload);
    const session = sessionClaim.safeParse(payload);
    if (!parsed.success || !session.success) return null;
    const adminId = Number(parsed.data.sub);
    if (!Number.isSafeInteger(adminId) || !sessionAlive(deps, Number(session.data.sid), adminId)) return null;
    return parsed.data;
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
 * The spec's clients judge a login by `role: 'admin'`: owners and managers keep it; a coach, who may
 * not use the spec's API, says `role: 'coach'`. The staff role rides in a claim of its own.
 */
async function signAccessToken(deps: AppDeps, adminId: number, sessionId: number): Promise<{ token: string; expiresAt: number }> {
  const now = deps.now();
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const staff = activeAccount(deps, adminId)?.role;
  if (!staff) throw new DomainError('unauthorized', SESSION_EXPIRED);
  const token = await new SignJWT({ role: staff === 'coach' ? 'coach' : 'admin', staff, sid: String(sessionId) })
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

/** A fresh access token and a new refresh token (the start of a rotation chain). */
export async function issueTokenPair(deps: AppDeps, adminId: number): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const session = deps.db
    .insert(refreshTokens)
    .values({
      adminId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: deps.now() + REFRESH_TOKEN_SECONDS,
      createdAt: deps.now(),
    })
    .returning({ id: refreshTokens.id })
    .get();
  return { ...(await signAccessToken(deps, adminId, session.id)), refreshToken };
}

/**
 * Trades a refresh token for a new pair; the old one is revoked and points at its successor.
 * Presenting an already rotated token means it was copied: every session of that admin is revoked.
 */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string): Promise<TokenPair> {
  const now = deps.now();
  const next = newRefreshToken();
  const outcome = deps.db.transaction((tx) => {
    const row = tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
      .get();
    if (!row) return { ok: false as const };
    // A token revoked by logout or a password change is only stale. One that was already rotated
    // means a copy is in use: every session of that admin ends (their access tokens with them).
    if (row.revokedAt !== null && row.replacedById === null) return { ok: false as const };
    if (row.revokedAt !== null) {
      tx.update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.adminId, row.adminId), isNull(refreshTokens.revokedAt)))
        .run();
      return { ok: false as const };
    }
    if (row.expiresAt <= now) return { ok: false as const };
    const inserted = tx
      .insert(refreshTokens)
      .values({ adminId: row.adminId, tokenHash: hashRefreshToken(next), expiresAt: now + REFRESH_TOKEN_SECONDS, createdAt: now })
      .returning({ id: refreshTokens.id })
      .get();
    tx.update(refreshTokens).set({ revokedAt: now, replacedById: inserted.id }).where(eq(refreshTokens.id, row.id)).run();
    return { ok: true as const, adminId: row.adminId, sessionId: inserted.id };
  });
  if (!outcome.ok) throw new DomainError('unauthorized', SESSION_EXPIRED);
  return { ...(await signAccessToken(deps, outcome.adminId, outcome.sessionId)), refreshToken: next };
}

/** Ends one session (logout). Unknown or already revoked tokens are ignored. */
export function revokeRefreshToken(deps: AppDeps, refreshToken: string): void {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)), isNull(refreshTokens.revokedAt)))
    .run();
}

/** Ends every session of an account (password change, new role, switched off). */
export function revokeAllRefreshTokens(deps: Pick<AppDeps, 'db' | 'now'>, adminId: number): void {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.adminId, adminId), isNull(refreshTokens.revokedAt)))
    .run();
}
