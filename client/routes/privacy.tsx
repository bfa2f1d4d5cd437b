import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { PrivacyPage } from '../features/privacy/components/privacy-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/privacy')({
  // The retention period and the services in use are part of the policy's text.
  loader: ({ context }) => context.trpc.privacy.publicConfig.ensureData(),
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName ?? '';
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/privacy',
      title: publicMessages.heads.privacy.title(clubName),
      description: publicMessages.heads.privacy.description(clubName),
    });
  },
  component: PrivacyPage,
});
