import { createFileRoute, useParams } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { ManageBookingPage } from '../features/waiting-list/booking/manage-booking-page';

/**
 * The visitor's private link. Not for search engines, and no Referer leaves it: the address holds
 * the token. Rendered in the browser so the token never sits in a cached server page.
 */
export const Route = createFileRoute('/trial/$token')({
  ssr: false,
  head: () => ({
    meta: [
      { title: publicMessages.heads.trialBooking.title },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: TrialRoute,
});

function TrialRoute() {
  const { token } = useParams({ from: '/trial/$token' });
  return <ManageBookingPage token={token} />;
}
