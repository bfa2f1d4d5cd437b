import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../db/schema';
import type { AppDeps } from '../deps';
import { ensureAdmin } from '../lib/admin-account';
import { generatePassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from '../lib/passwords';
import { allSessionsKept, signInOnce } from '../test/admin-sessions';
import { cleanup, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

// Real scrypt runs (the old hash at 128 MB); a busy shared machine can take seconds for each.
vi.setConfig({ testTimeout: 60_000 });
const createCaller = createCallerFactory(appRouter);
const LOGIN = 'coach';
let deps: AppDeps;
let password: string;
let oldHash: string;

/** A hash as the server stored them before 27 November 2026 (N=2^17, r=8, p=1), written here by hand. */
function legacyHash(secret: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret.normalize('NFKC'), salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 20 });
  return ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHash = () => deps.db.select().from(admins).where(eq(admins.login, LOGIN)).get()?.passwordHash ?? '';
const login = (secret: string) =>
  createCaller(createContext(deps, { ip: '10.0.0.1', authorization: null })).auth.login({ login: LOGIN, password: secret });

beforeEach(() => {
  deps = createTestDeps();
  password = generatePassword();
  oldHash = legacyHash(password);
  deps.db.insert(admins).values({ login: LOGIN, passwordHash: oldHash }).run();
});
afterAll(cleanup);

describe('a password hash made at the earlier scrypt parameters', () => {
  it('still logs in, and the login stores a hash at today’s parameters that verifies the same password', async () => {
    await expect(login(password)).resolves.toHaveProperty('token');
    const hash = storedHash();
    expect(hash).not.toBe(oldHash);
    expect(hash.split('$').slice(1, 4)).toEqual([PASSWORD_PARAMS.N, PASSWORD_PARAMS.r, PASSWORD_PARAMS.p].map(String));
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(password, hash)).toBe(true);
    // The next login verifies the new hash and leaves it as it is.
    await expect(login(password)).resolves.toHaveProperty('token');
    expect(storedHash()).toBe(hash);
  });

  it('is left as it is by a wrong password', async () => {
    await expect(login(`${password}x`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(storedHash()).toBe(oldHash);
  });

  it('is rehashed at start from ADMIN_PASSWORD, its sessions kept', async () => {
    await signInOnce(deps, LOGIN);
    expect(await ensureAdmin(deps, { login: LOGIN, password })).toEqual({ kind: 'from-env', login: LOGIN, changed: false });
    expect(needsRehash(storedHash())).toBe(false);
    expect(await verifyPassword(password, storedHash())).toBe(true);
    expect(allSessionsKept(deps)).toBe(true);
  });
});
