import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import { openSession } from '../lib/family/sessions';

/** The demo guardian's phone (server/db/seed-data: two children), stored form. */
export const DEMO_FAMILY_PHONE = '+79990000001';

/**
 * A family session opened in a running server's data directory by the login's own function (as a
 * device that logged in earlier would have it): for the browser tests and the phone benches, which
 * would otherwise wait out the login's one-code-a-minute limit. Returns the cookie's token.
 */
export function openFamilySessionInDataDir(dataDir: string, phone = DEMO_FAMILY_PHONE, userAgent = 'bench'): string {
  const sqlite = new Database(path.join(dataDir, 'academy.db'));
  sqlite.pragma('busy_timeout = 5000');
  try {
    const db = drizzle(sqlite, { schema }) as unknown as Db;
    return openSession({ db, now: () => Math.floor(Date.now() / 1000) }, phone, { userAgent, ip: '127.0.0.1' });
  } finally {
    sqlite.close();
  }
}
