import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../../shared/messages/public.ru';
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard';

export const Route = createFileRoute('/_admin/admin-dashboard')({
  head: () => ({ meta: [{ title: messages.adminTitles.dashboard }] }),
  component: AdminDashboard,
});
