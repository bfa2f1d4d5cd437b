import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from '#client/router';
import type { RenderPageInput } from './types';

/**
 * The SSR bundle's entry (dist/server/entry-server.js). For one request: a fresh router and query
 * cache, the matched routes' loaders run (their tRPC queries go through `link`), the document is
 * rendered to a string with the dehydrated router and query state for the client to hydrate.
 */
export async function renderPage({ request, link, manifest, siteOrigin }: RenderPageInput): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ link, siteOrigin }),
    getRouterManifest: async () => manifest,
  });
  return handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
}
