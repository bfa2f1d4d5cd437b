import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageEditorScreen } from '#client/features/admin-pages/components/page-editor';
import { publicMessages } from '#shared/messages/public.ru';
import { isPageKey } from '#shared/schemas/pages/documents';

/** One page's editor: `/admin/pages/about`, `/admin/pages/direction:boxing`. */
export const Route = createFileRoute('/_admin/admin/pages/$key')({
  loader: ({ context, params }) => {
    if (!isPageKey(params.key)) throw notFound();
    void context.trpc.pages.get.prefetch({ key: params.key });
    void context.trpc.pages.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.pages} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: PageEditorRoute,
});

function PageEditorRoute() {
  const { key } = Route.useParams();
  return isPageKey(key) ? <PageEditorScreen pageKey={key} /> : null;
}
