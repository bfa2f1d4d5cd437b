import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context as HonoContext } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { readLawSettings, writeLawSettings } from '#server/lib/law-settings';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { contentSecurityPolicy, inlineScriptHashes, mapWidgetFrameSource, pagePolicy } from './csp';
import { createPageRenderer } from './handler';

afterAll(cleanup);

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written, and skips external scripts and JSON-LD', () => {
    const html = [
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script data-tsr-stream-part="">self.$_TSR={};</script>',
      '<script type="module" src="/static/js/main.js"></script>',
      '<script>document.currentScript.remove();/*Привет*/</script>',
      '<SCRIPT>self.$_TSR={};</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.$_TSR={};'), sha('document.currentScript.remove();/*Привет*/')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and the given hashes: no unsafe-inline, no eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('opens Google only when reCAPTCHA is configured, and upgrades requests over HTTPS', () => {
    const policy = contentSecurityPolicy({ recaptcha: true, https: true });
    expect(directive(policy, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(policy).toContain('upgrade-insecure-requests');
    expect(directive(contentSecurityPolicy(), 'frame-src')).toBe("frame-src 'none'");
  });
});

describe('rendered pages', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-csp-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const clientDir = path.join(dir, 'client');
  fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'client/main.tsx': { file: 'static/js/main.js', isEntry: true } }),
  );
  // A stand-in for the SSR bundle: a page with the kinds of inline scripts the router emits.
  fs.writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `export async function renderPage({ request }) {
       const id = new URL(request.url).searchParams.get('id') ?? '0';
       const html = '<!doctype html><html><head><script type="application/ld+json">{}</script></head><body>' +
         '<script>self.$_TSR={page:' + JSON.stringify(id) + '};</script><script type="module" src="/static/js/main.js"></script></body></html>';
       return new Response(html, { status: 200, headers: { 'content-type': 'text/html' } });
     }`,
  );

  it('sends a policy with the hash of each inline script of that very page, and the body unchanged', async () => {
    const deps = createTestDeps();
    const renderPage = await createPageRenderer(deps, { clientDir });
    const app = createTestApp(deps, { clientDir, renderPage: (c: HonoContext) => renderPage(c) });
    for (const id of ['1', '2']) {
      const response = await app.request(`/?id=${id}`);
      const body = await response.text();
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(body).toContain(`self.$_TSR={page:"${id}"};`);
      expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha(`self.$_TSR={page:"${id}"};`)}`);
      expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
    }
  });
});

describe('security headers', () => {
  it('every answer has a policy, Permissions-Policy and no HSTS over plain HTTP', async () => {
    const app = createTestApp(createTestDeps());
    for (const url of ['/api/posts', '/trpc/ad.status', '/robots.txt', '/nowhere']) {
      const response = await app.request(url);
      expect(response.headers.get('content-security-policy'), url).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers.get('permissions-policy'), url).toContain('camera=()');
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('HSTS when PUBLIC_URL is https, or a trusted proxy says the request came over https', async () => {
    const https = createTestApp(createTestDeps({ env: { PUBLIC_URL: 'https://academy.example.ru' } }));
    expect((await https.request('/api/posts')).headers.get('strict-transport-security')).toBe('max-age=31536000');

    const proxied = createTestApp(createTestDeps({ env: { TRUST_PROXY: '1' } }));
    const viaHttps = await proxied.request('/api/posts', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await proxied.request('/api/posts')).headers.get('strict-transport-security')).toBeNull();

    // Without a trusted proxy anyone could write the header: it is ignored.
    const direct = createTestApp(createTestDeps());
    const forged = await direct.request('/api/posts', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('Yandex Metrica under the policy', () => {
  it('allows mc.yandex.ru for scripts, pixels and hits only once a counter is set in the settings', () => {
    const deps = createTestDeps();
    const before = pagePolicy(deps, '<p></p>');
    expect(before).not.toContain('mc.yandex.ru');
    writeLawSettings(deps, { ...readLawSettings(deps), metricaCounterId: '98765432' });
    const after = pagePolicy(deps, '<p></p>');
    for (const name of ['script-src', 'img-src', 'connect-src']) expect(directive(after, name)).toContain('https://mc.yandex.ru');
    expect(directive(after, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(contentSecurityPolicy({ metrica: false }), 'script-src')).toBe("script-src 'self'");
  });
});

describe('the map widget under the policy', () => {
  it('pages may frame the configured widget folder and nothing else; other answers frame nothing', async () => {
    const deps = createTestDeps();
    expect(directive(pagePolicy(deps, '<p></p>'), 'frame-src')).toBe('frame-src https://yandex.ru/map-widget/v1/');
    const standIn = createTestDeps({ env: { YANDEX_MAP_WIDGET_URL: 'http://127.0.0.1:5555/map-widget/v1/?lang=ru_RU' } });
    expect(directive(pagePolicy(standIn, '<p></p>'), 'frame-src')).toBe('frame-src http://127.0.0.1:5555/map-widget/v1/');
    for (const name of ['script-src', 'img-src', 'connect-src', 'default-src'])
      expect(directive(pagePolicy(deps, '<p></p>'), name)).not.toContain('yandex.ru');
    const app = createTestApp(deps);
    expect(directive((await app.request('/api/posts')).headers.get('content-security-policy') ?? '', 'frame-src')).toBe(
      "frame-src 'none'",
    );
  });

  it('keeps the reCAPTCHA frames beside the widget when both are configured', () => {
    const policy = contentSecurityPolicy({ recaptcha: true, mapWidgetUrl: 'https://yandex.ru/map-widget/v1/' });
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://yandex.ru/map-widget/v1/',
    );
    expect(mapWidgetFrameSource('https://yandex.ru/map-widget/v1')).toBe('https://yandex.ru/map-widget/');
  });
});
