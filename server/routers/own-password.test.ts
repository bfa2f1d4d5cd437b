import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admins, auditLog, refreshTokens } from '../db/schema';
import type { AppDeps } from '../deps';
import { LOGIN_THROTTLE } from '../lib/login-throttle';
import { hashPassword } from '../lib/passwords';
import { hashRefreshToken, issueTokenPair, REFRESH_TOKEN_SECONDS, rotateRefreshToken, verifyAccessToken } from '../lib/tokens';
import { cleanup, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

// Every change and login runs a real scrypt (16 MiB, server/lib/passwords.ts): seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
const createCaller = createCallerFactory(appRouter);
const PASSWORD = 'старый пароль менеджера';
const NEW_PASSWORD = 'новый пароль менеджера 2026';
const IP = '203.0.113.5';
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
let deps: AppDeps;
let clock: number;
let passwordHash: string;
let ownerId: number;
let managerId: number;

const caller = (authorization: string | null = null, ip = IP) => createCaller(createContext(deps, { ip, authorization }));
const hashOf = (id: number) => deps.db.select().from(admins).where(eq(admins.id, id)).get()?.passwordHash;
const logIn = (password: string, login = 'manager') => caller().auth.login({ login, password });

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});
beforeEach(() => {
  clock = 1_800_000_000;
  deps = createTestDeps({ now: () => clock });
  ownerId = deps.db.insert(admins).values({ login: 'owner', passwordHash, role: 'owner' }).returning({ id: admins.id }).get().id;
  managerId = deps.db
    .insert(admins)
    .values({ login: 'manager', name: 'Ирина Петрова', passwordHash, role: 'manager' })
    .returning({ id: admins.id })
    .get().id;
});
afterAll(cleanup);

