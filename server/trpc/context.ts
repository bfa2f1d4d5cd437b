import type { Db } from '../db/client';
import type { AppDeps } from '../deps';

/** Per-request context. Request-free, so integration tests build it directly for `createCaller`. */
export interface Context {
  deps: AppDeps;
  db: Db;
  /** The Authorization header as sent: a bare token, or 'Bearer <token>'. */
  authorization: string | null;
  /** The client address, for login throttling and the consent record. */
  ip: string;
  /** The HTTP request's id (server/http/request-log.ts), given back with internal errors. */
  requestId?: string;
  /** The browser's User-Agent, for the consent record. */
  userAgent: string;
  /** A call of the spec's legacy /api: only owners and managers, as the spec admits only role admin. */
  legacyApi?: boolean;
  /** The family's session cookie as sent (server/lib/family/sessions.ts); null on a page render. */
  familyToken: string | null;
  /** Set-Cookie values a family procedure asks for (login, logout); /trpc sends them with its answer. */
  responseCookies: string[];
}

export function createContext(
  deps: AppDeps,
  request: {
    authorization?: string | null;
    ip?: string;
    requestId?: string;
    userAgent?: string;
    familyToken?: string | null;
  } = {},
): Context {
  return {
    deps,
    db: deps.db,
    authorization: request.authorization ?? null,
    ip: request.ip ?? 'unknown',
    requestId: request.requestId,
    userAgent: request.userAgent ?? '',
    familyToken: request.familyToken ?? null,
    responseCookies: [],
  };
}
