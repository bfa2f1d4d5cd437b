import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';
import type { AppDeps } from '../deps';
import { resolveClientAddress } from '../lib/client-address';
import { requestIdOf } from '../lib/request-log';
import { type Context, createContext } from './context';

function socketAddress(c: HonoContext): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/**
 * The client address: the socket's, or the X-Forwarded-For hop that the proxies named by
 * TRUST_PROXY vouch for (counted from the right; never simply the leftmost entry).
 */
export function clientIp(c: HonoContext, deps: AppDeps): string {
  return resolveClientAddress(deps.env.TRUST_PROXY, socketAddress(c), c.req.header('x-forwarded-for'));
}

/**
 * The procedure context of one HTTP request, for /trpc, the /api routes and the page render alike.
 * `visitorOnly` drops the Authorization header: a rendered page shows public data only and is
 * cached for everyone, so it must never be rendered with the admin's rights.
 */
export function contextFromRequest(c: HonoContext, deps: AppDeps, options: { visitorOnly?: boolean } = {}): Context {
  return createContext(deps, {
    authorization: options.visitorOnly ? null : (c.req.header('authorization') ?? null),
    ip: clientIp(c, deps),
    requestId: requestIdOf(c),
    userAgent: c.req.header('user-agent'),
  });
}
