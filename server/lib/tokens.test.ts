import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, refreshTokens } from '../db/schema';
import type { AppDeps } from '../deps';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { setAdminPassword } from './admin-account';
import {
  ACCESS_TOKEN_SECONDS,
  hashRefreshToken,
  issueTokenPair,
  REFRESH_TOKEN_SECONDS,
  revokeAllRefreshTokens,
  revokeRefreshToken,
  rotateRefreshToken,
  verifyAccessToken,
} from './tokens';

let deps: AppDeps;
let adminId: number;
let clock: number;

beforeEach(() => {
  clock = 1_800_000_000;
  deps = createTestDeps({ now: () => clock });
  adminId = deps.db.insert(admins).values({ login: 'owner', passwordHash: 'locked' }).returning({ id: admins.id }).get().id;
});
afterAll(cleanup);

const sign = (claims: Record<string, unknown>, alg = 'HS256') => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg }).setSubject(String(adminId)).setIssuedAt(clock);
  return jwt;
};

describe('access tokens', () => {
  it('issues a short-lived HS256 token that verifies to the admin', async () => {
    const pair = await issueTokenPair(deps, adminId);
    expect(pair.expiresAt).toBe(clock + ACCESS_TOKEN_SECONDS);
    expect(JSON.parse(Buffer.from(pair.token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(await verifyAccessToken(deps, pair.token)).toEqual(expect.objectContaining({ sub: String(adminId), role: 'admin' }));
  });

  it('rejects an expired token', async () => {
    const { token } = await issueTokenPair(deps, adminId);
    clock += ACCESS_TOKEN_SECONDS + 1;
    expect(await verifyAccessToken(deps, token)).toBeNull();
  });

  it('rejects a token signed with another key', async () => {
    const forged = await sign({ role: 'admin' })
      .setExpirationTime(clock + 60)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect(await verifyAccessToken(deps, forged)).toBeNull();
  });

  it('rejects another algorithm even with the right key, and an unsigned token', async () => {
    const hs512 = await sign({ role: 'admin' }, 'HS512')
      .setExpirationTime(clock + 60)
      .sign(deps.jwtSecret);
    expect(await verifyAccessToken(deps, hs512)).toBeNull();
    const unsigned = new UnsecuredJWT({ role: 'admin' })
      .setSubject(String(adminId))
      .setExpirationTime(clock + 60)
      .encode();
    expect(await verifyAccessToken(deps, unsigned)).toBeNull();
  });

  it('rejects a token without exp, or with another role', async () => {
    const noExp = await sign({ role: 'admin' }).sign(deps.jwtSecret);
    expect(await verifyAccessToken(deps, noExp)).toBeNull();
    const user = await sign({ role: 'user' })
      .setExpirationTime(clock + 60)
      .sign(deps.jwtSecret);
    expect(await verifyAccessToken(deps, user)).toBeNull();
  });

  it('rejects garbage', async () => {
    expect(await verifyAccessToken(deps, 'not-a-jwt')).toBeNull();
    expect(await verifyAccessToken(deps, '')).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('stores only the hash, with a 30-day expiry', async () => {
    const { refreshToken } = await issueTokenPair(deps, adminId);
    expect(Buffer.from(refreshToken, 'base64url')).toHaveLength(32);
    const rows = deps.db.select().from(refreshTokens).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashRefreshToken(refreshToken));
    expect(rows[0]?.tokenHash).not.toContain(refreshToken);
    expect(rows[0]?.expiresAt).toBe(clock + REFRESH_TOKEN_SECONDS);
  });

  it('rotates: the new pair works, the old token is revoked and linked to its successor', async () => {
    const first = await issueTokenPair(deps, adminId);
    const second = await rotateRefreshToken(deps, first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await verifyAccessToken(deps, second.token)).not.toBeNull();
    const rows = deps.db.select().from(refreshTokens).all();
    const old = rows.find((row) => row.tokenHash === hashRefreshToken(first.refreshToken));
    const next = rows.find((row) => row.tokenHash === hashRefreshToken(second.refreshToken));
    expect(old?.revokedAt).toBe(clock);
    expect(old?.replacedById).toBe(next?.id);
    expect(next?.revokedAt).toBeNull();
    const third = await rotateRefreshToken(deps, second.refreshToken);
    expect(third.refreshToken).toBeTruthy();
  });

  it('reuse of a revoked token revokes the whole chain (401)', async () => {
    const first = await issueTokenPair(deps, adminId);
    const second = await rotateRefreshToken(deps, first.refreshToken);
    const otherSession = await issueTokenPair(deps, adminId);
    await expect(rotateRefreshToken(deps, first.refreshToken)).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'Ваша сессия истекла',
    });
    await expect(rotateRefreshToken(deps, second.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(rotateRefreshToken(deps, otherSession.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(
      deps.db
        .select()
        .from(refreshTokens)
        .all()
        .every((row) => row.revokedAt !== null),
    ).toBe(true);
  });

  it('refuses unknown and expired tokens', async () => {
    await expect(rotateRefreshToken(deps, 'unknown')).rejects.toMatchObject({ kind: 'unauthorized' });
    const { refreshToken } = await issueTokenPair(deps, adminId);
    clock += REFRESH_TOKEN_SECONDS;
    await expect(rotateRefreshToken(deps, refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('logout revokes one token; a password change revokes all', async () => {
    const a = await issueTokenPair(deps, adminId);
    const b = await issueTokenPair(deps, adminId);
    revokeRefreshToken(deps, a.refreshToken);
    revokeRefreshToken(deps, 'unknown-token');
    await expect(rotateRefreshToken(deps, a.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    const c = await issueTokenPair(deps, adminId);
    revokeAllRefreshTokens(deps, adminId);
    await expect(rotateRefreshToken(deps, c.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(b.refreshToken).toBeTruthy();
  });
});

describe('access tokens end with their session', () => {
  it('lives minutes, not an hour', () => {
    expect(ACCESS_TOKEN_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('stops working at logout', async () => {
    const pair = await issueTokenPair(deps, adminId);
    const other = await issueTokenPair(deps, adminId);
    revokeRefreshToken(deps, pair.refreshToken);
    expect(await verifyAccessToken(deps, pair.token)).toBeNull();
    // Another session of the same admin (another browser) goes on.
    expect(await verifyAccessToken(deps, other.token)).not.toBeNull();
  });

  it('an access token from before a rotation keeps working until the session ends', async () => {
    const first = await issueTokenPair(deps, adminId);
    const second = await rotateRefreshToken(deps, first.refreshToken);
    const third = await rotateRefreshToken(deps, second.refreshToken);
    expect(await verifyAccessToken(deps, first.token)).not.toBeNull();
    revokeRefreshToken(deps, third.refreshToken);
    for (const token of [first.token, second.token, third.token]) expect(await verifyAccessToken(deps, token)).toBeNull();
  });

  it('stops working after a password change (every session)', async () => {
    const a = await issueTokenPair(deps, adminId);
    const b = await issueTokenPair(deps, adminId);
    await setAdminPassword(deps, 'owner', 'a-new-password-123');
    expect(await verifyAccessToken(deps, a.token)).toBeNull();
    expect(await verifyAccessToken(deps, b.token)).toBeNull();
  });

  it('is refused for an admin that does not exist, even validly signed', async () => {
    const ghost = await sign({ role: 'admin', ses: '1' })
      .setSubject('999')
      .setExpirationTime(clock + 60)
      .sign(deps.jwtSecret);
    expect(await verifyAccessToken(deps, ghost)).toBeNull();
    const noSession = await sign({ role: 'admin' })
      .setExpirationTime(clock + 60)
      .sign(deps.jwtSecret);
    expect(await verifyAccessToken(deps, noSession)).toBeNull();
    const pair = await issueTokenPair(deps, adminId);
    deps.db.delete(admins).run();
    expect(await verifyAccessToken(deps, pair.token)).toBeNull();
  });

  it('the same over HTTP: logout makes the access token 401 on /trpc and /api', async () => {
    const app = createTestApp(deps);
    const pair = await issueTokenPair(deps, adminId);
    const me = () => app.request('/trpc/auth.me', { headers: { authorization: pair.token } });
    expect((await me()).status).toBe(200);
    const logout = await app.request('/api/admin/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: pair.refreshToken }),
    });
    expect(logout.status).toBe(200);
    expect((await me()).status).toBe(401);
    expect((await app.request('/api/admin/toggle-ad', { method: 'POST', headers: { authorization: pair.token } })).status).toBe(
      401,
    );
  });
});

describe('a refresh token presented after logout', () => {
  it('is refused without ending the admin’s other sessions (only a rotated token’s reuse does that)', async () => {
    const other = await issueTokenPair(deps, adminId);
    const pair = await issueTokenPair(deps, adminId);
    revokeRefreshToken(deps, pair.refreshToken);
    await expect(rotateRefreshToken(deps, pair.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(await verifyAccessToken(deps, other.token)).not.toBeNull();
  });
});
