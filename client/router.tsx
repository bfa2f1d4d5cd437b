import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import type { AppRouter } from '#server/routers/_app';
import { NotFoundPage } from './components/layout/not-found-page';
import { createQueryClient, freshenHydratedQueries } from './lib/query-client';
import { trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export interface RouterContext {
  queryClient: QueryClient;
  /** Loaders call `context.trpc.<router>.<procedure>.ensureData()`; components read the same query with `trpc.….useQuery()`. */
  trpc: TrpcUtils;
  /** Origin for canonical and Open Graph links: PUBLIC_URL, else the request's origin. */
  siteOrigin: string;
}

interface DehydratedAppState {
  siteOrigin: string;
  /** Added by setupRouterSsrQueryIntegration beside ours: the queries the server's loaders filled. */
  query?: { initial?: Parameters<typeof freshenHydratedQueries>[0] };
}

/**
 * A router with a fresh query cache: one per server request, one per browser tab. `link` is how the
 * tRPC queries reach the procedures (the router itself on the server, /trpc in the browser); `history`
 * the browser's, made by the caller a task earlier (start-app.tsx), or the router's own default.
 */
export function createAppRouter({
  link,
  siteOrigin,
  history,
}: {
  link: TRPCLink<AppRouter>;
  siteOrigin: string;
  history?: RouterHistory;
}) {
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({ links: [link] });
  const context: RouterContext = {
    queryClient,
    trpc: createTRPCQueryUtils({ queryClient, client: trpcClient }),
    siteOrigin,
  };

  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router just asks it (ensureData) on every navigation.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: false,
    // biome-ignore lint/correctness/noComponentHookFactories: one provider per router instance (per request or tab), made once, not per render
    Wrap: ({ children }: { children: ReactNode }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    ),
    // The server's idea of the site origin travels with the page so the client's head tags match.
    dehydrate: (): DehydratedAppState => ({ siteOrigin: context.siteOrigin }),
    // Runs before the query integration puts `state.query.initial` into the cache.
    hydrate: (state: DehydratedAppState) => {
      context.siteOrigin = state.siteOrigin;
      freshenHydratedQueries(state.query?.initial, Date.now());
    },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
