import type { Db } from '../db/client';
import type { Env } from '../env';

/** Long-lived things a request may use; built once at start (server/index.ts) or per test file. */
export interface AppDeps {
  db: Db;
  env: Env;
  /** HS256 key for access tokens (JWT_SECRET, or generated once and kept in DATA_DIR). */
  jwtSecret: Uint8Array;
  /** Unix seconds; replaceable in tests. */
  now: () => number;
  /** Outgoing HTTP (captcha verification, Telegram, VK); replaceable in tests. */
  fetch: typeof fetch;
}

/** Per-request context. Request-free, so integration tests build it directly for `createCaller`. */
export interface Context {
  deps: AppDeps;
  db: Db;
  /** The Authorization header as sent: a bare token, or 'Bearer <token>'. */
  authorization: string | null;
  /** The client address, for login throttling and the consent record. */
  ip: string;
  /** The HTTP request's id (server/lib/request-log.ts), given back with internal errors. */
  requestId?: string;
  /** The browser's User-Agent, for the consent record. */
  userAgent: string;
}

export function createContext(
  deps: AppDeps,
  request: { authorization?: string | null; ip?: string; requestId?: string; userAgent?: string } = {},
): Context {
  return {
    deps,
    db: deps.db,
    authorization: request.authorization ?? null,
    ip: request.ip ?? 'unknown',
    requestId: request.requestId,
    userAgent: request.userAgent ?? '',
  };
}
