import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admins, auditLog } from '../db/schema';
import type { AppDeps } from '../deps';
import { generatePassword, hashPassword } from '../lib/passwords';
import { issueTokenPair, verifyAccessToken } from '../lib/tokens';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

// Logins run a real scrypt (16 MiB, server/lib/passwords.ts); on a shared, busy machine a few in a row take seconds.
vi.setConfig({ testTimeout: 90_000 });
const createCaller = createCallerFactory(appRouter);
const LOGIN = 'owner';
let deps: AppDeps;
let password: string;
let passwordHash: string;
let clock: number;
let ownerId: number;

const caller = (authorization: string | null = null, ip = '10.0.0.1') => createCaller(createContext(deps, { ip, authorization }));
/** What an authenticator app shows at a moment, computed with the same library. */
const codeAt = (secret: string, seconds: number) => new TOTP({ secret }).generate({ timestamp: seconds * 1000 });

beforeAll(async () => {
  password = generatePassword();
  passwordHash = await hashPassword(password);
});
beforeEach(() => {
  clock = 1_800_000_010;
  deps = createTestDeps({ now: () => clock });
  ownerId = deps.db.insert(admins).values({ login: LOGIN, passwordHash }).returning({ id: admins.id }).get().id;
});
afterAll(cleanup);

/** Switches two-step login on for the owner as the screen does; returns the secret and the recovery codes. */
async function switchOn(): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const { token } = await issueTokenPair(deps, ownerId);
  const setup = await caller(token).auth.twoStep.begin();
  const { recoveryCodes } = await caller(token).auth.twoStep.enable({ code: codeAt(setup.secret, clock) });
  return { secret: setup.secret, recoveryCodes, token };
}

