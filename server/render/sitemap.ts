import { max } from 'drizzle-orm';
import type { Context as HonoContext } from 'hono';
import { policyEdition } from '#shared/content/privacy-edition';
import type { ContentSource } from '#shared/pages/kind';
import { type PageRegistry, sitePages } from '#shared/pages/registry';
import { SITEMAP_ROUTES } from '#shared/public-routes';
import { attendanceRecords, pages, posts, prices, products, settings } from '../db/schema';
import type { AppDeps } from '../deps';

/** What the sitemap knows about the moment a page's content last changed (Unix seconds). */
interface ContentDates {
  posts: number | null;
  products: number | null;
  prices: number | null;
  attendance: number | null;
  settings: number | null;
  /** Each club page's last publish by its key (server/lib/pages): 'home', 'about', 'direction:boxing'… */
  pages?: Readonly<Record<string, number>>;
}

export interface SitemapEntry {
  /** The canonical path (hand-to-hand combat and women's self-defense differ from their routes). */
  path: string;
  /** Unix seconds, or null when the page has no meaningful date (static texts). */
  lastmod: number | null;
}

const latest = (...values: Array<number | null>) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? Math.max(...known) : null;
};

/**
 * Every public page at its canonical path; login and admin pages stay out (robots.txt disallows them).
 * A page drawn from a document (shared/pages/registry.ts) is listed with its last publish, or the
 * later date of what else it shows; the others are shared/public-routes.ts's sitemap routes.
 */
export function sitemapEntries(dates: ContentDates, registry: PageRegistry = sitePages): SitemapEntry[] {
  const privacyEdition = Date.parse(`${policyEdition.isoDate}T00:00:00Z`) / 1000;
  const lastmod: Record<string, number | null> = {
    '/attendance-journal': dates.attendance,
    '/events': dates.posts,
    '/press-center': dates.posts,
    '/online-store': dates.products,
    '/price': dates.prices,
    '/privacy': latest(privacyEdition, dates.settings),
    '/soglasie': dates.settings,
  };
  const canonical = new Map<string, string>();
  for (const page of registry.places) {
    const sources = (page.alsoChangesWith ?? []).map((source: ContentSource) => dates[source]);
    lastmod[page.route] = latest(dates.pages?.[page.key] ?? null, ...sources);
    if (page.canonical) canonical.set(page.route, page.canonical);
  }
  const routes = [...new Set([...SITEMAP_ROUTES, ...registry.places.map((page) => page.route)])];
  return routes.map((route) => ({ path: canonical.get(route) ?? route, lastmod: lastmod[route] ?? null }));
}

export function readContentDates(deps: Pick<AppDeps, 'db'>): ContentDates {
  const { db } = deps;
  return {
    posts:
      db
        .select({ value: max(posts.updatedAt) })
        .from(posts)
        .get()?.value ?? null,
    products:
      db
        .select({ value: max(products.updatedAt) })
        .from(products)
        .get()?.value ?? null,
    prices:
      db
        .select({ value: max(prices.updatedAt) })
        .from(prices)
        .get()?.value ?? null,
    attendance:
      db
        .select({ value: max(attendanceRecords.updatedAt) })
        .from(attendanceRecords)
        .get()?.value ?? null,
    settings:
      db
        .select({ value: max(settings.updatedAt) })
        .from(settings)
        .get()?.value ?? null,
    pages: Object.fromEntries(
      db
        .select({ key: pages.key, publishedAt: pages.publishedAt })
        .from(pages)
        .all()
        .map((row) => [row.key, row.publishedAt]),
    ),
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const lastmod =
      entry.lastmod === null ? '' : `<lastmod>${new Date(entry.lastmod * 1000).toISOString().slice(0, 10)}</lastmod>`;
    return `<url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /sitemap.xml: absolute canonical addresses on the site's origin (PUBLIC_URL), never the request's Host. */
export function sitemapResponse(c: HonoContext, deps: Pick<AppDeps, 'db' | 'env'>): Response {
  const origin = deps.env.siteOrigin;
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(sitemapXml(origin, sitemapEntries(readContentDates(deps))));
}
