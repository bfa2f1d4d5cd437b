import { QueryClient } from '@tanstack/react-query';

/**
 * One per request on the server, one per tab in the browser. The minute of freshness is what lets the
 * dehydrated server cache hydrate without the client refetching the same data on mount.
 */
export function createQueryClient(): QueryClient {
  const isServer = typeof window === 'undefined';
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: isServer ? false : 1,
      },
    },
  });
}

/** What a page's dehydrated query carries that freshness is read from (TanStack Query's DehydratedQuery). */
interface HydratedQueryTimes {
  dehydratedAt: number;
  state: { dataUpdatedAt: number };
}

/**
 * Counts the page's data as fetched when the page arrived, not when the server rendered it. The
 * server keeps a rendered page until a change to its data drops it (server/render/page-cache.ts), so
 * the HTML a visitor gets may be hours old and still current; its queries, stamped with the render's
 * time, would be past the minute of freshness and every query of the page would be fetched again
 * right after hydration: a second round of requests and a re-render on a phone that has just
 * hydrated. Shifting both stamps by the page's age keeps what the server sent fresh for a minute from
 * now, whatever the page cache's or the phone's clock.
 */
export function freshenHydratedQueries(queries: readonly HydratedQueryTimes[] | undefined, now: number): void {
  for (const query of queries ?? []) {
    const age = now - query.dehydratedAt;
    if (!Number.isFinite(age) || age <= 0) continue;
    query.dehydratedAt += age;
    if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt += age;
  }
}
