import { max } from 'drizzle-orm';
import type { Context as HonoContext } from 'hono';
import { policyEdition } from '#shared/content/privacy-edition';
import { directions } from '#shared/directions';
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
  /** Each club page's last publish by its route (server/lib/pages): '/', '/about', '/contact', a direction's route. */
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

/** Every public page at its canonical path; login and admin pages stay out (robots.txt disallows them). */
export function sitemapEntries(dates: ContentDates): SitemapEntry[] {
  const privacyEdition = Date.parse(`${policyEdition.isoDate}T00:00:00Z`) / 1000;
  const lastmod: Record<string, number | null> = {
    '/': latest(dates.posts, dates.products, dates.settings, dates.pages?.['/'] ?? null),
    '/about': dates.pages?.['/about'] ?? null,
    '/contact': latest(dates.settings, dates.pages?.['/contact'] ?? null),
    ...Object.fromEntries(directions.map((direction) => [direction.route, dates.pages?.[direction.route] ?? null])),
    '/attendance-journal': dates.attendance,
    '/events': dates.posts,
    '/press-center': dates.posts,
    '/online-store': dates.products,
    '/price': dates.prices,
    '/privacy': latest(privacyEdition, dates.settings),
    '/soglasie': dates.settings,
  };
  const canonical = new Map<string, string>(directions.map((direction) => [direction.route, direction.canonicalPath]));
  return SITEMAP_ROUTES.map((route) => ({ path: canonical.get(route) ?? route, lastmod: lastmod[route] ?? null }));
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
        .flatMap((row) => {
          const route = pageRoute(row.key);
          return route ? [[route, row.publishedAt]] : [];
        }),
    ),
  };
}

/** The route a page document is drawn on ('brand' is on every page and none in particular). */
function pageRoute(key: string): string | null {
  if (key === 'home') return '/';
  if (key === 'about') return '/about';
  if (key === 'contacts') return '/contact';
  return directions.find((direction) => `direction:${direction.slug}` === key)?.route ?? null;
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
