import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '../routers/_app';
import type { ServerRouterManifest } from './route-assets';

/** What the server passes to the SSR bundle for one page request. */
export interface RenderPageInput {
  request: Request;
  /** How the page's tRPC queries reach the procedures: a local link in production, HTTP in dev. */
  link: TRPCLink<AppRouter>;
  /** Scripts, preloads and CSS of every route, built from Vite's manifest (or dev entries), with the CSS text to inline. */
  manifest: ServerRouterManifest;
  /** The site's public origin for canonical and Open Graph URLs (PUBLIC_URL, or localhost without it; never the Host header). */
  siteOrigin: string;
}

/** The module dist/server/entry-server.js (built from server/render/entry-server.tsx). */
export interface ServerEntry {
  renderPage: (input: RenderPageInput) => Promise<Response>;
}
