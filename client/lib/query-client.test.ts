import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, freshenHydratedQueries } from './query-client';

describe('a kept page’s data on hydration', () => {
  afterEach(() => vi.useRealTimers());

  it('counts as fetched when the page arrived, so nothing is fetched again on mount', () => {
    const renderedAt = Date.UTC(2026, 10, 27, 3, 0);
    const server = new QueryClient();
    server.setQueryData(['settings', 'get'], { clubName: 'Академия' }, { updatedAt: renderedAt - 5 });
    const state = dehydrate(server);
    for (const query of state.queries) query.dehydratedAt = renderedAt;

    // The page cache served the HTML two hours after it was rendered.
    const arrivedAt = renderedAt + 2 * 60 * 60 * 1000;
    // The phone's clock reads the arrival time: freshness is judged against the clock, so a fixed date
    // in the test must be the clock's too, or the test passes only before that date.
    vi.useFakeTimers({ now: arrivedAt, toFake: ['Date'] });
    freshenHydratedQueries(state.queries, arrivedAt);
    const browser = createQueryClient();
    hydrate(browser, state);
    const query = browser.getQueryCache().find({ queryKey: ['settings', 'get'] });
    expect(query?.state.dataUpdatedAt).toBe(arrivedAt - 5);
    expect(query?.state.data).toEqual({ clubName: 'Академия' });
    // Within the client's minute of freshness: a component mounting now does not refetch.
    expect(query?.isStaleByTime(60_000)).toBe(false);
  });

  it('leaves a page rendered "in the future" (a phone clock behind the server’s) and a query without data as they are', () => {
    const queries = [
      { dehydratedAt: 2_000, state: { dataUpdatedAt: 1_990 } },
      { dehydratedAt: 1_000, state: { dataUpdatedAt: 0 } },
    ];
    freshenHydratedQueries(queries, 1_500);
    expect(queries[0]).toEqual({ dehydratedAt: 2_000, state: { dataUpdatedAt: 1_990 } });
    expect(queries[1]).toEqual({ dehydratedAt: 1_500, state: { dataUpdatedAt: 0 } });
    freshenHydratedQueries(undefined, 1_500);
  });
});
