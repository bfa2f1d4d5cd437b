import type { IncomingMessage } from 'node:http';
import type { Manifest } from '@tanstack/react-router';
import { httpBatchLink } from '@trpc/client';
import type { Plugin } from 'vite';
import type { AppRouter } from '../routers/_app';
import type { ServerEntry } from './types';

/** In dev the browser loads modules straight from Vite; CSS arrives through them (with HMR). */
const devManifest: Manifest = {
  routes: {
    __root__: {
      scripts: [{ attrs: { type: 'module', src: '/@vite/client' } }, { attrs: { type: 'module', src: '/client/main.tsx' } }],
    },
  },
};

const NOT_PAGES = /^\/(?:@|node_modules\/|client\/|shared\/|server\/|trpc|api\/|uploads\/|static\/|__)/;

function isPageRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '/';
  if (req.method !== 'GET' || NOT_PAGES.test(url)) return false;
  const pathname = url.split('?')[0] ?? '/';
  // Files (favicon.svg, robots.txt) are Vite's or the API server's business.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * `npm run dev`: pages are server-rendered by Vite (the same entry as production, loaded with HMR)
 * and their data comes from the API server that scripts/dev.mjs runs next to Vite.
 */
export function devSsrPlugin({ apiOrigin }: { apiOrigin: string }): Plugin {
  return {
    name: 'academy:dev-ssr',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (!isPageRequest(req)) return next();
          try {
            const entry = (await server.ssrLoadModule('/server/render/entry-server.tsx')) as ServerEntry;
            const origin = `http://${req.headers.host ?? 'localhost:5173'}`;
            const headers = new Headers();
            for (const [name, value] of Object.entries(req.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            const response = await entry.renderPage({
              request: new Request(new URL(req.url ?? '/', origin), { headers }),
              link: httpBatchLink<AppRouter>({ url: `${apiOrigin}/trpc` }),
              manifest: devManifest,
              siteOrigin: origin,
            });
            res.statusCode = response.status;
            for (const [name, value] of response.headers) res.setHeader(name, value);
            res.setHeader('Cache-Control', 'no-cache');
            res.end(await response.text());
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
