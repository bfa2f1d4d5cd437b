import { createTRPCClient } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '#server/routers/_app';
import { onUnauthorized } from './auth-expiry';
import { readRefreshToken, readToken, SESSION_KEYS, saveSession } from './session';
import { createBrowserLink } from './trpc-browser-link';

function tokenWith(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

const now = Math.floor(Date.now() / 1000);
const stale = tokenWith({ role: 'admin', sub: '1', exp: now + 3600, n: 1 });
const renewed = tokenWith({ role: 'admin', sub: '1', exp: now + 3600, n: 2 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () =>
  json(401, [
    {
      error: { message: 'Требуется авторизация', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401, path: 'auth.me' } },
    },
  ]);

describe('the browser tRPC link and the session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const redirected = vi.fn(() => true);
  let stopListening: () => void = () => {};
  const client = () => createTRPCClient<AppRouter>({ links: [createBrowserLink('http://localhost/trpc')] });

  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    redirected.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    stopListening = onUnauthorized(redirected);
  });
  afterEach(() => {
    stopListening();
    vi.unstubAllGlobals();
  });

  it('sends the token without a scheme prefix', async () => {
    saveSession({ token: stale, refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(json(200, [{ result: { data: { login: 'admin' } } }]));
    await expect(client().auth.me.query()).resolves.toEqual({ login: 'admin' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe(stale);
  });

  it('on a 401 refreshes once and repeats the call with the new token', async () => {
    saveSession({ token: stale, refreshToken: 'r1' });
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(200, { result: { data: { token: renewed, refreshToken: 'r2', expiresAt: now + 3600 } } }))
      .mockResolvedValueOnce(json(200, [{ result: { data: { login: 'admin' } } }]));
    await expect(client().auth.me.query()).resolves.toEqual({ login: 'admin' });
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/trpc/auth.refresh');
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('authorization')).toBe(renewed);
    expect(readRefreshToken()).toBe('r2');
    expect(redirected).not.toHaveBeenCalled();
  });

  it('a 401 that a refresh cannot cure clears token, refresh token and flag and sends to login', async () => {
    saveSession({ token: stale, refreshToken: 'spent' });
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(401, { error: { message: 'Ваша сессия истекла' } }));
    await expect(client().auth.me.query()).rejects.toThrow('Требуется авторизация');
    expect(redirected).toHaveBeenCalledTimes(1);
    expect(Object.values(SESSION_KEYS).map((key) => window.localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it('a 401 with no refresh token goes straight to login', async () => {
    window.localStorage.setItem(SESSION_KEYS.flag, 'true');
    window.localStorage.setItem(SESSION_KEYS.token, stale);
    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(client().auth.me.query()).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(redirected).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
  });

  it('a wrong password (401 from auth.login) is the form’s business: no redirect, session untouched', async () => {
    saveSession({ token: stale, refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(
      json(401, {
        error: {
          message: 'Неверный логин или пароль',
          code: -32001,
          data: { code: 'UNAUTHORIZED', httpStatus: 401, path: 'auth.login' },
        },
      }),
    );
    await expect(client().auth.login.mutate({ login: 'admin', password: 'x' })).rejects.toThrow('Неверный логин или пароль');
    expect(redirected).not.toHaveBeenCalled();
    expect(readToken()).toBe(stale);
  });
});
