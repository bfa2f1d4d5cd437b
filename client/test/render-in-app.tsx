import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { newsPageOf } from '#shared/rules/news';
import type { Post } from '#shared/schemas/post';
import type { Product } from '#shared/schemas/product';
import type { SiteSettings } from '#shared/schemas/settings';
import { trpc } from '../lib/trpc';

export interface SeededData {
  posts?: Post[];
  products?: Product[];
  settings?: SiteSettings;
}

/**
 * Renders `ui` inside a router (memory history) with the tRPC and query providers, the cache seeded
 * the way a server render would have left it. A component that still asked the network would get a
 * TRPCClientError, so a test also shows the page needs no request after hydration.
 */
export function renderInApp(ui: ReactNode, seeded: SeededData = {}) {
  // jsdom neither scrolls (the router resets scroll on navigation) nor evaluates media queries:
  // every query answers "no match", i.e. a phone-sized window without reduced motion.
  window.scrollTo = () => {};
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  if (seeded.posts) {
    queryClient.setQueryData(getQueryKey(trpc.posts.list, undefined, 'query'), seeded.posts);
    // The home page's loader leaves both sliders' pages in the cache.
    for (const view of ['home', 'victories'] as const) {
      const input = { view, page: 1 };
      queryClient.setQueryData(getQueryKey(trpc.posts.listPage, input, 'query'), newsPageOf(seeded.posts, view, 1));
    }
  }
  if (seeded.products) queryClient.setQueryData(getQueryKey(trpc.products.list, undefined, 'query'), seeded.products);
  if (seeded.settings) queryClient.setQueryData(getQueryKey(trpc.settings.get, undefined, 'query'), seeded.settings);

  const requests: string[] = [];
  const trpcClient = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            requests.push(op.path);
            observer.error(TRPCClientError.from(new Error(`Неожиданный запрос ${op.path}`)));
          }),
    ],
  });

  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });

  const result = render(
    <QueryClientProvider client={queryClient}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </trpc.Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, requests, queryClient };
}

export const demoSettings: SiteSettings = {
  clubName: 'Академия единоборств',
  phone: '+7 (910) 512-34-78',
  email: '',
  city: 'Обнинск',
  address: 'г. Обнинск, ул. Гагарина, 33, 2 этаж',
  addressNote: '',
  hoursWeekdays: 'Пн–Сб: 7:00–24:00',
  hoursSunday: 'Вс: 9:00–22:00',
  vkUrl: 'https://vk.com/club',
  telegramUrl: 'https://t.me/club',
  youtubeUrl: '',
  orderChatUrl: '',
  mapLat: 55.1,
  mapLng: 36.6,
  mapZoom: 16,
  journalShowFullNames: false,
};
