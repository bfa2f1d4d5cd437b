import { refreshTokens } from '../db/schema';
import type { AppDeps } from '../deps';
import { findAdminByLogin } from '../lib/admin-account';
import { issueTokenPair } from '../lib/tokens';

/**
 * An admin with a password, signed in once: the session (a refresh token) of the account of this
 * login, which a start that leaves the password as it is must keep and a new password must end.
 */
export async function signInOnce(deps: AppDeps, login: string): Promise<void> {
  const admin = findAdminByLogin(deps, login);
  if (!admin) throw new Error(`no admin ${login}`);
  await issueTokenPair(deps, admin.id);
}

const sessions = ({ db }: Pick<AppDeps, 'db'>) => db.select({ revokedAt: refreshTokens.revokedAt }).from(refreshTokens).all();

/** No session has been ended (a password left as it was, or only rehashed). */
export const allSessionsKept = (deps: Pick<AppDeps, 'db'>): boolean => sessions(deps).every((row) => row.revokedAt === null);

/** Every session has been ended (a new password). */
export const allSessionsEnded = (deps: Pick<AppDeps, 'db'>): boolean => sessions(deps).every((row) => row.revokedAt !== null);
