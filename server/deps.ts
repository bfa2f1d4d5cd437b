import type { Db } from './db/client';
import type { Env } from './env';
import type { VisitLookup } from './lib/telegram-bot/visits';
import { trialVisit } from './lib/trials/reminder-visit';

/**
 * Long-lived things the server's domain code uses, built once at start (server/index.ts) or per
 * test file (server/test/test-app.ts), both through `createDeps`. It lives apart from the tRPC
 * context so that server/lib depends on no transport.
 */
export interface AppDeps {
  db: Db;
  env: Env;
  /** HS256 key for access tokens (JWT_SECRET, or generated once and kept in DATA_DIR). */
  jwtSecret: Uint8Array;
  /** Unix seconds; replaceable in tests. */
  now: () => number;
  /** Outgoing HTTP (captcha verification, Telegram, VK); replaceable in tests. */
  fetch: typeof fetch;
  /**
   * The booked visit of an application, for the reminder bot (server/lib/telegram-bot): the trial
   * booking's lookup (server/lib/trials/reminder-visit.ts) unless a test gives its own.
   */
  visitLookup: VisitLookup;
}

/** What a caller must give `createDeps`; the rest defaults to the real things. */
export type DepsParts = Pick<AppDeps, 'db' | 'env' | 'jwtSecret'> & Partial<Omit<AppDeps, 'db' | 'env' | 'jwtSecret'>>;

/** The one way to assemble `AppDeps`, so the start-up and the tests wire the same things. */
export function createDeps(parts: DepsParts): AppDeps {
  return {
    now: () => Math.floor(Date.now() / 1000),
    fetch: globalThis.fetch.bind(globalThis),
    visitLookup: trialVisit,
    ...parts,
  };
}
