import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { OfferPage } from '../features/buy/offer-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/oferta')({
  loader: ({ context }) => context.trpc.payments.offer.ensureData(),
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName ?? '';
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/oferta',
      title: publicMessages.heads.offer.title(clubName),
      description: publicMessages.heads.offer.description(clubName),
    });
  },
  component: OfferPage,
});
