import { createFileRoute } from '@tanstack/react-router';
import { AdEditor } from '#client/features/admin-ad/components/ad-editor';
import { publicMessages } from '#shared/messages/public.ru';

/** The ad pop-up editor (admin only: the _admin layout guards it). */
export const Route = createFileRoute('/_admin/edit-ad')({
  // Not awaited: the editor shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.ad.status.prefetch();
    void context.trpc.ad.marking.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.ad} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: AdEditor,
});
