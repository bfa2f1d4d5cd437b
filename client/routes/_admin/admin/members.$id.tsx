import { createFileRoute } from '@tanstack/react-router';
import { MemberCardScreen } from '#client/features/admin-members/components/member-card-screen';
import { publicMessages } from '#shared/messages/public.ru';

/** A member's card. */
export const Route = createFileRoute('/_admin/admin/members/$id')({
  head: () => ({ meta: [{ title: publicMessages.adminTitles.members }] }),
  component: MemberCardRoute,
});

function MemberCardRoute() {
  const { id } = Route.useParams();
  return <MemberCardScreen id={Number(id)} />;
}
