import { createFileRoute } from '@tanstack/react-router';
import { AccountScreen } from '#client/features/admin-account/components/account-screen';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/account')({
  // Not awaited: the screen shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.auth.twoStep.status.prefetch();
    void context.trpc.auth.sessions.list.prefetch();
  },
  head: () => ({ meta: [{ title: publicMessages.adminTitles.account }] }),
  component: AccountScreen,
});
