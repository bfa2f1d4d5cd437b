import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '#client/features/admin-members/components/members-screen';
import { publicMessages } from '#shared/messages/public.ru';

/** 'Ученики': the screen asks for its list itself (its filters live in the screen's state). */
export const Route = createFileRoute('/_admin/admin/members/')({
  head: () => ({ meta: [{ title: publicMessages.adminTitles.members }] }),
  component: MembersScreen,
});
