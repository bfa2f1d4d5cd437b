import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps } from '../deps';
import { callerFor, respond } from './http';

/**
 * GET /api/posts, every post newest first, in the legacy shape. The whole wall grows with the club's history, so
 * the answer is compressed (the API routes sit before the site-wide compression).
 */
export function postsRest(deps: AppDeps): Hono {
  return new Hono().get('/posts', compress(), (c) => respond(c, () => callerFor(c, deps).posts.list()));
}
