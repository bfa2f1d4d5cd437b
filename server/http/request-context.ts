import type { Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { FAMILY_COOKIE } from '../lib/family/sessions';
import { type Context, createContext } from '../trpc/context';
import { clientIp } from './client-address';
import { requestIdOf } from './request-log';

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
    // The family's cookie (Path=/trpc, SameSite=Strict): never on a rendered page, which is cached for everyone.
    familyToken: options.visitorOnly ? null : (getCookie(c, FAMILY_COOKIE) ?? null),
  });
}