describe('Сменить пароль: the right current password', () => {
  it('stores the new one, ends the other sessions and keeps this one, and is in the audit log', async () => {
    const here = await issueTokenPair(deps, managerId, { userAgent: PHONE, ip: IP });
    const laptop = await issueTokenPair(deps, managerId, { userAgent: 'Firefox', ip: '198.51.100.7' });
    const tablet = await issueTokenPair(deps, managerId, { userAgent: 'Safari', ip: '198.51.100.8' });
    const ownersSession = await issueTokenPair(deps, ownerId);
    // A refresh token from before sessions existed (no session_id): it ends too.
    const legacy = 'legacy-refresh-token-of-the-manager';
    deps.db
      .insert(refreshTokens)
      .values({
        adminId: managerId,
        tokenHash: hashRefreshToken(legacy),
        expiresAt: clock + REFRESH_TOKEN_SECONDS,
        createdAt: clock,
      })
      .run();
    clock += 60;

    await expect(caller(here.token).auth.changePassword({ password: PASSWORD, newPassword: NEW_PASSWORD })).resolves.toEqual({
      ended: 2,
    });

    // The old password no longer logs in; the new one does.
    await expect(logIn(PASSWORD)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Неверный логин или пароль' });
    await expect(logIn(NEW_PASSWORD)).resolves.toHaveProperty('token');
    // This session stays: its access token works and its refresh token still rotates.
    expect(await verifyAccessToken(deps, here.token)).toMatchObject({ sub: String(managerId) });
    await expect(rotateRefreshToken(deps, here.refreshToken)).resolves.toHaveProperty('token');
    // The other two are over, access and refresh tokens alike.
    for (const other of [laptop, tablet]) {
      expect(await verifyAccessToken(deps, other.token)).toBeNull();
      await expect(rotateRefreshToken(deps, other.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    }
    await expect(rotateRefreshToken(deps, legacy)).rejects.toMatchObject({ kind: 'unauthorized' });
    // Another account is untouched: its password and its session.
    expect(hashOf(ownerId)).toBe(passwordHash);
    expect(await verifyAccessToken(deps, ownersSession.token)).not.toBeNull();

    const entries = deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.changePassword')).all();
    expect(entries).toMatchObject([
      { adminId: managerId, ip: IP, objectKind: 'auth', objectId: null, fields: ['password', 'newPassword'] },
    ]);
    // Names only, never a value or a hash.
    const row = JSON.stringify(entries);
    for (const secret of [PASSWORD, NEW_PASSWORD, hashOf(managerId) ?? 'scrypt']) expect(row).not.toContain(secret);
  });

  it('acts on the caller’s own account only: an id in the input is not read', async () => {
    const coachId = deps.db
      .insert(admins)
      .values({ login: 'coach', passwordHash, role: 'coach' })
      .returning({ id: admins.id })
      .get().id;
    const coach = await issueTokenPair(deps, coachId);
    const input = { id: ownerId, password: PASSWORD, newPassword: NEW_PASSWORD } as { password: string; newPassword: string };
    await expect(caller(coach.token).auth.changePassword(input)).resolves.toEqual({ ended: 0 });
    expect(hashOf(ownerId)).toBe(passwordHash);
    await expect(logIn(NEW_PASSWORD, 'coach')).resolves.toHaveProperty('token');
    await expect(logIn(PASSWORD, 'owner')).resolves.toHaveProperty('token');
  });

  it('with two-step login on, the new password still needs the code and nothing else changes', async () => {
    const here = await issueTokenPair(deps, managerId);
    const setup = await caller(here.token).auth.twoStep.begin();
    const app = new TOTP({ secret: setup.secret });
    await caller(here.token).auth.twoStep.enable({ code: app.generate({ timestamp: clock * 1000 }) });
    await caller(here.token).auth.changePassword({ password: PASSWORD, newPassword: NEW_PASSWORD });
    expect(await caller(here.token).auth.twoStep.status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    await expect(logIn(NEW_PASSWORD)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Введите код из приложения-аутентификатора или резервный код',
    });
    clock += 30;
    const code = app.generate({ timestamp: clock * 1000 });
    await expect(caller().auth.login({ login: 'manager', password: NEW_PASSWORD, code })).resolves.toHaveProperty('token');
  });
});

describe('Сменить пароль: refused', () => {
  it('a wrong current password: a Russian message on the field, nothing changed, counted by the login throttle', async () => {
    const here = await issueTokenPair(deps, managerId);
    const other = await issueTokenPair(deps, managerId);
    const change = (password: string) => caller(here.token).auth.changePassword({ password, newPassword: NEW_PASSWORD });
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      await expect(change(`не тот пароль ${i}`)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Текущий пароль: неверный',
        cause: { fieldErrors: { password: ['Текущий пароль: неверный'] } },
      });
    }
    expect(hashOf(managerId)).toBe(passwordHash);
    expect(await verifyAccessToken(deps, other.token)).not.toBeNull();
    // The guesses count under the login's own keys: now even the right password waits, here and at the login.
    await expect(change(PASSWORD)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining('Слишком много попыток входа'),
    });
    await expect(logIn(PASSWORD)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address is not slowed by these failures.
    await expect(
      caller(here.token, '198.51.100.20').auth.changePassword({ password: PASSWORD, newPassword: NEW_PASSWORD }),
    ).resolves.toEqual({ ended: 1 });
    expect(deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.changePassword')).all()).toHaveLength(1);
  });

  it('a login’s failures slow the password change from the same address too', async () => {
    const here = await issueTokenPair(deps, managerId);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      await expect(logIn(`догадка ${i}`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(caller(here.token).auth.changePassword({ password: PASSWORD, newPassword: NEW_PASSWORD })).rejects.toMatchObject(
      { code: 'TOO_MANY_REQUESTS' },
    );
    clock += LOGIN_THROTTLE.firstDelaySeconds + 1;
    await expect(caller(here.token).auth.changePassword({ password: PASSWORD, newPassword: NEW_PASSWORD })).resolves.toEqual({
      ended: 0,
    });
  });

  it('a weak new password, or the current one again: the schema’s message on the new password, before any check', async () => {
    const here = await issueTokenPair(deps, managerId);
    const change = (newPassword: string, password = PASSWORD) =>
      caller(here.token).auth.changePassword({ password, newPassword });
    await expect(change('корот')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Пароль: не короче 8 символов'),
    });
    await expect(change('x'.repeat(201))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Пароль: не более 200 символов'),
    });
    for (const same of [PASSWORD, PASSWORD.normalize('NFKD')]) {
      await expect(change(same)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Новый пароль: совпадает с текущим'),
      });
    }
    await expect(change(NEW_PASSWORD, '')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Пароль'),
    });
    // Refused by the schema, so not counted: wrong guesses were never made, and the right change goes through.
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++) await expect(change('корот')).rejects.toThrow();
    await expect(change(NEW_PASSWORD)).resolves.toEqual({ ended: 0 });
    expect(hashOf(managerId)).not.toBe(passwordHash);
  });

  it('no token, or a switched-off account: 401', async () => {
    await expect(caller().auth.changePassword({ password: PASSWORD, newPassword: NEW_PASSWORD })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const here = await issueTokenPair(deps, managerId);
    deps.db.update(admins).set({ disabledAt: clock }).where(eq(admins.id, managerId)).run();
    await expect(caller(here.token).auth.changePassword({ password: PASSWORD, newPassword: NEW_PASSWORD })).rejects.toMatchObject(
      {
        code: 'UNAUTHORIZED',
      },
    );
    expect(hashOf(managerId)).toBe(passwordHash);
  });
});
