import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, refreshTokens, staffSessions } from '../db/schema';
import type { AppDeps } from '../deps';
import { hashRefreshToken, issueTokenPair, REFRESH_TOKEN_SECONDS, rotateRefreshToken, verifyAccessToken } from '../lib/tokens';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0';
let deps: AppDeps;
let clock: number;
let ownerId: number;
let coachId: number;

const caller = (authorization: string | null) => createCaller(createContext(deps, { authorization, ip: '10.0.0.1' }));
const login = (adminId: number, userAgent: string, ip = '10.0.0.2') => issueTokenPair(deps, adminId, { userAgent, ip });

beforeEach(() => {
  clock = 1_800_000_000;
  deps = createTestDeps({ now: () => clock });
  ownerId = deps.db.insert(admins).values({ login: 'owner', passwordHash: 'locked' }).returning({ id: admins.id }).get().id;
  coachId = deps.db
    .insert(admins)
    .values({ login: 'coach', passwordHash: 'locked', role: 'coach' })
    .returning({ id: admins.id })
    .get().id;
});
afterAll(cleanup);

describe('Мои сеансы', () => {
  it('lists each login with its device, address and times, this device marked', async () => {
    const phone = await login(ownerId, PHONE, '203.0.113.5');
    clock += 100;
    const laptop = await login(ownerId, LAPTOP, '198.51.100.7');
    await login(coachId, PHONE);
    const list = await caller(phone.token).auth.sessions.list();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        device: 'Firefox, macOS',
        ip: '198.51.100.7',
        createdAt: clock,
        lastUsedAt: clock,
        current: false,
      },
      {
        id: expect.any(Number),
        device: 'Chrome, Android',
        ip: '203.0.113.5',
        createdAt: clock - 100,
        lastUsedAt: clock - 100,
        current: true,
      },
    ]);
    expect((await caller(laptop.token).auth.sessions.list()).find((s) => s.current)?.device).toBe('Firefox, macOS');
  });

  it('a refresh keeps the session, moves its last use and address; a plain request writes its last use at most every 5 minutes', async () => {
    const pair = await login(ownerId, PHONE, '203.0.113.5');
    const [session] = await caller(pair.token).auth.sessions.list();
    clock += 60;
    await caller(pair.token).auth.me();
    const row = () =>
      deps.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.id, session?.id ?? 0))
        .get();
    expect(row()?.lastUsedAt).toBe(clock - 60);
    clock += 300;
    await caller(pair.token).auth.me();
    expect(row()?.lastUsedAt).toBe(clock);
    clock += 30;
    const next = await rotateRefreshToken(deps, pair.refreshToken, { userAgent: PHONE, ip: '203.0.113.9' });
    expect(await caller(next.token).auth.sessions.list()).toEqual([
      expect.objectContaining({ id: session?.id, ip: '203.0.113.9', lastUsedAt: clock, current: true }),
    ]);
    expect(row()?.expiresAt).toBe(clock + REFRESH_TOKEN_SECONDS);
  });

  it('ends one: its access token stops at once, its refresh token no longer works, the others go on', async () => {
    const phone = await login(ownerId, PHONE);
    const laptop = await login(ownerId, LAPTOP);
    const [laptopSession] = (await caller(laptop.token).auth.sessions.list()).filter((s) => s.current);
    await expect(caller(phone.token).auth.sessions.end({ id: laptopSession?.id ?? 0 })).resolves.toEqual({ ok: true });
    expect(await verifyAccessToken(deps, laptop.token)).toBeNull();
    await expect(caller(laptop.token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rotateRefreshToken(deps, laptop.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(await verifyAccessToken(deps, phone.token)).not.toBeNull();
    // Over HTTP the next request of the ended browser is a 401, as the client's handler expects.
    const app = createTestApp(deps);
    expect((await app.request('/trpc/auth.me', { headers: { authorization: laptop.token } })).status).toBe(401);
    expect((await app.request('/trpc/auth.me', { headers: { authorization: phone.token } })).status).toBe(200);
    // Already ended or unknown: not found.
    await expect(caller(phone.token).auth.sessions.end({ id: laptopSession?.id ?? 0 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller(phone.token).auth.sessions.end({ id: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('ends all the others and keeps this one', async () => {
    const phone = await login(ownerId, PHONE);
    const others = [await login(ownerId, LAPTOP), await login(ownerId, LAPTOP)];
    const coach = await login(coachId, PHONE);
    expect(await caller(phone.token).auth.sessions.endOthers()).toEqual({ ended: 2 });
    for (const other of others) expect(await verifyAccessToken(deps, other.token)).toBeNull();
    expect(await verifyAccessToken(deps, phone.token)).not.toBeNull();
    expect(await verifyAccessToken(deps, coach.token)).not.toBeNull();
    expect(await caller(phone.token).auth.sessions.list()).toHaveLength(1);
  });

  it('logout ends the session in the list too', async () => {
    const phone = await login(ownerId, PHONE);
    const laptop = await login(ownerId, LAPTOP);
    await caller(null).auth.logout({ refreshToken: laptop.refreshToken });
    expect(await caller(phone.token).auth.sessions.list()).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('the owner and other people’s sessions', () => {
  it('the owner sees and ends a coach’s session', async () => {
    const owner = await login(ownerId, LAPTOP);
    const coach = await login(coachId, PHONE, '192.0.2.4');
    const seen = await caller(owner.token).auth.sessions.ofStaff({ id: coachId });
    expect(seen.sessions).toEqual([expect.objectContaining({ device: 'Chrome, Android', ip: '192.0.2.4', current: false })]);
    expect(seen.twoStep).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    await caller(owner.token).auth.sessions.endAny({ id: seen.sessions[0]?.id ?? 0 });
    expect(await verifyAccessToken(deps, coach.token)).toBeNull();
    await expect(caller(coach.token).auth.account()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a coach cannot see or end the owner’s sessions', async () => {
    const owner = await login(ownerId, LAPTOP);
    const coach = await login(coachId, PHONE);
    const [ownerSession] = await caller(owner.token).auth.sessions.list();
    const id = ownerSession?.id ?? 0;
    await expect(caller(coach.token).auth.sessions.endAny({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller(coach.token).auth.sessions.ofStaff({ id: ownerId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Their own 'end' does not reach another account's session: not found, like an unknown id.
    await expect(caller(coach.token).auth.sessions.end({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await verifyAccessToken(deps, owner.token)).not.toBeNull();
  });

  it('switching an account off ends all its sessions', async () => {
    const owner = await login(ownerId, LAPTOP);
    const coach = [await login(coachId, PHONE), await login(coachId, LAPTOP)];
    await caller(owner.token).staff.setEnabled({ id: coachId, enabled: false });
    for (const pair of coach) expect(await verifyAccessToken(deps, pair.token)).toBeNull();
    expect(
      deps.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.adminId, coachId))
        .all()
        .every((s) => s.endedAt !== null),
    ).toBe(true);
  });
});

describe('refresh tokens from before sessions existed', () => {
  it('get a session at their next refresh, with the device of that refresh', async () => {
    const legacy = 'legacy-refresh-token-from-an-earlier-version-000';
    deps.db
      .insert(refreshTokens)
      .values({ adminId: ownerId, tokenHash: hashRefreshToken(legacy), expiresAt: clock + 1000, createdAt: clock - 1000 })
      .run();
    const pair = await rotateRefreshToken(deps, legacy, { userAgent: PHONE, ip: '203.0.113.5' });
    expect(await caller(pair.token).auth.sessions.list()).toEqual([
      expect.objectContaining({ device: 'Chrome, Android', ip: '203.0.113.5', current: true }),
    ]);
  });
});
