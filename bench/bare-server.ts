/**
 * The yardstick of `npm run bench`: a bare Hono route on @hono/node-server, the same stack the site
 * runs on, answering a small JSON body. Pages are compared with its rate in the same run.
 */
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ ok: true }));

// The site's home page as gzip bytes (bench/run.ts writes them): the cost of sending a page-sized
// body on this stack, so a cached page can also be compared with a route that sends as much.
const pageFile = process.env.BARE_PAGE_FILE;
const page = pageFile ? new Uint8Array(fs.readFileSync(pageFile)) : new Uint8Array();
app.get('/page', (c) =>
  c.body(page, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }),
);
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 4326), hostname: '127.0.0.1' });
