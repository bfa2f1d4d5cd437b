/** Browser storage keys of the login state (spec 4.1). */
export const SESSION_KEYS = { flag: 'isAuthenticated', token: 'token', refreshToken: 'refreshToken' } as const;

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

/** Spec 4.1 / 6: logged in as admin = the flag is the string 'true' and the stored token's role is admin. */
export function isAdminSession(storage: Pick<Storage, 'getItem'>, nowSeconds = Date.now() / 1000): boolean {
  if (storage.getItem(SESSION_KEYS.flag) !== 'true') return false;
  const token = storage.getItem(SESSION_KEYS.token);
  const payload = token ? decodeTokenPayload(token) : null;
  if (payload?.role !== 'admin') return false;
  return typeof payload.exp !== 'number' || payload.exp > nowSeconds;
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEYS.token);
  } catch {
    return null;
  }
}
