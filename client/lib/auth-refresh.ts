import type { TokenPair } from '#shared/schemas/auth';
import { clearSession, hasAdminClaims, readRefreshToken, readToken, saveSession, tokenExpiry } from './session';

/** A token this close to its end is renewed before a call uses it, so a working admin is not thrown out. */
export const REFRESH_MARGIN_SECONDS = 60;

let inFlight: Promise<string | null> | null = null;

/**
 * Plain fetch, not the tRPC client: the tRPC link itself waits on this, and the refresh call must not
 * go through the link's own refresh-and-retry.
 */
async function callRefresh(refreshToken: string): Promise<TokenPair | 'rejected' | 'failed'> {
  try {
    const response = await fetch('/trpc/auth.refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (response.status === 401) return 'rejected';
    if (!response.ok) return 'failed';
    const body = (await response.json()) as { result?: { data?: TokenPair } };
    return body.result?.data ?? 'failed';
  } catch {
    return 'failed';
  }
}

async function refreshOnce(): Promise<string | null> {
  const started = readRefreshToken();
  if (!started) return null;
  const run = async () => {
    // Another tab may have rotated the refresh token while this one waited for the lock: use its result.
    const current = readRefreshToken();
    if (!current) return null;
    if (current !== started) return readToken();
    const outcome = await callRefresh(current);
    if (outcome === 'rejected') {
      clearSession();
      return null;
    }
    if (outcome === 'failed') return null;
    saveSession(outcome);
    return outcome.token;
  };
  // Two tabs presenting one refresh token would look like a stolen token to the server (it revokes all).
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('academy-session-refresh', run) : run();
}

/**
 * Trades the stored refresh token for a new pair. Concurrent callers share one request. Resolves to
 * the new access token, or null (no refresh token, rejected — then the session is cleared — or offline).
 */
export function refreshSession(): Promise<string | null> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The token to send with a call: renewed first when it expires within the margin. */
export async function freshToken(nowSeconds = Date.now() / 1000): Promise<string | null> {
  const token = readToken();
  if (!token) return null;
  const exp = tokenExpiry(token);
  if (exp === null || exp - nowSeconds > REFRESH_MARGIN_SECONDS || !readRefreshToken()) return token;
  return (await refreshSession()) ?? (exp > nowSeconds ? token : null);
}

/**
 * The admin guard's question: is there a usable admin login? An expired token with a refresh token
 * is renewed first; the server still has the last word (a forged token meets a 401 on the first call).
 */
export async function ensureAdminSession(nowSeconds = Date.now() / 1000): Promise<boolean> {
  if (!hasAdminClaims(window.localStorage)) return false;
  const token = await freshToken(nowSeconds);
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp === null || exp > nowSeconds;
}
