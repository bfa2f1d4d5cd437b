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
