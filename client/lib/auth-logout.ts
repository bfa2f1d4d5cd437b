import { clearSession, readRefreshToken } from './session';

/**
 * Logout: token, refresh token and login flag are cleared at once; the server is asked to revoke the
 * refresh token (keepalive, so a reload or navigation right after does not cancel the request).
 */
export function logout(): void {
  const refreshToken = readRefreshToken();
  clearSession();
  if (!refreshToken) return;
  void fetch('/trpc/auth.logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
    keepalive: true,
  }).catch(() => {
    // Offline: the refresh token simply expires on its own.
  });
}
