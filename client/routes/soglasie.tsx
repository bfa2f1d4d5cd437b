import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { ConsentPage } from '../features/consent/components/consent-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/soglasie')({
  loader: ({ context }) => context.trpc.privacy.consent.ensureData(),
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName ?? '';
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/soglasie',
      title: publicMessages.heads.consent.title(clubName),
      description: publicMessages.heads.consent.description(clubName),
    });
  },
  component: ConsentPage,
});
