import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../../../shared/messages/public.ru';
import { TrialSessionsScreen } from '../../../features/admin-trials/trial-sessions-screen';

export const Route = createFileRoute('/_admin/admin/trials')({
  loader: ({ context }) => context.trpc.trials.adminSessions.ensureData(),
  head: () => ({ meta: [{ title: messages.adminTitles.trials }] }),
  component: TrialSessionsScreen,
});
