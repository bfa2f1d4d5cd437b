import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { seoRoutes, sitePages } from '#shared/pages/registry';
import { SITEMAP_ROUTES } from '#shared/public-routes';
import type { SiteSettings } from '#shared/schemas/settings';
import { decodeHtml, expect, metaContent, test } from './fixtures';

const canonicalOf = new Map<string, string>(sitePages.places.map((page) => [page.route, page.canonical ?? page.route]));
/** Every public page in the sitemap: its route and its canonical path (two directions have an older spelling). */
const publicPages = [...new Set([...SITEMAP_ROUTES, ...sitePages.places.map((page) => page.route)])].map((route) => ({
  route,
  canonical: canonicalOf.get(route) ?? route,
}));
/** The club's own pages: every page drawn from a document (shared/pages/registry.ts) and the privacy policy. */
const ownPages = [...seoRoutes(sitePages), '/privacy'];

async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/trpc/settings.get');
  return ((await response.json()) as { result: { data: SiteSettings } }).result.data;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

test.describe('sitemap.xml', () => {
  test('lists every public page once at its canonical absolute address', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect([...locs].sort()).toEqual(publicPages.map((page) => `${baseURL}${page.canonical}`).sort());
    expect(locs).not.toContain(`${baseURL}/hand-to-hand-combat`);
    expect(locs).not.toContain(`${baseURL}/womens-self-defense`);
    for (const lastmod of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(lastmod[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // News pages carry the date of the latest post change.
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/press-center</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  test('robots.txt points to it', async ({ request, baseURL }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('every listed page answers 200 with the same canonical link', async ({ request, baseURL }) => {
    for (const page of publicPages) {
      const response = await request.get(page.route);
      expect(response.status(), page.route).toBe(200);
      expect(decodeHtml(await response.text()), page.route).toContain(
        `<link rel="canonical" href="${baseURL}${page.canonical}"/>`,
      );
    }
  });
});

test.describe('structured data and Open Graph', () => {
  test('every public page describes the club as a SportsActivityLocation from the settings', async ({ request, baseURL }) => {
    const settings = await siteSettings(request);
    for (const path of ownPages) {
      const html = decodeHtml(await (await request.get(path)).text());
      const blocks = jsonLd(html);
      expect(blocks, path).toHaveLength(1);
      expect(blocks[0], path).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'SportsActivityLocation',
        name: settings.clubName,
        url: `${baseURL}/`,
        telephone: settings.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: settings.address,
          addressLocality: settings.city,
          addressCountry: 'RU',
        },
        geo: { '@type': 'GeoCoordinates', latitude: settings.mapLat, longitude: settings.mapLng },
        sameAs: [settings.vkUrl, settings.telegramUrl, settings.youtubeUrl].filter(Boolean),
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
            opens: '07:00',
            closes: '23:59',
          },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '09:00', closes: '22:00' },
        ],
      });
    }
  });

  test('the 404 page carries no structured data', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(jsonLd(await response.text())).toEqual([]);
  });

  test('every public page shares the Open Graph picture, and it is served', async ({ request, baseURL }) => {
    for (const page of publicPages) {
      const html = decodeHtml(await (await request.get(page.route)).text());
      expect(metaContent(html, 'og:image'), page.route).toBe(`${baseURL}/media/images/og-default.jpg`);
    }
    const image = await request.get('/media/images/og-default.jpg');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });
});

test.describe('accessibility (axe, colour contrast on)', () => {
  for (const path of ownPages) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      // axe walks every node of a long page: slow on a busy machine.
      test.slow();
      // Reduced motion shows the scroll-revealed blocks at once, so axe sees their final colours.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
        }));
      expect(blocking).toEqual([]);
    });
  }
});
