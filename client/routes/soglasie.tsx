import { createFileRoute } from '@tanstack/react-router';
import { ConsentPage } from '../features/consent/components/consent-page';
import { consentSeo } from '../features/consent/seo';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/soglasie')({
  loader: ({ context }) => context.trpc.privacy.consent.ensureData(),
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName ?? '';
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: consentSeo.path,
      title: consentSeo.title(clubName),
      description: consentSeo.description(clubName),
    });
  },
  component: ConsentPage,
});
