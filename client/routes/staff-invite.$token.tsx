import { createFileRoute, useParams } from '@tanstack/react-router';
import { StaffInvitePage } from '#client/features/staff-invite/staff-invite-page';
import { publicMessages } from '#shared/messages/public.ru';

/**
 * A staff member's one-time link to set their password. Not for search engines, no Referer leaves
 * it (the address holds the token), and rendered in the browser so the token never sits in a
 * cached server page.
 */
export const Route = createFileRoute('/staff-invite/$token')({
  ssr: false,
  head: () => ({
    meta: [
      { title: publicMessages.adminTitles.staffInvite },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: StaffInviteRoute,
});

function StaffInviteRoute() {
  const { token } = useParams({ from: '/staff-invite/$token' });
  return <StaffInvitePage token={token} />;
}
