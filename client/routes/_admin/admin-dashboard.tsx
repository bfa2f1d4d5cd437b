import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '#client/features/admin-dashboard/components/admin-dashboard';
import { SmsBudget } from '#client/features/admin-family/sms-budget';
import { TrialFunnel } from '#client/features/admin-trials/trial-funnel';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin-dashboard')({
  head: () => ({ meta: [{ title: publicMessages.adminTitles.dashboard }] }),
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return (
    <AdminDashboard>
      <TrialFunnel />
      <SmsBudget />
    </AdminDashboard>
  );
}
