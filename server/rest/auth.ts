import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { callerFor, readJson, respond, unchecked } from './http';

/** The legacy POST /api/admin/login; refresh and logout are additions for the rotating refresh token. */
export function authRest(deps: AppDeps): Hono {
  return new Hono()
    .post('/admin/login', (c) => respond(c, async () => callerFor(c, deps).auth.login(unchecked(await readJson(c)))))
    .post('/admin/refresh', (c) => respond(c, async () => callerFor(c, deps).auth.refresh(unchecked(await readJson(c)))))
    .post('/admin/logout', (c) => respond(c, async () => callerFor(c, deps).auth.logout(unchecked(await readJson(c)))));
}
