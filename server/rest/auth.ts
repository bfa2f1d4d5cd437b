import { Hono } from 'hono';
import type { AppDeps } from '../trpc/context';
import { callerFor, readJson, respond } from './http';

/** Spec 7: POST /api/admin/login; refresh and logout are additions for the rotating refresh token. */
export function authRest(deps: AppDeps): Hono {
  return new Hono()
    .post('/admin/login', (c) => respond(c, async () => callerFor(c, deps).auth.login((await readJson(c)) as never)))
    .post('/admin/refresh', (c) => respond(c, async () => callerFor(c, deps).auth.refresh((await readJson(c)) as never)))
    .post('/admin/logout', (c) => respond(c, async () => callerFor(c, deps).auth.logout((await readJson(c)) as never)));
}
