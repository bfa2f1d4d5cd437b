import { createFileRoute } from '@tanstack/react-router';
import { ProductsEditor } from '#client/features/admin-products/components/products-editor';
import { publicMessages } from '#shared/messages/public.ru';

/** The store's products (admin only: the _admin layout guards it). */
export const Route = createFileRoute('/_admin/admin-products')({
  // Not awaited: the editor shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.products.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.products} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: ProductsEditor,
});
