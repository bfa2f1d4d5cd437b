import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { bumpContentVersion, contentVersion } from '../lib/content-version';
import { readSiteSettings } from '../lib/site-settings';
import { vkConfigFrom } from '../lib/vk/client';
import { runVkSync } from '../lib/vk/sync';
import { appRouter } from '../routers/_app';
import { jsonRequest } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { startVkStandIn, VK_TEST_TOKEN, type VkStandIn, vkPost } from '../test/vk-stand-in';
import { rights } from '../trpc/rights';
import { createPageRenderer } from './handler';
import { clubDay, ResponseCache, responseCacheFor } from './page-cache';

/**
 * The cache in front of the real page handler and app. The SSR bundle is a stand-in written to a
 * temp build folder (as server/index.test.ts does): it reads the page's data through the same tRPC
 * link the real bundle gets and prints it, and counts its renders, so a test sees both what a
 * visitor gets and whether it was rendered again.
 */
const TRPC_CLIENT = import.meta.resolve('@trpc/client');
/** A header of the render's own: the cache must replay it with the body. */
const RENDER_HEADER = 'stand-in-render';

function writeBuild(dir: string): string {
  const clientDir = path.join(dir, 'dist/client');
  fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, '.vite/manifest.json'),
    JSON.stringify({ 'client/main.tsx': { file: 'static/js/main.js', src: 'client/main.tsx', isEntry: true } }),
  );
  fs.writeFileSync(
    path.join(dir, 'dist/server/entry-server.js'),
    `import { createTRPCClient } from ${JSON.stringify(TRPC_CLIENT)};
globalThis.__standInRenders = globalThis.__standInRenders ?? [];
export async function renderPage({ request, link, siteOrigin }) {
  const url = new URL(request.url);
  globalThis.__standInRenders.push(url.pathname + url.search);
  if (url.pathname === '/missing') return new Response('<p>Страница не найдена</p>', { status: 404 });
  const trpc = createTRPCClient({ links: [link] });
  const page = Number(url.searchParams.get('page') ?? '1') || 1;
  const [settings, news, prices, products, schedule] = await Promise.all([
    trpc.settings.get.query(),
    trpc.posts.listPage.query({ view: 'press', page }),
    trpc.prices.list.query(),
    trpc.products.list.query(),
    trpc.schedule.list.query(),
  ]);
  const lines = [
    'club: ' + settings.clubName,
    'origin: ' + siteOrigin,
    'news: ' + news.posts.map((post) => post.title).join(' | '),
    'prices: ' + prices.map((price) => price.category + ' ' + price.price).join(' | '),
    'products: ' + products.map((product) => product.text).join(' | '),
    'schedule: ' + schedule.map((row) => row.time).join(' | '),
    'filler: ' + 'x'.repeat(4000),
  ];
  return new Response('<!doctype html><pre>' + lines.join('\\n') + '</pre>', {
    status: 200,
    headers: { 'X-Rendered-By': ${JSON.stringify(RENDER_HEADER)} },
  });
}
`,
  );
  return clientDir;
}

const renders = (): string[] => (globalThis as { __standInRenders?: string[] }).__standInRenders ?? [];

interface World {
  deps: AppDeps;
  app: Hono;
  token: string;
  clock: { now: number };
}

/** 2026-11-24 20:59:30 UTC is 23:59:30 in Moscow. */
const BEFORE_MIDNIGHT_MSK = Date.UTC(2026, 10, 24, 20, 59, 30) / 1000;

async function world(env: Record<string, string> = {}): Promise<World> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cache-'));
  const clientDir = writeBuild(dir);
  const clock = { now: BEFORE_MIDNIGHT_MSK - 3600 };
  const deps = createTestDeps({ now: () => clock.now, env });
  const renderPage = await createPageRenderer(deps, { clientDir });
  const app = createTestApp(deps, { renderPage, clientDir });
  return { deps, app, token: await adminToken(deps), clock };
}

async function page(w: World, url: string, headers: Record<string, string> = {}) {
  const before = renders().length;
  const response = await w.app.request(url, { headers });
  const text = await response.text();
  return { response, text, rendered: renders().length > before };
}

