import type { Manifest } from '@tanstack/react-router';
import { inlineScript, routeChunksBlock } from '#client/lib/start-after-first-paint';
import { inlineCssMarker } from '#shared/inline-css';

/**
 * What the server render takes: the router manifest plus the stylesheets' text to inline (TanStack's
 * `ServerManifest` of @tanstack/router-core, which @tanstack/react-router does not re-export).
 */
export type ServerRouterManifest = Manifest & { inlineCss?: { styles: Record<string, string> } };

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

export const CLIENT_ENTRY = 'client/main.tsx';
const ROUTES_DIR = 'client/routes/';

/**
 * The route id TanStack's file-based generator gives a file in client/routes ('index.tsx' → '/',
 * 'boxing.tsx' → '/boxing', '_admin.admin-dashboard.tsx' → '/_admin/admin-dashboard',
 * 'news/index.tsx' → '/news/', 'news/route.tsx' → '/news', '__root.tsx' → '__root__').
 */
export function routeIdFromFile(relativeFile: string): string {
  const withoutExtension = relativeFile.replace(/\.(tsx|ts|jsx|js)$/, '');
  if (withoutExtension === '__root') return '__root__';
  const segments = withoutExtension.split(/[/.]/).filter((segment) => !/^\(.+\)$/.test(segment));
  const last = segments[segments.length - 1];
  if (last === 'route') segments.pop();
  else if (last === 'index') segments[segments.length - 1] = '';
  const id = `/${segments.join('/')}`;
  return id === '//' ? '/' : id;
}

/** Which route a chunk's source belongs to, and whether it carries the route's component. */
function routeChunkInfo(src: string | undefined): { routeId: string; isComponent: boolean } | null {
  if (!src?.startsWith(ROUTES_DIR)) return null;
  const [file = '', query = ''] = src.slice(ROUTES_DIR.length).split('?');
  const split = new URLSearchParams(query).get('tsr-split');
  return { routeId: routeIdFromFile(file), isComponent: split?.split('---').includes('component') === true };
}

function collectStatic(manifest: ViteManifest, key: string, seen: Set<string>, js: Set<string>, css: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  js.add(`/${chunk.file}`);
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, seen, js, css);
}

/**
 * Every file the client entry loads to start the app: its static imports, and the start-up stages it
 * imports one after the other (client/main.tsx: React, the router, data loading, the app) with theirs.
 * The entry imports nothing else lazily, so all of it is needed on every page.
 */
function collectStartup(manifest: ViteManifest, js: Set<string>, css: Set<string>): Set<string> {
  const seen = new Set<string>();
  collectStatic(manifest, CLIENT_ENTRY, seen, js, css);
  for (const stage of manifest[CLIENT_ENTRY]?.dynamicImports ?? []) collectStatic(manifest, stage, seen, js, css);
  return seen;
}

/** The manifest keys of every chunk collectStartup names (the entry's own included). */
export function startupChunkKeys(manifest: ViteManifest): Set<string> {
  return collectStartup(manifest, new Set(), new Set());
}

/**
 * The router manifest the server render needs: the client entry script, the start-up files it loads
 * and the CSS they import on the root route, and for each route with a split component the CSS and
 * JS of that chunk. The CSS goes into the page's head (the server HTML is styled before any script
 * runs) and the JS is preloaded, so hydration waits neither for a chain of imports nor for a second
 * round trip to fetch the route's component.
 */
export function buildRouterManifest(manifest: ViteManifest): Manifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`В манифесте сборки нет точки входа ${CLIENT_ENTRY}: выполните npm run build`);

  const rootJs = new Set<string>();
  const rootCss = new Set<string>();
  collectStartup(manifest, rootJs, rootCss);
  const entryFile = `/${entry.file}`;
  rootJs.delete(entryFile);

  const routes: Manifest['routes'] = {
    __root__: {
      preloads: [...rootJs],
      css: [...rootCss],
      scripts: [{ attrs: { type: 'module', src: entryFile } }],
    },
  };

  for (const [key, chunk] of Object.entries(manifest)) {
    const info = routeChunkInfo(chunk.src ?? key);
    if (!info?.isComponent || info.routeId === '__root__') continue;
    const js = new Set<string>();
    const css = new Set<string>();
    collectStatic(manifest, key, new Set(), js, css);
    const route = routes[info.routeId] ?? { preloads: [], css: [] };
    routes[info.routeId] = route;
    for (const file of js) if (!rootJs.has(file) && file !== entryFile) route.preloads?.push(file);
    for (const file of css) if (!rootCss.has(file)) route.css?.push(file);
  }
  return { routes };
}

/**
 * The manifest with the text of every stylesheet it names, for TanStack's inline CSS: the server
 * render puts the CSS of the page's routes into one `<style>` in the head instead of `<link>`s, and
 * the client reads it back from there when it hydrates. On a phone over 4G each stylesheet was a
 * request the first paint waited for; a page's CSS is a few kB of gzip in its HTML instead
 * (docs/decisions/phone-speed.md). `readCss` gets an href of the manifest ('/static/css/…').
 */
export function withInlineStylesheets(manifest: Manifest, readCss: (href: string) => string): ServerRouterManifest {
  const styles: Record<string, string> = {};
  for (const route of Object.values(manifest.routes)) {
    for (const link of route.css ?? []) {
      const href = hrefOf(link);
      // Each file opens with a comment naming it: the client tells Vite which files the page has.
      styles[href] ??= inlineCssMarker(href) + readCss(href);
    }
  }
  return { ...manifest, inlineCss: { styles } };
}

/**
 * The manifest the server renders pages with: the root's entry script and its preloads (the
 * libraries) replaced by an inline script that starts them once the page has painted
 * (client/lib/start-after-first-paint.ts). Each route's own chunks are named in a data block at the
 * end of the body (`<script type="application/json" data-after-first-paint>`) in place of preload
 * links in the head, and the same script preloads them after the entry: links in the head were
 * fetched before the first paint, so Lighthouse's simulated LCP counted them (their round trips on
 * its slow 4G) though the paint needs none of them (docs/decisions/phone-speed.md, 'Scripts and bytes').
 * `buildRouterManifest` stays the plain account of what a page loads (the script budget reads it).
 */
export function withEntryAfterFirstPaint(manifest: Manifest): Manifest {
  const root = manifest.routes.__root__;
  const entry = root?.scripts?.find((script) => typeof script.attrs?.src === 'string')?.attrs?.src as string | undefined;
  if (!root || !entry) return manifest;
  const routes: Manifest['routes'] = {};
  for (const [id, route] of Object.entries(manifest.routes)) routes[id] = withChunksAfterFirstPaint(route);
  const libraries = (root.preloads ?? []).map(hrefOf);
  routes.__root__ = { ...root, preloads: [], scripts: [{ attrs: { type: 'module' }, children: inlineScript(entry, libraries) }] };
  return { ...manifest, routes };
}

type ManifestRoute = Manifest['routes'][string];

/** A route's preload links replaced by the data block the start script reads after the first paint. */
function withChunksAfterFirstPaint(route: ManifestRoute): ManifestRoute {
  const chunks = (route.preloads ?? []).map(hrefOf);
  if (chunks.length === 0) return route;
  return { ...route, preloads: [], scripts: [...(route.scripts ?? []), routeChunksBlock(chunks)] };
}

/** A manifest link's address: TanStack writes a link as its href or as an object with one. */
const hrefOf = (link: string | { href: string }): string => (typeof link === 'string' ? link : link.href);
