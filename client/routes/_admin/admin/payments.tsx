import { createFileRoute } from '@tanstack/react-router';
import { PaymentsScreen } from '#client/features/admin-payments/components/payments-screen';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/payments')({
  head: () => ({ meta: [{ title: publicMessages.adminTitles.payments }] }),
  component: PaymentsScreen,
});
