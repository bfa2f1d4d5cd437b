import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { type TokenPair, type TokenPayload, tokenPayloadSchema } from '../../shared/schemas/auth';
import { refreshTokens } from '../db/schema';
import type { AppDeps } from '../trpc/context';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const SESSION_EXPIRED = 'Ваша сессия истекла';

/** Only the SHA-256 of a refresh token is stored: a copy of the database does not yield live sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The payload of a valid access token, or null (bad signature, other algorithm, expired, no exp, wrong role). */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, deps.jwtSecret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(deps.now() * 1000),
    });
    const parsed = tokenPayloadSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function signAccessToken(deps: AppDeps, adminId: number): Promise<{ token: string; expiresAt: number }> {
  const now = deps.now();
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({ role: 'admin' })
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
  deps.db
    .insert(refreshTokens)
    .values({
      adminId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: deps.now() + REFRESH_TOKEN_SECONDS,
      createdAt: deps.now(),
    })
    .run();
  return { ...(await signAccessToken(deps, adminId)), refreshToken };
}

/**
 * Trades a refresh token for a new pair; the old one is revoked and points at its successor.
 * Presenting a revoked token means it was copied: every session of that admin is revoked.
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
    return { ok: true as const, adminId: row.adminId };
  });
  if (!outcome.ok) throw new TRPCError({ code: 'UNAUTHORIZED', message: SESSION_EXPIRED });
  return { ...(await signAccessToken(deps, outcome.adminId)), refreshToken: next };
}

/** Ends one session (logout). Unknown or already revoked tokens are ignored. */
export function revokeRefreshToken(deps: AppDeps, refreshToken: string): void {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)), isNull(refreshTokens.revokedAt)))
    .run();
}

/** Ends every session of an admin (password change). */
export function revokeAllRefreshTokens(deps: Pick<AppDeps, 'db' | 'now'>, adminId: number): void {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.adminId, adminId), isNull(refreshTokens.revokedAt)))
    .run();
}
