/**
 * The yardstick of `npm run bench`: a bare Hono route on @hono/node-server, the same stack the site
 * runs on, answering a small JSON body. Pages are compared with its rate in the same run.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 4326), hostname: '127.0.0.1' });
