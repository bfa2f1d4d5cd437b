import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { openDatabase } from '../db/client';
import { admins } from '../db/schema';
import { type AppDeps, createDeps } from '../deps';
import { loadEnv } from '../env';
import { findAdminByLogin } from '../lib/admin-account';
import { issueTokenPair } from '../lib/tokens';

export interface TestDepsOverrides extends Partial<Omit<AppDeps, 'env' | 'db'>> {
  /** Extra environment variables, as strings, on top of DATA_DIR, NODE_ENV=test, SEED_DEMO=0 and LOG_FORMAT=off. */
  env?: Record<string, string | undefined>;
}

const opened: Array<{ deps: AppDeps; dir: string }> = [];

/**
 * Per-address limits high enough that tests of other features, which send everything from one
 * address, never meet them; the tests of the limits set their own numbers through `env`.
 */
const UNTHROTTLED: Record<string, string> = {
  RATE_LIMIT_CALLS_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  APPLICATIONS_PER_HOUR_PER_ADDRESS: '1000000',
  APPLICATIONS_PER_HOUR: '1000000',
};

/** Dependencies on a fresh temp DATA_DIR with a database built by the real migrations. */
export function createTestDeps(overrides: TestDepsOverrides = {}): AppDeps {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
  // No request log unless a test asks for one (LOG_FORMAT), so test output stays readable.
  const env = loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', SEED_DEMO: '0', LOG_FORMAT: 'off', ...UNTHROTTLED, ...overrides.env });
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  const { env: _env, ...rest } = overrides;
  const deps = createDeps({ db: openDatabase(env.dbFile), env, jwtSecret: randomBytes(32), ...rest });
  opened.push({ deps, dir });
  return deps;
}

/** The Hono app exactly as the server builds it, for `app.request()`. */
export function createTestApp(deps: AppDeps, options?: Parameters<typeof createApp>[1]): Hono {
  return createApp(deps, options);
}

export const TEST_ADMIN_LOGIN = 'admin';

/**
 * A valid access token of the test admin. The admin is created on first use without a usable
 * password (a hash that never matches), which skips the slow scrypt; tests of logging in create
 * their own admin with `setAdminPassword`.
 */
export async function adminToken(deps: AppDeps): Promise<string> {
  const existing = findAdminByLogin(deps, TEST_ADMIN_LOGIN);
  const id =
    existing?.id ??
    deps.db.insert(admins).values({ login: TEST_ADMIN_LOGIN, passwordHash: 'locked' }).returning({ id: admins.id }).get().id;
  return (await issueTokenPair(deps, id)).token;
}

/** Closes every database opened by createTestDeps and removes the temp directories. */
export function cleanup(): void {
  for (const { deps, dir } of opened.splice(0)) {
    try {
      deps.db.$client.close();
    } catch {
      // already closed by the test
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every table's rows as JSON, by table name: the hostile-input tests compare it before and after a
 * refused call to show that nothing was stored.
 */
export function dumpTables(deps: AppDeps): Record<string, string> {
  const sqlite = deps.db.$client;
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as Array<{ name: string }>;
  return Object.fromEntries(
    tables.map(({ name }) => [name, JSON.stringify(sqlite.prepare(`select * from "${name}" order by rowid`).all())]),
  );
}
