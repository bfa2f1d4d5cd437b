import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { deviceLabel } from '#shared/rules/user-agent';
import type { SessionView } from '#shared/schemas/two-step';
import { admins, refreshTokens, staffSessions } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';

/**
 * Sessions: one row per login, what 'Мои сеансы' and the staff screen list
 * (docs/decisions/two-step-login-and-sessions.md). A session's refresh tokens rotate inside it;
 * ending it marks the row and revokes its refresh tokens, and every access token carrying its id
 * (the `ses` claim) is refused at its next request (server/lib/tokens.ts checks the row).
 */

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** The browser and the address a login came from. */
export interface ClientInfo {
  userAgent: string;
  ip: string;
}

/** `last_used_at` is written at most this often: a request that only reads costs no write. */
export const LAST_USE_RESOLUTION_SECONDS = 5 * 60;

export function createSession(deps: Deps, adminId: number, client: ClientInfo, expiresAt: number): number {
  const now = deps.now();
  return deps.db
    .insert(staffSessions)
    .values({
      adminId,
      device: deviceLabel(client.userAgent),
      ip: client.ip.slice(0, 64),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    })
    .returning({ id: staffSessions.id })
    .get().id;
}

/**
 * Whether a session is alive for this account: not ended, not past its refresh token's expiry, and
 * the account exists and is not switched off. One indexed lookup per request; the last use is
 * written only when the stored one is older than LAST_USE_RESOLUTION_SECONDS.
 */
export function sessionAlive(deps: Deps, sessionId: number, adminId: number): boolean {
  const now = deps.now();
  const row = deps.db
    .select({
      adminId: staffSessions.adminId,
      endedAt: staffSessions.endedAt,
      expiresAt: staffSessions.expiresAt,
      lastUsedAt: staffSessions.lastUsedAt,
    })
    .from(staffSessions)
    // A switched-off account's sessions are ended too; the join makes its tokens fail even before that.
    .innerJoin(admins, and(eq(admins.id, staffSessions.adminId), isNull(admins.disabledAt)))
    .where(eq(staffSessions.id, sessionId))
    .get();
  if (!row || row.adminId !== adminId || row.endedAt !== null || row.expiresAt <= now) return false;
  if (now - row.lastUsedAt >= LAST_USE_RESOLUTION_SECONDS) {
    deps.db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, sessionId)).run();
  }
  return true;
}

/** A refresh moved the session on: its new expiry, its last use and the address it came from now. */
export function sessionRefreshed(deps: Deps, sessionId: number, expiresAt: number, ip: string | null): void {
  const now = deps.now();
  deps.db
    .update(staffSessions)
    .set({ expiresAt, lastUsedAt: now, ...(ip ? { ip: ip.slice(0, 64) } : {}) })
    .where(eq(staffSessions.id, sessionId))
    .run();
}

/** Whether a session can still be refreshed (not ended). */
export function sessionOpen(deps: Pick<AppDeps, 'db'>, sessionId: number): boolean {
  const row = deps.db.select({ endedAt: staffSessions.endedAt }).from(staffSessions).where(eq(staffSessions.id, sessionId)).get();
  return row !== undefined && row.endedAt === null;
}

/** Ends sessions matching a condition and revokes their refresh tokens; returns how many ended. */
function endWhere(deps: Deps, where: ReturnType<typeof and>): number {
  const now = deps.now();
  return deps.db.transaction((tx) => {
    const ended = tx.update(staffSessions).set({ endedAt: now }).where(where).returning({ id: staffSessions.id }).all();
    for (const { id } of ended) {
      tx.update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.sessionId, id), isNull(refreshTokens.revokedAt)))
        .run();
    }
    return ended.length;
  });
}

/** Ends every session of an account (password change, new role, switched off, a copied refresh token). */
export function endAllSessions(deps: Deps, adminId: number): number {
  return endWhere(deps, and(eq(staffSessions.adminId, adminId), isNull(staffSessions.endedAt)));
}

/**
 * Ends one session. `ownerOf` limits it to one account's sessions (a person ending their own):
 * another account's session id is then not found, exactly like an unknown one.
 */
export function endSession(deps: Deps, sessionId: number, ownerOf: number | null): void {
  const where = and(
    eq(staffSessions.id, sessionId),
    isNull(staffSessions.endedAt),
    ownerOf === null ? undefined : eq(staffSessions.adminId, ownerOf),
  );
  if (endWhere(deps, where) === 0) throw new DomainError('not-found', serverMessages.twoStep.server.sessionNotFound);
}

/** 'Завершить все, кроме этого'. */
export function endOtherSessions(deps: Deps, adminId: number, keepSessionId: number | null): number {
  return endWhere(
    deps,
    and(
      eq(staffSessions.adminId, adminId),
      isNull(staffSessions.endedAt),
      keepSessionId === null ? undefined : ne(staffSessions.id, keepSessionId),
    ),
  );
}

/** An account's live sessions, the most recently used first; `current` marks the asking one. */
export function listSessions(deps: Deps, adminId: number, currentSessionId: number | null): SessionView[] {
  return deps.db
    .select({
      id: staffSessions.id,
      device: staffSessions.device,
      ip: staffSessions.ip,
      createdAt: staffSessions.createdAt,
      lastUsedAt: staffSessions.lastUsedAt,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.adminId, adminId), isNull(staffSessions.endedAt), gt(staffSessions.expiresAt, deps.now())))
    .orderBy(desc(staffSessions.lastUsedAt), desc(staffSessions.id))
    .all()
    .map((row) => ({ ...row, current: row.id === currentSessionId }));
}
