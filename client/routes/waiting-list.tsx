import { createFileRoute, useSearch } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { consentCheckbox } from '../features/privacy/consent-checkbox';
import { parseWaitingListSearch } from '../features/waiting-list/booking/search';
import { WaitingListPage } from '../features/waiting-list/components/waiting-list-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/waiting-list')({
  validateSearch: parseWaitingListSearch,
  // The captcha provider (ALTCHA or reCAPTCHA) comes with the page, so the widget starts loading at once.
  // The consent edition in force comes too: the form records which one the visitor was shown.
  loader: ({ context }) =>
    Promise.all([context.trpc.applications.captchaConfig.ensureData(), context.trpc.privacy.consent.ensureData()]),
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName ?? '';
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/waiting-list',
      title: publicMessages.heads.waitingList.title(clubName),
      description: publicMessages.heads.waitingList.description(clubName),
    });
  },
  component: WaitingListRoute,
});

function WaitingListRoute() {
  // Not Route.useSearch(): the lazy component would import the route module, and the bundler would
  // then split the route's config out of the entry into a chunk of its own.
  const search = useSearch({ from: '/waiting-list' });
  return (
    <WaitingListPage
      consent={consentCheckbox}
      direction={search.direction}
      session={search.session}
      prefill={search.phone || search.guardian ? { phone: search.phone ?? '', guardianName: search.guardian ?? '' } : undefined}
    />
  );
}
