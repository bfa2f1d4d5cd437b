import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { callerFor, respond } from './http';

export function settingsRest(deps: AppDeps): Hono {
  return new Hono().get('/settings', (c) => respond(c, () => callerFor(c, deps).settings.get()));
}
