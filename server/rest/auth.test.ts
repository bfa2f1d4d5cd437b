import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../db/schema';
import type { AppDeps } from '../deps';
import { generatePassword, hashPassword } from '../lib/passwords';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';

// Every login runs a real scrypt (16 MiB, server/lib/passwords.ts); on a shared, busy machine a few in a row can pass 20 s.
vi.setConfig({ testTimeout: 60_000 });
const LOGIN = 'coach';
let password: string;
let passwordHash: string;
let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  password = generatePassword();
  passwordHash = await hashPassword(password);
});
beforeEach(() => {
  deps = createTestDeps({ env: { TRUST_PROXY: '1' } });
  deps.db.insert(admins).values({ login: LOGIN, passwordHash }).run();
  app = createTestApp(deps);
});
afterAll(cleanup);

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const login = (body: unknown, ip = '198.51.100.1', path = '/api/admin/login') => post(path, body, { 'x-forwarded-for': ip });

describe('POST /api/admin/login', () => {
  it('returns token, refreshToken and expiresAt', async () => {
    const response = await login({ login: LOGIN, password });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'refreshToken', 'token']);
    // The token works on an admin call, sent without a scheme as the spec's client does.
    const me = await app.request('/trpc/auth.me', { headers: { authorization: body.token } });
    expect(await me.json()).toMatchObject({ result: { data: { login: LOGIN } } });
  });

  it('400 names the missing field; a bad body is a 400 too', async () => {
    const noPassword = await login({ login: LOGIN });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toEqual({ message: 'Пароль: обязательное поле' });
    const noLogin = await login({ password });
    expect(noLogin.status).toBe(400);
    expect((await noLogin.json()).message).toContain('Логин: обязательное поле');
    const broken = await login('{"login":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'Некорректное тело запроса: ожидается JSON' });
  });

  it('401 with the message for a wrong password', async () => {
    const response = await login({ login: LOGIN, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Неверный логин или пароль' });
  });

  it('429 with Retry-After after 5 failures of one login from one address, whichever URL spelling or transport is used', async () => {
    const ip = '198.51.100.1';
    const failures = await Promise.all([
      login({ login: LOGIN, password: 'wrong-1' }, ip),
      login({ login: LOGIN, password: 'wrong-2' }, ip, '/API/admin/login'),
      login({ login: LOGIN, password: 'wrong-3' }, ip, '/api/Admin/Login/'),
      post('/trpc/auth.login', { login: LOGIN, password: 'wrong-4' }, { 'x-forwarded-for': ip }),
      login({ login: LOGIN, password: 'wrong-5' }, ip),
    ]);
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    for (const path of ['/api/admin/login', '/API/ADMIN/LOGIN', '/api/admin/login/']) {
      const refused = await login({ login: LOGIN, password }, ip, path);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      expect(await refused.json()).toEqual({ message: 'Слишком много попыток входа. Попробуйте через 1 мин.' });
    }
    const viaTrpc = await post('/trpc/auth.login', { login: LOGIN, password }, { 'x-forwarded-for': ip });
    expect(viaTrpc.status).toBe(429);
    expect(Number(viaTrpc.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect((await viaTrpc.json()).error.message).toBe('Слишком много попыток входа. Попробуйте через 1 мин.');
    // The admin at another address is not locked out.
    expect((await login({ login: LOGIN, password }, '198.51.100.2')).status).toBe(200);
  });
});

describe('POST /api/admin/refresh and /api/admin/logout', () => {
  it('rotates the refresh token; reusing the old one is 401 and ends the session', async () => {
    const first = await (await login({ login: LOGIN, password })).json();
    const rotated = await post('/api/admin/refresh', { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const second = await rotated.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const reuse = await post('/api/admin/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ message: 'Ваша сессия истекла' });
    expect((await post('/api/admin/refresh', { refreshToken: second.refreshToken })).status).toBe(401);
  });

  it('400 without a refresh token', async () => {
    const response = await post('/api/admin/refresh', {});
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^refreshToken: /);
  });

  it('logout revokes the refresh token', async () => {
    const pair = await (await login({ login: LOGIN, password })).json();
    const out = await post('/api/admin/logout', { refreshToken: pair.refreshToken });
    expect(out.status).toBe(200);
    expect((await post('/api/admin/refresh', { refreshToken: pair.refreshToken })).status).toBe(401);
    expect((await app.request('/api/admin/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('admin calls and the token', () => {
  async function toggle(authorization?: string) {
    return app.request('/api/admin/toggle-ad', { method: 'POST', headers: authorization ? { authorization } : {} });
  }

  it('accepts the token bare or with Bearer', async () => {
    const { token } = await (await login({ login: LOGIN, password })).json();
    expect((await toggle(token)).status).toBe(200);
    expect((await toggle(`Bearer ${token}`)).status).toBe(200);
  });

  it('401 for a missing, forged, expired or wrong-algorithm token, on /api and /trpc', async () => {
    const { token } = await (await login({ login: LOGIN, password })).json();
    const now = deps.now();
    const claims = new SignJWT({ role: 'admin' }).setSubject('1').setIssuedAt(now - 7200);
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime(now - 10)
      .sign(deps.jwtSecret);
    const hs384 = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS384' })
      .setSubject('1')
      .setExpirationTime(now + 600)
      .sign(deps.jwtSecret);
    const forged = await claims
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(generatePassword(40)));
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const bad of [undefined, 'garbage', forged, expired, hs384, tampered, 'Bearer ']) {
      const response = await toggle(bad);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Требуется авторизация' });
      const viaTrpc = await app.request('/trpc/ad.toggle', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bad ? { authorization: bad } : {}) },
      });
      expect(viaTrpc.status).toBe(401);
    }
  });
});
