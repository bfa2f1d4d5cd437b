import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unstable_localLink } from '@trpc/client';
import type { Context as HonoContext } from 'hono';
import { serverMessages } from '#shared/messages/server.ru';
import type { AppDeps } from '../deps';
import { contextFromRequest } from '../http/request-context';
import { type AppRouter, appRouter } from '../routers/_app';
import { pagePolicy } from './csp';
import { withPageCache } from './page-cache';
import { buildRouterManifest, type ViteManifest, withEntryAfterFirstPaint, withInlineStylesheets } from './route-assets';
import type { ServerEntry } from './types';

export type PageRenderer = (c: HonoContext) => Promise<Response>;

/**
 * Loads the SSR bundle (dist/server/entry-server.js, next to `clientDir`) and the client build's
 * manifest once, and returns the handler that renders any page GET. Page data is read through the
 * tRPC router in this process (a local link), never over HTTP to ourselves.
 */
export async function createPageRenderer(deps: AppDeps, options: { clientDir: string }): Promise<PageRenderer> {
  const manifestFile = path.join(options.clientDir, '.vite', 'manifest.json');
  const serverEntryFile = path.join(path.dirname(options.clientDir), 'server', 'entry-server.js');

  let viteManifest: ViteManifest;
  let entry: ServerEntry;
  try {
    viteManifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
    entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  } catch (cause) {
    // `npm run dev` renders pages in Vite; its API server may run before any build exists.
    if (deps.env.NODE_ENV === 'development') {
      console.warn(serverMessages.server.buildMissing(options.clientDir));
      return async () =>
        new Response(serverMessages.server.devPagesOnVite, {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
    }
    throw new Error(serverMessages.server.buildMissing(options.clientDir), { cause });
  }
  const manifest = withInlineStylesheets(withEntryAfterFirstPaint(buildRouterManifest(viteManifest)), (href) =>
    readFileSync(path.join(options.clientDir, href), 'utf8'),
  );

  // Public pages are rendered once and served from memory until something they show changes.
  return withPageCache(deps, async (c) => {
    const request = c.req.raw;
    // Pages show public data only: the visitor's Authorization header is not passed on.
    const context = contextFromRequest(c, deps, { visitorOnly: true });
    const link = unstable_localLink<AppRouter>({
      router: appRouter,
      createContext: async () => context,
    });
    const rendered = await entry.renderPage({ request, link, manifest, siteOrigin: deps.env.siteOrigin });
    if (rendered.status >= 300 && rendered.status < 400) return rendered;

    const headers = new Headers(rendered.headers);
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set('Cache-Control', 'no-cache');
    // The page's own inline scripts are allowed by hash; the policy travels with the body (and the cache).
    const html = await rendered.text();
    headers.set('Content-Security-Policy', pagePolicy(deps, html));
    return new Response(html, { status: rendered.status, headers });
  });
}
