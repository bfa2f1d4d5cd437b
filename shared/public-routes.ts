import { pagePlaces } from './pages/places.gen';

/**
 * The public pages by route: the one list the sitemap, the script budgets, the visitors' speed
 * figures, the Lighthouse bench and the SEO, first-screen and Russian-interface walks read. A
 * direction's canonical address, where it differs from its route, comes from shared/directions.ts.
 * The pages of a page kind come from its module (shared/pages/places.gen.ts: plain data, so the
 * plain-JS bench can still load this file through tsx); the others are listed here.
 */
export interface PublicPage {
  route: `/${string}`;
  /** Listed in sitemap.xml; the login page is public but not worth finding in a search. */
  sitemap: boolean;
  /**
   * Its speed is watched: a script budget (server/render/script-budget.ts), the Lighthouse bench and
   * the visitors' Web Vitals. The consent text (/soglasie) has none of these yet.
   */
  measured: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  // Every page kind's page: in the sitemap, its speed watched.
  ...pagePlaces.map((place): PublicPage => ({ route: place.route, sitemap: true, measured: true })),
  { route: '/schedule', sitemap: true, measured: true },
  { route: '/attendance-journal', sitemap: true, measured: true },
  { route: '/events', sitemap: true, measured: true },
  { route: '/press-center', sitemap: true, measured: true },
  { route: '/online-store', sitemap: true, measured: true },
  { route: '/price', sitemap: true, measured: true },
  { route: '/waiting-list', sitemap: true, measured: true },
  { route: '/privacy', sitemap: true, measured: true },
  { route: '/soglasie', sitemap: true, measured: false },
  { route: '/oferta', sitemap: true, measured: false },
  { route: '/authorization-account', sitemap: false, measured: true },
  // The family's own page: public (a parent opens it from a Telegram reminder) but private content, noindex.
  { route: '/cabinet', sitemap: false, measured: true },
];

/** The routes whose speed is watched, in the order the figures are shown. */
export const MEASURED_ROUTES: readonly string[] = PUBLIC_PAGES.filter((page) => page.measured).map((page) => page.route);

/** The routes listed in sitemap.xml (each at its canonical address). */
export const SITEMAP_ROUTES: readonly string[] = PUBLIC_PAGES.filter((page) => page.sitemap).map((page) => page.route);
