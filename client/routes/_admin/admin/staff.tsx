import { createFileRoute } from '@tanstack/react-router';
import { StaffScreen } from '#client/features/admin-staff/components/staff-screen';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/staff')({
  head: () => ({ meta: [{ title: publicMessages.adminTitles.staff }] }),
  component: StaffScreen,
});
