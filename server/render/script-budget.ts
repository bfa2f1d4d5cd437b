import { gzipSync } from 'node:zlib';
import { directions } from '#shared/directions';
import { MEASURED_ROUTES } from '#shared/public-routes';
import { buildRouterManifest, routeIdFromFile, startupChunkKeys, type ViteManifest } from './route-assets';

const kB = 1024;

/** What a page may load before it is idle: the goal, and the ceiling the test enforces today. */
export interface ScriptBudget {
  /** The goal in gzip bytes (a direction page 120 kB, home 140 kB: what a phone on 4G should get). */
  target: number;
  /**
   * The most the test accepts now: just above today's build, so no change can make a page heavier
   * unnoticed. It comes down toward `target` as the shell gets lighter; docs/decisions/phone-speed.md
   * says what stands between the two (the framework itself: react-dom, TanStack Router and Query, the
   * tRPC bindings ≈ 115 kB; the public message catalogue in the entry).
   */
  ceiling: number;
}

// 0.5 kB higher (issue 26): the route table every page carries gained /admin/audit and /admin/account;
// then 0.5 kB on plain pages (issue 27): the code that lets a tap paint before the router navigates
// (client/lib/navigate-after-paint.ts) and the hydration boundaries (phone-speed.md).
const direction: ScriptBudget = { target: 120 * kB, ceiling: 151.5 * kB };
const page: ScriptBudget = { target: 120 * kB, ceiling: 151.5 * kB };

/**
 * The public pages by route id (the 404 page is drawn by the root route, so '__root__' stands for
 * it). A direction page is what a VK post links to most, so it gets the tighter goal; home carries
 * the sliders' shells. /waiting-list carries the sign-up form and the session picker (the captcha widget
 * is fetched when its box comes near the screen, the Zod schemas on the form's first focus), /privacy
 * the policy's text.
 * Every other measured page (shared/public-routes.ts) is a direction page or a plain one.
 */
const OWN_BUDGETS: Record<string, ScriptBudget> = {
  // Ceilings 3.5-4.5 kB lower since each screen's strings left the entry for the screen's chunk, then
  // 2.5 kB higher for the start-up stages (four files compress less well than one; vite.config.ts).
  // Then 0.5 kB higher on the pages below (November 2026): the route table every page carries gained
  // the staff, invitation and media screens; home and /contact the ad's legal label and the map's
  // buttons; /waiting-list the guardian rule on every path and the robot check on the press; /about
  // the coaches' library portraits. To be won back by the phone-speed work (docs/performance.md).
  // Then 0.5 kB higher on /about and the login: the route table gained 'Вход и сеансы' (/admin/account),
  // and the login page the two-step answer's handling (the code step itself loads only when asked);
  // and on /about, /waiting-list and the login page for the tap-before-navigation code (issue 27).
  // Merged together (pages, audit, two-step login, the tap-before-navigation code), the entry every page
  // loads carries the four new admin route lines and the phone-speed code at once: 0.5-1 kB more below.
  // Home: its sections now draw the published document (a 3.7 kB chunk in place of 3.5 kB of routes code).
  // And 0.5 kB on home for its store slider drawing library pictures (MediaPicture with the focal point).
  // Then 0.1 kB on home and the login page (28 and 23 bytes over): the entry makes a picture's addresses
  // from its stem and widths (imageSrc/imageSrcset), which took 6.8 kB (1 kB gzip) of addresses out of
  // the home page's HTML on every load (docs/decisions/compact-pictures.md).
  // Then 0.4 kB on home, /privacy and the login page (126-193 bytes over, 27 November): a kept page's
  // data counts as fetched on arrival (client/lib/query-client.ts freshenHydratedQueries), which took
  // a second round of the page's requests and a re-render after hydration off every cached page, and
  // client visits draw the new page in a transition (PageBody, issue 27's eighth pass).
  // Then 0.3 kB on home (27 November, tenth pass): the hero's lights and loop rest when unseen or
  // covered (useBannerMotion, page-cover.ts), and the entry's menu marks a followed link before it
  // closes (menu → /price 144 → 112 ms at 4x); the other pages below that were within 120 bytes of
  // their ceilings gain 0.1 kB for the entry's part of it.
  // Then 0.1 kB on home and /privacy (4 and 88 bytes over, issue 44): the route table gained /cabinet
  // (the family's page), whose head every page's entry carries; /waiting-list 0.4 kB for that and the
  // guardian's phone and name a family's 'Записать ещё ребёнка' fills in (?phone=&guardian=).
  '/': { target: 140 * kB, ceiling: 154.4 * kB },
  // The coaches' section (name, photo, ranks) joined the founder's; then 0.5 kB for the admin route lines.
  '/about': { target: 120 * kB, ceiling: 153 * kB },
  '/contact': { target: 120 * kB, ceiling: 151.5 * kB },
  // 0.1 kB on the news lists (36-40 bytes over, ninth phone-speed pass, 27 November): the photo
  // viewer's code is fetched and mounted closed at idle, not in the tap's pointerdown (photo 109 → 84
  // ms input task at 4x), and start-up makes the browser history a task before the router (a 74 ms
  // task at 4x split in two). /waiting-list below: 72 bytes over with that start-up stage and the
  // menu laid out at idle (its opening 91 → 75 ms input task at 4x): 0.1 kB more.
  // And 0.1 kB on both (2 bytes over, issue 44): the entry's route table gained /cabinet.
  '/events': { target: 120 * kB, ceiling: 151.8 * kB },
  '/press-center': { target: 120 * kB, ceiling: 151.8 * kB },
  // 0.5 kB more (it was 17 bytes over after 60-120 bytes of new code, November 2026): the session
  // picker keeps the tapped choice for the tap's frame and hands it to the form in a transition, and
  // HydrateApart draws below-the-fold parts apart on a client visit. The session choice's task went
  // 149 → 90 ms at 4x in an interleaved A/B (docs/decisions/phone-speed.md, seventh pass).
  // Then 0.2 kB (141 bytes over, 29 November, nineteenth pass): the captcha's box watches for the
  // screen (useNearScreen) and fetches the widget only when it comes near, so the load no longer
  // fetches and runs ALTCHA's 31.6 kB: scripts fetched during a Lighthouse load 199.5 → 167.9 kB.
  // Then 0.1 kB (48 bytes over, twentieth pass): the four start-up files open with V8's compile hint
  // (vite.config.ts), which moved 16-24% of the load's main-thread work after the first paint to a
  // background thread (bench:load-tbt, 10 runs interleaved on /, /mma and /price).
  '/waiting-list': { target: 120 * kB, ceiling: 160.4 * kB },
  // 0.4 kB: the kept page's freshness and the transition (home's note above).
  '/privacy': { target: 120 * kB, ceiling: 155.1 * kB },
  // 0.1 kB for the picture addresses made on the client, 0.4 kB for the kept page's freshness and the
  // transition (home's notes above).
  '/authorization-account': { target: 120 * kB, ceiling: 147.6 * kB },
};
const directionRoutes = new Set<string>(directions.map((item) => item.route));

