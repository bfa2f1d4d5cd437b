import { createFileRoute } from '@tanstack/react-router';
import { PricesEditor } from '#client/features/admin-prices/components/prices-editor';
import { publicMessages } from '#shared/messages/public.ru';

/** The price list editor (admin only: the _admin layout guards it). */
export const Route = createFileRoute('/_admin/admin-price')({
  // Not awaited: the editor shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.prices.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.prices} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: PricesEditor,
});
