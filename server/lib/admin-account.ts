import { and, count, eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { ChangeOwnPasswordInput } from '#shared/schemas/auth';
import { admins } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { beginLoginAttempt, loginSucceeded } from './login-throttle';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from './passwords';
import { revokeAllRefreshTokens, revokeOtherRefreshTokens } from './tokens';

const twoStepCopy = serverMessages.twoStep.server;

export function findAdminByLogin({ db }: Pick<AppDeps, 'db'>, login: string) {
  return db.select().from(admins).where(eq(admins.login, login)).get() ?? null;
}

export function countAdmins({ db }: Pick<AppDeps, 'db'>): number {
  return db.select({ n: count() }).from(admins).get()?.n ?? 0;
}

/**
 * Creates the admin or sets a new password for an existing one; a changed password ends every
 * session of that admin. Returns whether the account was created.
 */
export async function setAdminPassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  login: string,
  password: string,
): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const existing = findAdminByLogin(deps, login);
  if (existing) {
    deps.db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, existing.id)).run();
    revokeAllRefreshTokens(deps, existing.id);
    return { id: existing.id, created: false };
  }
  const row = deps.db
    .insert(admins)
    .values({ login, passwordHash, createdAt: now, updatedAt: now })
    .returning({ id: admins.id })
    .get();
  return { id: row.id, created: true };
}

/**
 * After a password was verified against `storedHash`: a hash made at older scrypt parameters is
 * replaced by one at today's (passwords.ts), sessions kept, since the password did not change.
 * Written only if the row still holds that hash, so a password changed meanwhile is not undone.
 */
export async function upgradePasswordHash(
  deps: Pick<AppDeps, 'db'>,
  adminId: number,
  password: string,
  storedHash: string,
): Promise<boolean> {
  if (!needsRehash(storedHash)) return false;
  const passwordHash = await hashPassword(password);
  const result = deps.db
    .update(admins)
    .set({ passwordHash })
    .where(and(eq(admins.id, adminId), eq(admins.passwordHash, storedHash)))
    .run();
  return result.changes > 0;
}

/** Who asks to change their password: their account, the session they ask from, and their address. */
export interface PasswordChanger {
  adminId: number;
  /** Kept open; null only for a token without a session (then every session ends). */
  sessionId: number | null;
  ip: string;
}

/**
 * 'Сменить пароль' on 'Вход и сеансы': a person's own password (any role; the input names no
 * account). The current password is checked through the login throttle under the login's own keys,
 * so an open session is no password oracle; the new hash is written only over the hash just checked
 * (a change meanwhile is a conflict, not undone); every other session of the account ends and this
 * one stays. Two-step login, when on, is left as it is. Returns how many other sessions ended.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  changer: PasswordChanger,
  input: ChangeOwnPasswordInput,
): Promise<{ ended: number }> {
  const row = deps.db.select().from(admins).where(eq(admins.id, changer.adminId)).get();
  if (!row) throw new DomainError('unauthorized', serverMessages.auth.authorizationRequired);
  beginLoginAttempt(deps, row.login, changer.ip);
  if (!(await verifyPassword(input.password, row.passwordHash))) {
    const message = twoStepCopy.currentPasswordInvalid;
    throw new DomainError('bad-input', message, { fieldErrors: { password: [message] } });
  }
  loginSucceeded(deps, row.login, changer.ip);
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction(() => {
    const written = deps.db
      .update(admins)
      .set({ passwordHash, updatedAt: deps.now() })
      .where(and(eq(admins.id, row.id), eq(admins.passwordHash, row.passwordHash)))
      .run();
    if (written.changes === 0) throw new DomainError('conflict', twoStepCopy.passwordChangedMeanwhile);
    return { ended: revokeOtherRefreshTokens(deps, row.id, changer.sessionId) };
  });
}

export type AdminStartOutcome =
  | { kind: 'from-env'; login: string; changed: boolean }
  | { kind: 'generated'; login: string; password: string }
  | { kind: 'exists' };

export const GENERATED_ADMIN_LOGIN = 'admin';

/**
 * At start: ADMIN_LOGIN/ADMIN_PASSWORD, when set, create that admin or give it that password (an
 * unchanged password keeps its sessions); with no admin and no variables, one is created with a
 * random password that the caller prints once.
 */
export async function ensureAdmin(
  deps: Pick<AppDeps, 'db' | 'now'>,
  credentials: { login?: string; password?: string },
): Promise<AdminStartOutcome> {
  if (credentials.login && credentials.password) {
    const existing = findAdminByLogin(deps, credentials.login);
    // ADMIN_LOGIN stays an owner that can log in, whatever was changed on the staff screen.
    if (existing && (existing.role !== 'owner' || existing.disabledAt !== null)) {
      deps.db
        .update(admins)
        .set({ role: 'owner', disabledAt: null, updatedAt: deps.now() })
        .where(eq(admins.id, existing.id))
        .run();
    }
    if (existing && (await verifyPassword(credentials.password, existing.passwordHash))) {
      await upgradePasswordHash(deps, existing.id, credentials.password, existing.passwordHash);
      return { kind: 'from-env', login: credentials.login, changed: false };
    }
    await setAdminPassword(deps, credentials.login, credentials.password);
    return { kind: 'from-env', login: credentials.login, changed: true };
  }
  if (countAdmins(deps) > 0) return { kind: 'exists' };
  const password = generatePassword();
  await setAdminPassword(deps, GENERATED_ADMIN_LOGIN, password);
  return { kind: 'generated', login: GENERATED_ADMIN_LOGIN, password };
}