/** The public pages by route id, '__root__' standing for the 404 page. */
export const PUBLIC_ROUTE_BUDGETS: Record<string, ScriptBudget> = {
  ...Object.fromEntries(
    MEASURED_ROUTES.map((route) => [route, OWN_BUDGETS[route] ?? (directionRoutes.has(route) ? direction : page)]),
  ),
  __root__: page,
};

/** Pages that show a slider: only their code may ever fetch Swiper. */
export const SLIDER_ROUTES = new Set(['/', '/about']);
/** The only page with the captcha widget. */
export const CAPTCHA_ROUTES = new Set(['/waiting-list']);

/**
 * The script files a page loads before it is idle, exactly as the server names them in the page head
 * (buildRouterManifest): the client entry, its static imports, and the route component chunk with its
 * static imports. Lazy chunks (sliders, toasts, the captcha) are fetched later and are not counted.
 */
export function initialScripts(manifest: ViteManifest, routeId: string): string[] {
  const { routes } = buildRouterManifest(manifest);
  const root = routes.__root__;
  const files = new Set<string>();
  for (const script of root?.scripts ?? []) if (typeof script.attrs?.src === 'string') files.add(script.attrs.src);
  for (const file of root?.preloads ?? []) files.add(typeof file === 'string' ? file : file.href);
  if (routeId !== '__root__') {
    const route = routes[routeId];
    if (!route) throw new Error(`В манифесте нет маршрута ${routeId}`);
    for (const file of route.preloads ?? []) files.add(typeof file === 'string' ? file : file.href);
  }
  return [...files];
}

/**
 * Every script file a route's own component can ever fetch: its chunk, and everything that chunk
 * imports statically or lazily (a slider that loads when scrolled to, the captcha on first focus).
 * The entry is left out: it lazily reaches every route, which says nothing about this page.
 */
export function reachableScripts(manifest: ViteManifest, routeId: string): string[] {
  // The entry and every start-up file it loads (the libraries, the app's shell and route table) are
  // left out as one.
  const entryChunks = startupChunkKeys(manifest);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || entryChunks.has(key)) return;
    files.add(`/${chunk.file}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = chunk.src ?? key;
    if (!src.startsWith('client/routes/') || !src.includes('tsr-split=component')) continue;
    if (routeIdFromFile(src.slice('client/routes/'.length).split('?')[0] ?? '') === routeId) visit(key);
  }
  return [...files];
}

/** Gzip size of a file's bytes at the default level (what the server's compression sends, near enough). */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content).length;
}
