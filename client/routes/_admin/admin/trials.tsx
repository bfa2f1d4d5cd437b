import { createFileRoute } from '@tanstack/react-router';
import { TrialSessionsScreen } from '#client/features/admin-trials/trial-sessions-screen';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/trials')({
  loader: ({ context }) => context.trpc.trials.sessions.admin.ensureData(),
  head: () => ({ meta: [{ title: publicMessages.adminTitles.trials }] }),
  component: TrialSessionsScreen,
});
