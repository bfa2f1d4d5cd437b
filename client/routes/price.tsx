import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { PricesPage } from '../features/prices/prices-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/price')({
  loader: ({ context }) => Promise.all([context.trpc.prices.list.ensureData(), context.trpc.payments.shop.ensureData()]),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/price',
      title: publicMessages.heads.prices.title(settings?.clubName ?? ''),
      description: publicMessages.heads.prices.description(settings?.clubName ?? '', settings?.city ?? ''),
    });
  },
  component: PricesPage,
});
