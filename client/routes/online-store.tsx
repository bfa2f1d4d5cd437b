import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { StorePage } from '../features/store/store-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/online-store')({
  loader: async ({ context }) => {
    const products = context.trpc.products.list.ensureData();
    // The server render waits so the HTML holds the products; a client-side visit shows the page at
    // once with 'Загрузка товаров...' until they arrive (the component reads the same query).
    if (import.meta.env.SSR) await products;
    else products.catch(() => {});
  },
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/online-store',
      title: publicMessages.heads.store.title(settings?.clubName ?? ''),
      description: publicMessages.heads.store.description(settings?.clubName ?? ''),
    });
  },
  component: StorePage,
});
