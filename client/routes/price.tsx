import { createFileRoute } from '@tanstack/react-router';
import { messages } from '#shared/messages/public.ru';
import { PricesPage } from '../features/prices/prices-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/price')({
  loader: ({ context }) => context.trpc.prices.list.ensureData(),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/price',
      title: messages.heads.prices.title(settings?.clubName ?? ''),
      description: messages.heads.prices.description(settings?.clubName ?? '', settings?.city ?? ''),
    });
  },
  component: PricesPage,
});
