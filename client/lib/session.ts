import type { TokenPair } from '#shared/schemas/auth';

/** Browser storage keys of the login state: the flag ('true' when logged in), the token and the refresh token. */
export const SESSION_KEYS = { flag: 'isAuthenticated', token: 'token', refreshToken: 'refreshToken' } as const;

/** Fired on `window` whenever this tab logs in, refreshes or clears the session (`storage` covers other tabs). */
export const SESSION_CHANGE_EVENT = 'academy:session-change';

/** The payload of a JWT, without verifying it (the server verifies; the browser only decides what to show). */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Unix seconds when the token stops being accepted, or null when it does not say. */
export function tokenExpiry(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/**
 * The flag is the string 'true' and the stored token is a staff member's, whether or not it has
 * expired yet: role admin (owners and managers, as the spec says) or coach, who has the admin area too.
 */
export function hasAdminClaims(storage: Pick<Storage, 'getItem'>): boolean {
  if (storage.getItem(SESSION_KEYS.flag) !== 'true') return false;
  const token = storage.getItem(SESSION_KEYS.token);
  const role = (token ? decodeTokenPayload(token) : null)?.role;
  return role === 'admin' || role === 'coach';
}

/** Logged in as admin = the flag is the string 'true' and the stored token's role is admin (and it has not expired). */
export function isAdminSession(storage: Pick<Storage, 'getItem'>, nowSeconds = Date.now() / 1000): boolean {
  if (!hasAdminClaims(storage)) return false;
  const exp = tokenExpiry(storage.getItem(SESSION_KEYS.token) ?? '');
  return exp === null || exp > nowSeconds;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return browserStorage()?.getItem(SESSION_KEYS.token) ?? null;
}

export function readRefreshToken(): string | null {
  return browserStorage()?.getItem(SESSION_KEYS.refreshToken) ?? null;
}

function announce(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Stores a fresh login or refresh result: the flag as the string 'true', the token and the refresh token. */
export function saveSession(pair: Pick<TokenPair, 'token' | 'refreshToken'>): void {
  const storage = browserStorage();
  if (!storage) return;
  storage.setItem(SESSION_KEYS.flag, 'true');
  storage.setItem(SESSION_KEYS.token, pair.token);
  storage.setItem(SESSION_KEYS.refreshToken, pair.refreshToken);
  announce();
}

/** Logout and 401: token, refresh token and flag go. */
export function clearSession(): void {
  const storage = browserStorage();
  if (!storage) return;
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  announce();
}

/** Re-reads the login state on this tab's changes and on other tabs' (storage events). */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
  };
}
