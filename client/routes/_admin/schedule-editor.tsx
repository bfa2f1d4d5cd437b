import { createFileRoute } from '@tanstack/react-router';
import { ScheduleEditor } from '#client/features/admin-schedule/components/schedule-editor';
import { publicMessages } from '#shared/messages/public.ru';

/** The schedule editor (admin only: the _admin layout guards it). */
export const Route = createFileRoute('/_admin/schedule-editor')({
  // Not awaited: the editor shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.schedule.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.schedule} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: ScheduleEditor,
});
