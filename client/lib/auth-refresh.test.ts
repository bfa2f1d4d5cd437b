import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAdminSession, freshToken, REFRESH_MARGIN_SECONDS, refreshSession } from './auth-refresh';
import { clearSession, isAdminSession, readRefreshToken, readToken, SESSION_KEYS, saveSession } from './session';

/** An unsigned JWT-shaped token with the given payload (the browser never verifies signatures). */
function tokenWith(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const now = Math.floor(Date.now() / 1000);
const expired = tokenWith({ sub: '1', role: 'admin', exp: now - 10 });
const expiringSoon = tokenWith({ sub: '1', role: 'admin', exp: now + REFRESH_MARGIN_SECONDS - 5 });
const valid = tokenWith({ sub: '1', role: 'admin', exp: now + 3600 });
const renewed = tokenWith({ sub: '1', role: 'admin', exp: now + 7200 });

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('session storage: login flag, token and refresh token', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves the flag as the string true, the token and the refresh token, and clears all three', () => {
    const events: string[] = [];
    window.addEventListener('academy:session-change', () => events.push('change'));
    saveSession({ token: valid, refreshToken: 'r1' });
    expect(window.localStorage.getItem(SESSION_KEYS.flag)).toBe('true');
    expect(readToken()).toBe(valid);
    expect(readRefreshToken()).toBe('r1');
    expect(isAdminSession(window.localStorage)).toBe(true);
    clearSession();
    expect(
      [SESSION_KEYS.flag, SESSION_KEYS.token, SESSION_KEYS.refreshToken].map((key) => window.localStorage.getItem(key)),
    ).toEqual([null, null, null]);
    expect(events).toEqual(['change', 'change']);
  });

  it('is not an admin session without the flag, with another role, or with an expired token', () => {
    window.localStorage.setItem(SESSION_KEYS.token, valid);
    expect(isAdminSession(window.localStorage)).toBe(false);
    window.localStorage.setItem(SESSION_KEYS.flag, 'true');
    expect(isAdminSession(window.localStorage)).toBe(true);
    window.localStorage.setItem(SESSION_KEYS.token, tokenWith({ role: 'user', exp: now + 3600 }));
    expect(isAdminSession(window.localStorage)).toBe(false);
    window.localStorage.setItem(SESSION_KEYS.token, expired);
    expect(isAdminSession(window.localStorage)).toBe(false);
    window.localStorage.setItem(SESSION_KEYS.token, 'not-a-jwt');
    expect(isAdminSession(window.localStorage)).toBe(false);
  });
});

describe('token refresh', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a token far from its expiry as it is, without a refresh', async () => {
    saveSession({ token: valid, refreshToken: 'r1' });
    expect(await freshToken()).toBe(valid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews a token about to expire through auth.refresh and stores the new pair', async () => {
    saveSession({ token: expiringSoon, refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(
      answer(200, { result: { data: { token: renewed, refreshToken: 'r2', expiresAt: now + 7200 } } }),
    );
    expect(await freshToken()).toBe(renewed);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/trpc/auth.refresh');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'r1' });
    expect(readToken()).toBe(renewed);
    expect(readRefreshToken()).toBe('r2');
  });

  it('shares one refresh request between concurrent calls', async () => {
    saveSession({ token: expired, refreshToken: 'r1' });
    let release: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    const calls = [freshToken(), freshToken(), refreshSession(), freshToken()];
    release(answer(200, { result: { data: { token: renewed, refreshToken: 'r2', expiresAt: now + 7200 } } }));
    expect(await Promise.all(calls)).toEqual([renewed, renewed, renewed, renewed]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the session when the server rejects the refresh token', async () => {
    saveSession({ token: expired, refreshToken: 'stolen' });
    fetchMock.mockResolvedValueOnce(answer(401, { error: { message: 'Ваша сессия истекла' } }));
    expect(await freshToken()).toBeNull();
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.flag)).toBeNull();
  });

  it('keeps the session when the refresh fails for another reason (offline) and the token is still valid', async () => {
    saveSession({ token: expiringSoon, refreshToken: 'r1' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await freshToken()).toBe(expiringSoon);
    expect(readRefreshToken()).toBe('r1');
  });

  it('lets the admin guard through with an expired token and a working refresh token', async () => {
    saveSession({ token: expired, refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(
      answer(200, { result: { data: { token: renewed, refreshToken: 'r2', expiresAt: now + 7200 } } }),
    );
    expect(await ensureAdminSession()).toBe(true);
  });

  it('refuses the admin guard without a login, and with an expired token and no refresh token', async () => {
    expect(await ensureAdminSession()).toBe(false);
    window.localStorage.setItem(SESSION_KEYS.flag, 'true');
    window.localStorage.setItem(SESSION_KEYS.token, expired);
    expect(await ensureAdminSession()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
