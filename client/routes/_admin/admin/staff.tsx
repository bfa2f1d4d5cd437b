import { createFileRoute } from '@tanstack/react-router';
import { StaffScreen } from '#client/features/admin-staff/components/staff-screen';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/staff')({
  // Not awaited: the screen shows its own loading and failure states; the groups are the coach's form's.
  loader: ({ context }) => {
    void context.trpc.staff.list.prefetch();
    void context.trpc.groups.list.prefetch();
  },
  head: () => ({ meta: [{ title: publicMessages.adminTitles.staff }] }),
  component: StaffScreen,
});