async function trpcMutation(w: World, procedure: string, input: unknown, token: string | null = w.token) {
  const response = await w.app.request(`/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { result?: { data: unknown }; error?: unknown } };
}

afterAll(cleanup);

describe('public pages from the cache', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });
  beforeEach(async () => {
    // Start each test from a kept page.
    await page(w, '/');
  });

  it('renders a page once, then serves it from memory with its own headers', async () => {
    const first = await page(w, '/schedule?day=vt');
    expect(first.rendered).toBe(true);
    const second = await page(w, '/schedule?day=vt');
    expect(second.rendered).toBe(false);
    expect(second.text).toBe(first.text);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('x-rendered-by')).toBe(RENDER_HEADER);
    // The policy computed from the page's inline scripts travels with the kept body.
    expect(second.response.headers.get('content-security-policy')).toBe(first.response.headers.get('content-security-policy'));
    expect(second.response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(second.response.headers.get('cache-control')).toBe('no-cache');
    expect(second.response.headers.get('vary')).toBe('Accept-Encoding');
    expect(second.response.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(second.response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 to a visitor who has the page, and gzip to one who accepts it', async () => {
    const { response } = await page(w, '/');
    const etag = response.headers.get('etag') ?? '';
    const again = await page(w, '/', { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.rendered).toBe(false);
    expect((await page(w, '/', { 'if-none-match': 'W/"something-else"' })).response.status).toBe(200);

    const zipped = await w.app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await page(w, '/');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain.text);
  });

  it('sends Brotli, made in the background after the page was kept, to a browser that takes it', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // A fresh render: its own answer goes out as gzip at once, the render never waits for Brotli.
    bumpContentVersion();
    const first = await page(w, '/', browser);
    expect(first.rendered).toBe(true);
    expect(first.response.headers.get('content-encoding')).toBe('gzip');

    await responseCacheFor(w.deps).compressed();
    const brotli = await w.app.request('/', { headers: browser });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(body.length);
    const plain = await page(w, '/');
    expect(plain.rendered).toBe(false);
    expect(brotliDecompressSync(body).toString()).toBe(plain.text);
    expect(body.length).toBeLessThan(gzipSync(plain.text, { level: 9 }).length);
    // A client that refuses Brotli still gets gzip, and the same ETag for every encoding.
    const refused = await w.app.request('/', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    expect(refused.headers.get('etag')).toBe(brotli.headers.get('etag'));
  });

  it('a news save through tRPC shows on the very next request', async () => {
    const photo = '/uploads/post/cache-1200.webp';
    fs.mkdirSync(path.join(w.deps.env.uploadsDir, 'post'), { recursive: true });
    for (const width of ['1200', '600']) fs.writeFileSync(path.join(w.deps.env.uploadsDir, 'post', `cache-${width}.webp`), 'x');
    const created = await trpcMutation(w, 'posts.create', {
      title: 'Кубок города',
      text: 'Итоги',
      date: 1_790_000_000,
      photoUrls: [photo],
    });
    expect(created.status).toBe(200);
    const after = await page(w, '/');
    expect(after.rendered).toBe(true);
    expect(after.text).toContain('news: Кубок города');
    const post = (created.body.result as { data: { id: number } }).data.id;
    await trpcMutation(w, 'posts.update', {
      id: post,
      title: 'Кубок области',
      text: 'Итоги',
      date: 1_790_000_000,
      photoUrls: [photo],
    });
    expect((await page(w, '/')).text).toContain('news: Кубок области');
    await trpcMutation(w, 'posts.delete', { id: post });
    expect((await page(w, '/')).text).not.toContain('Кубок области');
  });

  it('a price save through the legacy /api route shows on the very next request', async () => {
    const created = await jsonRequest(w.app, 'POST', '/api/prices', { prices: [{ category: 'Разовое', price: 700 }] }, w.token);
    expect(created.status).toBe(201);
    expect((await page(w, '/')).text).toContain('prices: Разовое 700');
  });

  it('schedule and settings saves show on the very next request', async () => {
    await trpcMutation(w, 'schedule.replace', {
      schedule: [{ time: '07:30-09:00', pn: 'ММА', vt: '', sr: '', ct: '', pt: '', sb: '' }],
    });
    expect((await page(w, '/')).text).toContain('07:30-09:00');
    const settings = readSiteSettings(w.deps);
    const saved = await trpcMutation(w, 'settings.update', { ...settings, clubName: 'Клуб «Сокол»' });
    expect(saved.status).toBe(200);
    expect((await page(w, '/')).text).toContain('club: Клуб «Сокол»');
  });

  it('every admin mutation, successful or refused by validation, makes the kept pages out of date', async () => {
    const mutations = Object.entries(appRouter._def.procedures).filter(
      ([, procedure]) => (procedure as unknown as { _def: { type: string } })._def.type === 'mutation',
    );
    expect(mutations.length).toBeGreaterThan(20);
    let adminMutations = 0;
    for (const [name] of mutations) {
      // A family's own calls (their login, devices, consents) change no page anyone else sees.
      if (rights[name] === 'family') continue;
      const before = contentVersion();
      const anonymous = await trpcMutation(w, name, {}, null);
      if (anonymous.status === 401) {
        // Refused before it ran: nothing changed, nothing to drop.
        expect(contentVersion(), name).toBe(before);
        await trpcMutation(w, name, { id: 'нет-такого' });
        expect(contentVersion(), name).toBeGreaterThan(before);
        adminMutations += 1;
      }
    }
    expect(adminMutations).toBeGreaterThan(15);
  });

  it('a visitor form (a public mutation) keeps the kept pages', async () => {
    await page(w, '/');
    const before = contentVersion();
    await trpcMutation(w, 'auth.login', { login: 'nobody', password: 'wrong-password' }, null);
    expect(contentVersion()).toBe(before);
    expect((await page(w, '/')).rendered).toBe(false);
  });

  it('the change of day in the club time zone renders again', async () => {
    w.clock.now = BEFORE_MIDNIGHT_MSK;
    await page(w, '/');
    expect((await page(w, '/')).rendered).toBe(false);
    w.clock.now = BEFORE_MIDNIGHT_MSK + 29;
    expect((await page(w, '/')).rendered).toBe(false);
    w.clock.now = BEFORE_MIDNIGHT_MSK + 31;
    expect(clubDay(w.clock.now)).toBe('2026-11-25');
    expect((await page(w, '/')).rendered).toBe(true);
    expect((await page(w, '/')).rendered).toBe(false);
  });

  it('keeps the press centre per page, but never a redirect, a 404, an admin screen or an unknown query', async () => {
    await page(w, '/press-center?page=2');
    expect((await page(w, '/press-center?page=2')).rendered).toBe(false);
    // Every public page without a query string is kept too.
    await page(w, '/mma');
    expect((await page(w, '/mma')).rendered).toBe(false);
    expect((await page(w, '/press-center')).rendered).toBe(true);
    for (const url of ['/missing', '/press-center?utm_source=vk', '/press-center?page=abc', '/admin/news', '/edit-ad', '/?x=1']) {
      await page(w, url);
      expect((await page(w, url)).rendered, url).toBe(true);
    }
    const missing = await page(w, '/missing');
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('etag')).toBeNull();
  });

  it('keeps one page whatever the Host header says: its links name the configured address', async () => {
    const a = await page(w, 'http://one.example/contact');
    const b = await page(w, 'http://evil.example/contact');
    expect(a.rendered).toBe(true);
    expect(b.rendered).toBe(false);
    expect(b.text).toContain(`origin: ${w.deps.env.siteOrigin}`);
    expect(b.text).not.toContain('evil.example');
  });

  it('a query-string flood neither renders into memory nor grows it past the budget', async () => {
    const cache = responseCacheFor(w.deps);
    const bytes = cache.bytes;
    const size = cache.size;
    for (let index = 0; index < 300; index += 1) await page(w, `/press-center?page=1&r=${index}`);
    expect(cache.size).toBe(size);
    expect(cache.bytes).toBe(bytes);
  });
});

describe('the byte budget', () => {
  it('drops the least recently used pages past the budget', async () => {
    const w = await world({ PAGE_CACHE_MB: '0.05' }); // 52 kB: about ten of the stand-in's pages
    const cache = responseCacheFor(w.deps);
    for (let n = 1; n <= 60; n += 1) await page(w, `/press-center?page=${n}`);
    expect(cache.bytes).toBeLessThanOrEqual(0.05 * 1024 * 1024);
    expect(cache.size).toBeGreaterThan(3);
    expect(cache.size).toBeLessThan(60);
    // The newest pages are kept, the oldest went first.
    expect((await page(w, '/press-center?page=60')).rendered).toBe(false);
    expect((await page(w, '/press-center?page=1')).rendered).toBe(true);
  });

  it('a cache of 0 MB is off: every request renders', async () => {
    const w = await world({ PAGE_CACHE_MB: '0' });
    await page(w, '/');
    expect((await page(w, '/')).rendered).toBe(true);
  });

  it('counts a Brotli body in its byte budget, and never adds one to a page rendered again meanwhile', async () => {
    const html = (word: string) => `<main>${`<p>${word}: тренировки по боксу, каратэ и ММА</p>`.repeat(300)}</main>`;
    const answer = (word: string) => async () => new Response(html(word), { headers: { 'content-type': 'text/html' } });
    const request = new Request('http://club.test/', { headers: { 'accept-encoding': 'br, gzip' } });
    const cache = new ResponseCache({ maxBytes: 1_000_000, cdnMaxAgeSeconds: 0, now: () => 0 });

    await cache.serve(request, 'page /?', answer('до'));
    // A save while the first Brotli is being made: the page is rendered and kept again.
    bumpContentVersion();
    await cache.serve(request, 'page /?', answer('после'));
    const withGzip = cache.bytes;
    await cache.compressed();
    const kept = cache.kept('page /?');
    expect(kept?.brotli).not.toBeNull();
    expect(brotliDecompressSync(kept?.brotli ?? Buffer.alloc(0)).toString()).toBe(html('после'));
    expect(cache.bytes).toBe(kept?.bytes);
    expect(cache.bytes - withGzip).toBe(kept?.brotli?.length);
  });

  it('CDN_MAX_AGE lets a CDN keep the page that long', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, cdnMaxAgeSeconds: 30, now: () => 0 });
    expect(cache.cacheControl()).toBe('public, max-age=0, s-maxage=30');
  });
});

describe('a VK sync that changed posts', () => {
  let vk: VkStandIn;
  afterAll(() => vk.close());

  it('shows on the next request; a sync that changed nothing keeps the pages', async () => {
    vk = await startVkStandIn();
    const w = await world({ VK_ACCESS_TOKEN: VK_TEST_TOKEN, VK_GROUP_ID: String(vk.groupId), VK_API_URL: vk.apiUrl });
    vk.wall.push(vkPost(vk.groupId, 1, 'Открытие сезона'));
    await trpcMutation(w, 'posts.syncNow', {});
    await page(w, '/');
    const before = contentVersion();
    const config = vkConfigFrom(w.deps.env);
    if (!config) throw new Error('VK is not configured');
    await runVkSync(w.deps, config, { pageDelayMs: 0, log: { info() {}, warn() {}, error() {} } });
    expect(contentVersion()).toBe(before);
    expect((await page(w, '/')).rendered).toBe(false);

    vk.wall.push(vkPost(vk.groupId, 2, 'Второй пост'));
    await runVkSync(w.deps, config, { full: true, pageDelayMs: 0, log: { info() {}, warn() {}, error() {} } });
    expect(contentVersion()).toBeGreaterThan(before);
    expect((await page(w, '/')).rendered).toBe(true);
  });
});

describe('public /api lists', () => {
  it('are kept, compressed, answer 304, and follow a save', async () => {
    const w = await world();
    const first = await w.app.request('/api/prices');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await w.app.request('/api/prices', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await jsonRequest(w.app, 'POST', '/api/prices', { prices: [{ category: 'Абонемент', price: 4000 }] }, w.token);
    const after = await w.app.request('/api/prices', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(JSON.stringify(await after.json())).toContain('Абонемент');

    const posts = await w.app.request('/api/posts', { headers: { 'accept-encoding': 'gzip' } });
    expect(posts.status).toBe(200);
    // Small lists (under 1 kB) go plain; the list is JSON either way.
    expect(posts.headers.get('content-type')).toMatch(/application\/json/);
  });
});
