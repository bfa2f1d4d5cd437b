import { Hono } from 'hono';
import type { AppDeps } from '../trpc/context';
import { callerFor, respond } from './http';

/** Spec 7: GET /api/posts, every post newest first (the pages filter them). */
export function postsRest(deps: AppDeps): Hono {
  return new Hono().get('/posts', (c) => respond(c, () => callerFor(c, deps).posts.list()));
}
