import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../db/schema';
import type { AppDeps } from '../deps';
import { LOGIN_THROTTLE } from '../lib/login-throttle';
import { generatePassword, hashPassword } from '../lib/passwords';
import { ACCESS_TOKEN_SECONDS, verifyAccessToken } from '../lib/tokens';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

// Every login runs a real scrypt (16 MiB, server/lib/passwords.ts); on a shared, busy machine a few in a row can pass 20 s.
vi.setConfig({ testTimeout: 60_000 });
const createCaller = createCallerFactory(appRouter);
const LOGIN = 'coach';
let deps: AppDeps;
let password: string;
let clock: number;

const caller = (ip = '10.0.0.1', authorization: string | null = null) => createCaller(createContext(deps, { ip, authorization }));

let passwordHash: string;
beforeAll(async () => {
  password = generatePassword();
  passwordHash = await hashPassword(password);
});
beforeEach(() => {
  clock = 1_800_000_000;
  deps = createTestDeps({ now: () => clock });
  deps.db.insert(admins).values({ login: LOGIN, passwordHash }).run();
});

/** Wrong-password attempts in parallel (the throttle counts attempts before the slow check). */
function failLogins(count: number, attempt: (i: number) => { login: string; ip: string }) {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const { login, ip } = attempt(i);
      return expect(caller(ip).auth.login({ login, password: 'wrong-password' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }),
  );
}
afterAll(cleanup);

describe('auth.login', () => {
  it('returns a token pair for the right password', async () => {
    const pair = await caller().auth.login({ login: LOGIN, password });
    expect(pair.expiresAt).toBe(clock + ACCESS_TOKEN_SECONDS);
    expect(await verifyAccessToken(deps, pair.token)).toMatchObject({ role: 'admin' });
    expect(pair.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('answers the same 401 for a wrong password and an unknown login', async () => {
    await expect(caller().auth.login({ login: LOGIN, password: 'wrong-password' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Неверный логин или пароль',
    });
    await expect(caller().auth.login({ login: 'nobody', password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Неверный логин или пароль',
    });
  });

  it('names the missing field in Russian', async () => {
    await expect(caller().auth.login({ login: '', password } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller().auth.login({ login: LOGIN } as never)).rejects.toThrow(/Пароль: обязательное поле/);
  });

  it('five wrong passwords from one address do not lock the admin out of another address', async () => {
    await failLogins(LOGIN_THROTTLE.freeFailures, () => ({ login: LOGIN, ip: '10.0.1.1' }));
    await expect(caller('10.0.1.1').auth.login({ login: LOGIN, password })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Other spellings of the login share the counter of that address, not of the account.
    await expect(caller('10.0.1.1').auth.login({ login: LOGIN.toUpperCase(), password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(caller('10.0.2.1').auth.login({ login: LOGIN, password })).resolves.toHaveProperty('token');
  });

  it('slows one login from one address down with doubling delays instead of locking it', async () => {
    await failLogins(LOGIN_THROTTLE.freeFailures, () => ({ login: LOGIN, ip: '10.0.1.1' }));
    const refused = caller('10.0.1.1').auth.login({ login: LOGIN, password: 'wrong-password' });
    await expect(refused).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Слишком много попыток входа. Попробуйте через 1 мин.',
      cause: { retryAfter: 30 },
    });
    clock += 30;
    await failLogins(1, () => ({ login: LOGIN, ip: '10.0.1.1' }));
    await expect(caller('10.0.1.1').auth.login({ login: LOGIN, password })).rejects.toMatchObject({ cause: { retryAfter: 60 } });
    clock += 60;
    await expect(caller('10.0.1.1').auth.login({ login: LOGIN, password })).resolves.toHaveProperty('token');
  });

  it('counts parallel guesses before checking them: only 5 of 8 from one address get an answer', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => caller('10.0.7.1').auth.login({ login: LOGIN, password: `wrong-${i}` })),
    );
    const codes = results.map((result) => (result.status === 'rejected' ? (result.reason as { code: string }).code : 'OK'));
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(3);
  });

  it('a success clears the counter of that login and address', async () => {
    await failLogins(LOGIN_THROTTLE.freeFailures - 1, () => ({ login: LOGIN, ip: '10.0.3.1' }));
    await caller('10.0.3.1').auth.login({ login: LOGIN, password });
    await failLogins(LOGIN_THROTTLE.freeFailures - 1, () => ({ login: LOGIN, ip: '10.0.3.1' }));
    await expect(caller('10.0.3.1').auth.login({ login: LOGIN, password })).resolves.toHaveProperty('token');
  });

  it('forgets failures older than the 15-minute window', async () => {
    await failLogins(LOGIN_THROTTLE.freeFailures, () => ({ login: LOGIN, ip: '10.0.5.1' }));
    clock += LOGIN_THROTTLE.windowSeconds + 1;
    await expect(caller('10.0.5.1').auth.login({ login: LOGIN, password: 'wrong-password' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(caller('10.0.5.1').auth.login({ login: LOGIN, password })).resolves.toHaveProperty('token');
  });
});

describe('auth.refresh and auth.logout', () => {
  it('rotates, and a reused token ends every session', async () => {
    const first = await caller().auth.login({ login: LOGIN, password });
    const second = await caller().auth.refresh({ refreshToken: first.refreshToken });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await expect(caller().auth.refresh({ refreshToken: first.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller().auth.refresh({ refreshToken: second.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('validates the refresh input', async () => {
    await expect(caller().auth.refresh({ refreshToken: '' })).rejects.toThrow('Не передан токен обновления');
  });

  it('logout revokes the refresh token', async () => {
    const pair = await caller().auth.login({ login: LOGIN, password });
    await expect(caller().auth.logout({ refreshToken: pair.refreshToken })).resolves.toEqual({ ok: true });
    await expect(caller().auth.refresh({ refreshToken: pair.refreshToken })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller().auth.logout({})).resolves.toEqual({ ok: true });
  });
});

describe('auth.me', () => {
  it('returns the login for a valid token, with or without the Bearer scheme', async () => {
    const { token } = await caller().auth.login({ login: LOGIN, password });
    await expect(caller('1.1.1.1', token).auth.me()).resolves.toEqual({ login: LOGIN });
    await expect(caller('1.1.1.1', `Bearer ${token}`).auth.me()).resolves.toEqual({ login: LOGIN });
    await expect(caller('1.1.1.1', await adminToken(deps)).auth.me()).resolves.toEqual({ login: 'admin' });
  });

  it('is 401 without a token or with an expired one', async () => {
    await expect(caller().auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Требуется авторизация' });
    const { token } = await caller().auth.login({ login: LOGIN, password });
    clock += ACCESS_TOKEN_SECONDS + 1;
    await expect(caller('1.1.1.1', token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