describe('switching two-step login on', () => {
  it('shows the secret, its otpauth address and a QR code once, and takes effect only after a first code', async () => {
    const { token } = await issueTokenPair(deps, ownerId);
    const setup = await caller(token).auth.twoStep.begin();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*owner\?.*secret=/);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(await caller(token).auth.twoStep.status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Not yet on: the password alone still logs in.
    await expect(caller().auth.login({ login: LOGIN, password })).resolves.toHaveProperty('token');

    await expect(
      caller(token).auth.twoStep.enable({ code: '000000' === codeAt(setup.secret, clock) ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Неверный или уже использованный код',
    });
    await expect(caller(token).auth.twoStep.enable({ code: 'abc' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Код: 6 цифр из приложения-аутентификатора'),
    });
    const { recoveryCodes } = await caller(token).auth.twoStep.enable({ code: codeAt(setup.secret, clock) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await caller(token).auth.twoStep.status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    // Stored encrypted, never in clear; the recovery codes only as hashes.
    const row = deps.db.select().from(admins).where(eq(admins.id, ownerId)).get();
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(setup.secret);
    const stored = JSON.stringify(deps.db.$client.prepare('select * from totp_recovery_codes').all());
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    // A second set-up is refused while it is on.
    await expect(caller(token).auth.twoStep.begin()).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('login with two-step login', () => {
  it('the spec’s POST /api/admin/login is unchanged for an account without it', async () => {
    const app = createTestApp(deps);
    const res = await app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: LOGIN, password }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string };
    expect(await verifyAccessToken(deps, body.token)).toMatchObject({ role: 'admin', sub: String(ownerId) });
  });

  it('asks for the code after the right password (401, Russian, a `code` field error), over /trpc and /api', async () => {
    const { secret } = await switchOn();
    clock += 60;
    await expect(caller().auth.login({ login: LOGIN, password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Введите код из приложения-аутентификатора или резервный код',
      cause: { fieldErrors: { code: ['Введите код из приложения-аутентификатора или резервный код'] } },
    });
    // A wrong password still says only that.
    await expect(
      caller().auth.login({ login: LOGIN, password: 'wrong-password', code: codeAt(secret, clock) }),
    ).rejects.toMatchObject({
      message: 'Неверный логин или пароль',
    });
    const app = createTestApp(deps);
    const post = (body: object) =>
      app.request('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const without = await post({ login: LOGIN, password });
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ message: 'Введите код из приложения-аутентификатора или резервный код' });
    const withCode = await post({ login: LOGIN, password, code: codeAt(secret, clock) });
    expect(withCode.status).toBe(200);
    expect(await withCode.json()).toHaveProperty('token');
  });

  it('with a moved clock: the previous and the next window are accepted, older refused, each step once', async () => {
    const { secret } = await switchOn();
    clock += 600;
    const login = (code: string) => caller().auth.login({ login: LOGIN, password, code });
    // Two windows old: refused.
    await expect(login(codeAt(secret, clock - 60))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Неверный или уже использованный код',
    });
    // The previous window (a phone 30 s behind): accepted.
    const previous = codeAt(secret, clock - 30);
    await expect(login(previous)).resolves.toHaveProperty('token');
    // The same code again (replay, within its window): refused.
    await expect(login(previous)).rejects.toMatchObject({ message: 'Неверный или уже использованный код' });
    // The next window (a phone 30 s ahead): accepted; then the current one, an earlier step, is refused.
    await expect(login(codeAt(secret, clock + 30))).resolves.toHaveProperty('token');
    await expect(login(codeAt(secret, clock))).rejects.toMatchObject({ message: 'Неверный или уже использованный код' });
    // Three windows ahead: refused.
    clock += 120;
    await expect(login(codeAt(secret, clock + 90))).rejects.toMatchObject({ message: 'Неверный или уже использованный код' });
  });

  it('a recovery code works once, whatever its case and dash', async () => {
    const { recoveryCodes } = await switchOn();
    const code = recoveryCodes[3] ?? '';
    const pair = await caller().auth.login({ login: LOGIN, password, recoveryCode: code.toUpperCase().replace('-', ' ') });
    expect(await caller(pair.token).auth.twoStep.status()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    await expect(caller().auth.login({ login: LOGIN, password, recoveryCode: code })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Неверный или уже использованный код',
    });
  });

  it('the login throttle counts wrong codes, and asking for the code step does not reset it', async () => {
    const { secret } = await switchOn();
    clock += 300;
    const wrong = codeAt(secret, clock - 3000);
    for (let i = 0; i < 5; i++) {
      await expect(caller().auth.login({ login: LOGIN, password, code: wrong })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      // The code-less first step in between takes back only its own attempt, not the wrong codes'.
      if (i < 4) await expect(caller().auth.login({ login: LOGIN, password })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    // Five free failures, then waiting: even the right code is refused until the delay is over.
    await expect(caller().auth.login({ login: LOGIN, password, code: codeAt(secret, clock) })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // Another address (the owner's phone on mobile data) is not slowed by them.
    await expect(
      caller(null, '10.9.9.9').auth.login({ login: LOGIN, password, code: codeAt(secret, clock) }),
    ).resolves.toHaveProperty('token');
  });
});

describe('switching two-step login off and the owner’s reset', () => {
  it('needs the password and a code', async () => {
    const { secret, token } = await switchOn();
    clock += 90;
    const off = caller(token).auth.twoStep.disable;
    await expect(off({ password: 'wrong-password', code: codeAt(secret, clock) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Неверный пароль',
    });
    await expect(off({ password })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Неверный или уже использованный код',
    });
    await expect(off({ password, code: codeAt(secret, clock) })).resolves.toEqual({ ok: true });
    expect(await caller(token).auth.twoStep.status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    await expect(caller().auth.login({ login: LOGIN, password })).resolves.toHaveProperty('token');
    expect(deps.db.$client.prepare('select count(*) as n from totp_recovery_codes').get()).toEqual({ n: 0 });
  });

  it('the owner resets another person’s (audited); a manager may not', async () => {
    const managerId = deps.db
      .insert(admins)
      .values({ login: 'manager', passwordHash, role: 'manager' })
      .returning({ id: admins.id })
      .get().id;
    const manager = (await issueTokenPair(deps, managerId)).token;
    const setup = await caller(manager).auth.twoStep.begin();
    await caller(manager).auth.twoStep.enable({ code: codeAt(setup.secret, clock) });
    const owner = (await issueTokenPair(deps, ownerId)).token;
    await expect(caller(manager).auth.twoStep.reset({ id: ownerId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await caller(owner).auth.sessions.ofStaff({ id: managerId })).twoStep.enabled).toBe(true);
    await expect(caller(owner).auth.twoStep.reset({ id: managerId })).resolves.toEqual({ ok: true });
    expect((await caller(owner).auth.sessions.ofStaff({ id: managerId })).twoStep).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    await expect(caller().auth.login({ login: 'manager', password })).resolves.toHaveProperty('token');
    const entries = deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.twoStep.reset')).all();
    expect(entries).toMatchObject([{ adminId: ownerId, objectId: String(managerId), fields: ['id'] }]);
    await expect(caller(owner).auth.twoStep.reset({ id: 9999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
