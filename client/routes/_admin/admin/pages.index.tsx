import { createFileRoute } from '@tanstack/react-router';
import { PagesList } from '#client/features/admin-pages/components/pages-list';
import { publicMessages } from '#shared/messages/public.ru';

/** The list 'Страницы' (owner and manager: the _admin layout and the rights table guard it). */
export const Route = createFileRoute('/_admin/admin/pages/')({
  // Not awaited: the screen shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.pages.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.pages} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: PagesList,
});
