import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '#client/features/admin-members/components/members-screen';
import { type MemberPassFilter, memberPassFilterValues } from '#shared/constants';
import { publicMessages } from '#shared/messages/public.ru';

/** `?pass=ending` opens the roster filtered by pass state (the dashboard's 'Заканчиваются за 7 дней' links here). */
function parseSearch(search: Record<string, unknown>): { pass?: MemberPassFilter } {
  // The key is returned even when undefined: the router keeps raw values of keys left out.
  const pass = memberPassFilterValues.find((value) => value === search.pass);
  return { pass };
}

/** 'Ученики': the screen asks for its list itself (its filters live in the screen's state, the pass filter starts from the address). */
export const Route = createFileRoute('/_admin/admin/members/')({
  validateSearch: parseSearch,
  head: () => ({ meta: [{ title: publicMessages.adminTitles.members }] }),
  component: MembersPage,
});

function MembersPage() {
  const { pass } = Route.useSearch();
  return <MembersScreen initialPass={pass} />;
}
