import { gzipSync } from 'node:zlib';
import { MEASURED_ROUTES } from '#shared/public-routes';
import { buildRouterManifest, routeIdFromFile, startupChunkKeys, type ViteManifest } from './route-assets';

const kB = 1024;

/**
 * How a page's scripts are judged (docs/decisions/script-budgets.md). A page loads two things before
 * it is idle: the start-up bundle every page shares (the entry and its start-up stages: React, the
 * router, data loading, the app with its route table) and its route's own chunk with what that chunk
 * imports statically. Each has its own ceiling, so a route is judged by what it adds, never by the
 * start-up bytes another change put on every page.
 *
 * The ceilings are the sizes recorded in script-sizes.json (gzip bytes per file, by a stable name:
 * its source or its chunk's name) plus a stated headroom; `npm run budgets:record` writes the file
 * from `npm run build`'s output, and the diff of that file in a review says which file grew and by
 * how much. A route not recorded yet is held to NEW_ROUTE_CEILING.
 */
export const HEADROOM = 0.03;
/** The headroom's floor: a small route chunk would otherwise fail on a few bytes of its own. */
export const MIN_HEADROOM = 512;
/** A route with no recorded size (a new page): its own chunk and what it imports, gzip. */
export const NEW_ROUTE_CEILING = 24 * kB;
/**
 * The goals for a whole page (start-up and route together), printed with each figure: a direction
 * page (what a VK post links to most) 120 kB, home 140 kB (it carries the sliders' shells). Today's
 * start-up alone is above them; docs/performance.md says what stands between (the framework itself:
 * react-dom, TanStack Router and Query, the tRPC bindings ≈ 115 kB).
 */
export const pageGoal = (routeId: string): number => (routeId === '/' ? 140 : 120) * kB;

/** Gzip bytes of a set of files, each by its stable name. */
export interface ScriptMeasure {
  total: number;
  files: Record<string, number>;
}

/** What script-sizes.json holds. */
export interface RecordedSizes {
  startup: ScriptMeasure;
  /** By route id; '__root__' (the 404 page) has nothing of its own. */
  routes: Record<string, ScriptMeasure>;
}

/** The most a recorded size may become: the recorded size and its headroom. */
export const ceilingOf = (recorded: number): number => recorded + Math.max(Math.round(recorded * HEADROOM), MIN_HEADROOM);

/** A file's name that survives a rebuild: its source (a route, an entry) or its chunk's name without the hash. */
function stableNames(manifest: ViteManifest): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const base = chunk.src ?? chunk.name ?? key;
    let name = base;
    for (let index = 2; taken.has(name); index += 1) name = `${base}#${index}`;
    taken.add(name);
    names.set(`/${chunk.file}`, name);
  }
  return names;
}

function measure(manifest: ViteManifest, files: readonly string[], read: (file: string) => Buffer): ScriptMeasure {
  const names = stableNames(manifest);
  const sizes: Record<string, number> = {};
  for (const file of files) sizes[names.get(file) ?? file] = gzipBytes(read(file));
  return { total: Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0), files: sizes };
}

/** The start-up bundle every page loads. `read` gets a file's bytes by its URL path ('/static/js/…'). */
export function measureStartup(manifest: ViteManifest, read: (file: string) => Buffer): ScriptMeasure {
  return measure(manifest, initialScripts(manifest, '__root__'), read);
}

/** What a route adds to the start-up bundle: its chunk and the chunks it imports statically. */
export function measureRoute(manifest: ViteManifest, routeId: string, read: (file: string) => Buffer): ScriptMeasure {
  const startup = new Set(initialScripts(manifest, '__root__'));
  return measure(
    manifest,
    initialScripts(manifest, routeId).filter((file) => !startup.has(file)),
    read,
  );
}

const size = (bytes: number) => (bytes >= kB ? `${(bytes / kB).toFixed(2)} kB` : `${bytes} B`);

/** Which files grew, appeared or went since the recorded sizes, largest change first. */
export function growth(now: ScriptMeasure, recorded: ScriptMeasure | undefined): string[] {
  const before = recorded?.files ?? {};
  const names = new Set([...Object.keys(now.files), ...Object.keys(before)]);
  return [...names]
    .map((name) => ({ name, was: before[name], is: now.files[name] }))
    .filter((file) => file.was !== file.is)
    .sort((a, b) => Math.abs((b.is ?? 0) - (b.was ?? 0)) - Math.abs((a.is ?? 0) - (a.was ?? 0)))
    .map(({ name, was, is }) => {
      if (was === undefined) return `${name}: new, ${size(is ?? 0)}`;
      if (is === undefined) return `${name}: gone (was ${size(was)})`;
      return `${name}: ${size(was)} → ${size(is)} (${is > was ? '+' : '−'}${size(Math.abs(is - was))})`;
    });
}

/** The failure message: what is over, by how much, and which files changed. */
export function overBudget(what: string, now: ScriptMeasure, ceiling: number, recorded: ScriptMeasure | undefined): string {
  return [
    `${what}: ${size(now.total)} gzip, ceiling ${size(ceiling)} (${recorded ? `recorded ${size(recorded.total)} + headroom` : 'a new route'}), ${size(now.total - ceiling)} over.`,
    ...growth(now, recorded).map((line) => `  ${line}`),
    'If the growth is meant: npm run build && npm run budgets:record, and commit server/render/script-sizes.json.',
  ].join('\n');
}

/** The routes judged: every measured public page (shared/public-routes.ts) and the 404 page. */
export const BUDGETED_ROUTES: readonly string[] = [...MEASURED_ROUTES, '__root__'];

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
