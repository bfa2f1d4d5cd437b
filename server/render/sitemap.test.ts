import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directions } from '#shared/directions';
import { posts, prices, settings } from '../db/schema';
import type { AppDeps } from '../deps';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { sitemapEntries } from './sitemap';

let deps: AppDeps;

beforeAll(() => {
  deps = createTestDeps({ env: { PUBLIC_URL: 'https://academy.example.ru/' } });
});
afterAll(() => cleanup());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml', () => {
  it('lists every public page at its canonical address, without dates for an empty database', async () => {
    const response = await createTestApp(deps).request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    const urls = locs(xml);
    expect(urls).toContain('https://academy.example.ru/');
    expect(urls).toContain('https://academy.example.ru/hand-to-hand');
    expect(urls).toContain('https://academy.example.ru/women-self-defense');
    expect(urls).not.toContain('https://academy.example.ru/hand-to-hand-combat');
    expect(urls).not.toContain('https://academy.example.ru/authorization-account');
    expect(new Set(urls).size).toBe(urls.length);
    // Only the privacy policy has a date of its own.
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('dates the pages whose content changed', async () => {
    const march = Date.UTC(2026, 2, 14, 12) / 1000;
    const may = Date.UTC(2026, 4, 2, 9) / 1000;
    deps.db.insert(posts).values({ title: 'Турнир', text: 'Текст', date: march, updatedAt: march }).run();
    deps.db.insert(prices).values({ id: 'p1', category: 'Абонемент', price: 3000, updatedAt: may }).run();
    deps.db.insert(settings).values({ key: 'site', value: {}, updatedAt: march }).run();
    const xml = await (await createTestApp(deps).request('/sitemap.xml')).text();
    expect(xml).toContain('<url><loc>https://academy.example.ru/press-center</loc><lastmod>2026-03-14</lastmod></url>');
    expect(xml).toContain('<url><loc>https://academy.example.ru/price</loc><lastmod>2026-05-02</lastmod></url>');
    expect(xml).toContain('<url><loc>https://academy.example.ru/contact</loc><lastmod>2026-03-14</lastmod></url>');
    expect(xml).toContain('<url><loc>https://academy.example.ru/boxing</loc></url>');
  });

  it('without PUBLIC_URL uses localhost and the port, never the Host header', async () => {
    const local = createTestDeps({ env: { PORT: '4000' } });
    const app = createTestApp(local);
    const xml = await (await app.request('http://127.0.0.1:4000/sitemap.xml', { headers: { host: 'evil.example' } })).text();
    expect(locs(xml)[0]).toBe('http://localhost:4000/');
    expect(xml).not.toContain('evil.example');
    const robots = await (await app.request('http://evil.example/robots.txt', { headers: { host: 'evil.example' } })).text();
    expect(robots).toContain('Sitemap: http://localhost:4000/sitemap.xml');
    expect(robots).not.toContain('evil.example');
  });
});

describe('sitemapEntries', () => {
  const none = { posts: null, products: null, prices: null, attendance: null, settings: null };

  it('dates each club page by its last publish', () => {
    const entries = sitemapEntries({
      ...none,
      settings: 1_700_000_000,
      pages: { about: 1_800_000_000, 'direction:boxing': 1_800_000_100, contacts: 1_600_000_000 },
    });
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(lastmod('/about')).toBe(1_800_000_000);
    expect(lastmod('/boxing')).toBe(1_800_000_100);
    // The contacts page also shows the site settings: the later of the two.
    expect(lastmod('/contact')).toBe(1_700_000_000);
    expect(lastmod('/karate')).toBeNull();
  });

  it('has every direction at its canonical path', () => {
    const paths = sitemapEntries(none).map((entry) => entry.path);
    for (const direction of directions) expect(paths).toContain(direction.canonicalPath);
  });

  it('covers every page route except login, admin and private links (client/routes)', () => {
    const routesDir = path.resolve(import.meta.dirname, '../../client/routes');
    const canonical = new Map<string, string>(directions.map((d) => [d.route, d.canonicalPath]));
    const pageRoutes = fs
      .readdirSync(routesDir)
      .filter(
        // A route with a parameter (the trial booking's private link) is no public page, nor is a login.
        (file) =>
          file.endsWith('.tsx') &&
          !file.startsWith('_') &&
          !file.includes('$') &&
          !['authorization-account.tsx', 'cabinet.tsx'].includes(file),
      )
      .map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}`));
    const paths = sitemapEntries(none).map((entry) => entry.path);
    for (const route of pageRoutes) expect(paths, route).toContain(canonical.get(route) ?? route);
  });
});
