import { createFileRoute } from '@tanstack/react-router';
import { CoachesEditor } from '#client/features/admin-coaches/components/coaches-editor';
import { publicMessages } from '#shared/messages/public.ru';

/** The coaches shown on /about (admin only: the _admin layout guards it). */
export const Route = createFileRoute('/_admin/admin-coaches')({
  // Not awaited: the editor shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.coaches.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.coaches} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: CoachesEditor,
});
