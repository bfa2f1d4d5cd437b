import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '#shared/messages/server.ru';
import { postImageUrl } from '#shared/rules/images';
import { applications } from './db/schema';
import type { AppDeps } from './deps';
import { savePostImage } from './lib/post-images';
import { fileOf, formWith, makeImage } from './test/images';
import { adminToken, cleanup, createTestApp, createTestDeps } from './test/test-app';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

let deps: AppDeps;
let clientDir: string;
let app: ReturnType<typeof createTestApp>;
let pageCalls: string[];
const script = `export const greeting = ${JSON.stringify('Привет, '.repeat(400))};\n`;

beforeAll(() => {
  deps = createTestDeps({ env: { PUBLIC_URL: 'https://academy.example.ru' } });
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-client-'));
  fs.mkdirSync(path.join(clientDir, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'static/js/app-3f9a1c.js'), script);
  fs.writeFileSync(path.join(clientDir, 'static/js/app-3f9a1c.js.br'), 'brotli-bytes');
  fs.mkdirSync(path.join(clientDir, 'images'));
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(clientDir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>template</title>');
  pageCalls = [];
  app = createTestApp(deps, {
    clientDir,
    renderPage: async (c) => {
      pageCalls.push(c.req.path);
      if (c.req.path === '/boom') throw new Error('render failed: secret detail');
      return c.html(`<!doctype html><html lang="ru"><body>${'<p>Страница</p>'.repeat(200)}</body></html>`);
    },
  });
});
afterAll(() => {
  fs.rmSync(clientDir, { recursive: true, force: true });
  cleanup();
});

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
}

describe('routing', () => {
  it('sends security headers on every kind of answer', async () => {
    for (const url of [
      '/api/admin/ad-status',
      '/trpc/ad.status',
      '/robots.txt',
      '/static/js/app-3f9a1c.js',
      '/',
      '/api/nothing',
      '/uploads/none.png',
    ]) {
      expectSecurityHeaders(await app.request(url));
    }
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    pageCalls.length = 0;
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/api/admin/unknown'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await app.request(url, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Не найдено' });
    }
    expect(pageCalls).toEqual([]);
  });

  it('accepts the legacy spellings of /api paths (case, trailing slash)', async () => {
    for (const url of ['/API/admin/ad-status', '/api/Admin/Ad-Status', '/api/admin/ad-status/', '/Api/Settings']) {
      expect((await app.request(url)).status, url).toBe(200);
    }
  });

  it('renders every other GET through renderPage, compressed', async () => {
    const response = await app.request('/press-center?page=2', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('<p>Страница</p>');
    expect(pageCalls).toContain('/press-center');
    // (/sitemap.xml has its own route now: server/render/sitemap.ts.)
    const missingFile = await app.request('/feed.xml');
    expect(missingFile.status).toBe(200);
    expect(pageCalls).toContain('/feed.xml');
    await app.request('/index.html');
    expect(pageCalls).toContain('/index.html');
  });

  it('hides errors from the page renderer behind a generic 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret detail');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers 404 for pages when no renderer is given, and for other methods', async () => {
    const bare = createTestApp(deps, { clientDir });
    expect((await bare.request('/press-center')).status).toBe(404);
    expect((await app.request('/press-center', { method: 'POST' })).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('allows the public site and keeps crawlers out of the admin and the APIs', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('Allow: /');
    for (const p of [
      '/admin-dashboard',
      '/schedule-editor',
      '/admin',
      '/admin-price',
      '/admin-products',
      '/edit-ad',
      '/authorization-account',
      '/trpc',
      '/api',
    ]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).toContain('Sitemap: https://academy.example.ru/sitemap.xml');
    expect(pageCalls).not.toContain('/robots.txt');
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable, gzip-compressed or precompressed brotli', async () => {
    const gzip = await app.request('/static/js/app-3f9a1c.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(gzip.headers.get('content-type')).toMatch(/javascript/);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const brotli = await app.request('/static/js/app-3f9a1c.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('brotli-bytes');
  });

  it('404s a missing asset without a long cache', async () => {
    const response = await app.request('/static/js/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(pageCalls).not.toContain('/static/js/missing.js');
  });

  it('serves root files with a short cache and refuses escapes', async () => {
    const favicon = await app.request('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await app.request('/images/logo.svg')).status).toBe(200);
    for (const url of ['/static/..%2f..%2fetc%2fpasswd', '/static/%2e%2e/%2e%2e/etc/passwd', '/favicon.svg/../../etc/passwd']) {
      expect(await (await app.request(url)).text(), url).not.toContain('root:');
    }
  });
});

describe('/uploads', () => {
  it('serves an uploaded image with its type, an immutable cache and nosniff', async () => {
    const token = await adminToken(deps);
    const uploaded = await app.request('/api/admin/upload-ad-image', {
      method: 'POST',
      body: formWith('image', fileOf(await makeImage('png'), 'a.png', 'image/png')),
      headers: { authorization: token },
    });
    const { imageUrl } = await uploaded.json();
    const response = await app.request(imageUrl, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('404s missing files without a long cache', async () => {
    const response = await app.request('/uploads/ad/missing.png');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('never serves anything outside the uploads folder', async () => {
    for (const url of [
      '/uploads/../academy.db',
      '/uploads/%2e%2e/academy.db',
      '/uploads/..%2facademy.db',
      '/uploads/ad/..%5c..%5cacademy.db',
      '/uploads/post/../../academy.db',
      '/uploads/post/%2e%2e/%2e%2e/academy.db',
      '/uploads/post/..%2f..%2facademy-900.webp',
      '/uploads/post/%2e%2e-900.webp',
    ]) {
      const body = Buffer.from(await (await app.request(url)).arrayBuffer()).toString('latin1');
      expect(body, url).not.toContain('SQLite format');
    }
  });
});

describe('/uploads/post: the 900 px width of a news photo stored before it existed', () => {
  const postFile = (url: string) => path.join(deps.env.uploadsDir, url.slice('/uploads/'.length));

  /** A photo as stored before the 900 px width: only its 1200 and 600 files. */
  async function olderPhoto(name: string): Promise<string> {
    const url = await savePostImage(deps, await makeImage('jpeg', { width: 1600, height: 1000 }), name);
    fs.rmSync(postFile(postImageUrl(url, 'medium')));
    return url;
  }

  it('is made from the 1200 px file on its first request and served like any upload', async () => {
    const medium = postImageUrl(await olderPhoto('before-900'), 'medium');
    const responses = await Promise.all(Array.from({ length: 4 }, () => app.request(medium)));
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    }
    for (const body of bodies) expect(Buffer.compare(body, bodies[0] as Buffer)).toBe(0);
    expect((await sharp(bodies[0] as Buffer).metadata()).width).toBe(900);
    expect(Buffer.compare(fs.readFileSync(postFile(medium)), bodies[0] as Buffer)).toBe(0);
    const again = await app.request(medium);
    expect(Buffer.compare(Buffer.from(await again.arrayBuffer()), bodies[0] as Buffer)).toBe(0);
  });

  it('stays a 404 with the Russian text without its 1200 file, for other widths and other names', async () => {
    const lost = await olderPhoto('lost-1200');
    fs.rmSync(postFile(lost));
    for (const url of [
      postImageUrl(lost, 'medium'),
      lost,
      '/uploads/post/never-stored-900.webp',
      '/uploads/post/never-stored-600.webp',
      '/uploads/post/never-stored-800.webp',
      '/uploads/post/never-stored-900.webp.tmp',
      '/uploads/demo/post-01-1-900.webp',
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toBe(serverMessages.server.notFound);
      expect(response.headers.get('cache-control'), url).toBeNull();
    }
    expect(fs.existsSync(postFile(postImageUrl(lost, 'medium')))).toBe(false);
  });
});

describe('API transport', () => {
  it('does not compress /api and /trpc answers', async () => {
    const values = Array.from({ length: 40 }, (_, i) => ({
      name: 'Иван',
      lastname: 'Петров',
      phone: '+7 912 345-67-89',
      age: 10,
      direction: 'Boxing',
      createdAt: i,
    }));
    deps.db.insert(applications).values(values).run();
    const token = await adminToken(deps);
    const trpc = await app.request('/trpc/applications.list', { headers: { authorization: token, 'accept-encoding': 'gzip' } });
    expect(trpc.status).toBe(200);
    expect((await trpc.clone().text()).length).toBeGreaterThan(2048);
    expect(trpc.headers.get('content-encoding')).toBeNull();
    const api = await app.request('/api/settings', { headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBeNull();
  });

  it('limits request bodies to 6 MB on /api and /trpc with a Russian 413', async () => {
    const token = await adminToken(deps);
    const big = () => formWith('image', fileOf(Buffer.alloc(6 * 1024 * 1024), 'big.png', 'image/png'));
    const viaTrpc = await app.request('/trpc/ad.uploadImage', { method: 'POST', body: big(), headers: { authorization: token } });
    expect(viaTrpc.status).toBe(413);
    expect(await viaTrpc.json()).toEqual({
      error: {
        message: 'Файл слишком большой: не более 5 МБ',
        code: -32013,
        data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
      },
    });
    const viaApi = await app.request('/api/admin/upload-ad-image', {
      method: 'POST',
      body: JSON.stringify({ padding: 'x'.repeat(6 * 1024 * 1024 + 10) }),
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(viaApi.status).toBe(413);
    expect(await viaApi.json()).toEqual({ message: 'Файл слишком большой: не более 5 МБ' });
  });

  it('uploads a FormData image through /trpc', async () => {
    const token = await adminToken(deps);
    const response = await app.request('/trpc/ad.uploadImage', {
      method: 'POST',
      body: formWith('image', fileOf(await makeImage('gif'), 'a.gif', 'image/gif')),
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).result.data.imageUrl).toMatch(/^\/uploads\/ad\/[0-9a-f]{32}\.gif$/);
  });

  it('never sends stack traces in tRPC errors', async () => {
    const response = await app.request('/trpc/auth.me');
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error.message).toBe('Требуется авторизация');
    expect(JSON.stringify(body)).not.toContain('stack');
  });
});
