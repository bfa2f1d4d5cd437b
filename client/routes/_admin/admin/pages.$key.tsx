import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageEditorScreen } from '#client/features/admin-pages/components/page-editor';
import { previewViewsOf } from '#client/pages/kind-page';
import { kindViews } from '#client/pages/kinds';
import { publicMessages } from '#shared/messages/public.ru';
import type { PageKey } from '#shared/schemas/pages/keys';

/**
 * The visitors' page views, for the preview, derived from the kinds' client sides (client/pages/kinds.ts).
 * A feature may not import another, a route may; each is loaded when a preview of its kind is first
 * opened, so the editor's own code stays small.
 */
const previewViews = previewViewsOf(kindViews);

/** One page's editor: `/admin/pages/about`, `/admin/pages/direction:boxing`. */
export const Route = createFileRoute('/_admin/admin/pages/$key')({
  loader: async ({ context, params }) => {
    // The registry holds every page's schema: loaded with the admin's code, not the route table.
    const { sitePages } = await import('#shared/pages/registry');
    if (!sitePages.isKey(params.key)) throw notFound();
    void context.trpc.pages.get.prefetch({ key: params.key });
    void context.trpc.pages.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.pages} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: PageEditorRoute,
});

function PageEditorRoute() {
  const { key } = Route.useParams();
  // The loader checked the key.
  return <PageEditorScreen pageKey={key as PageKey} views={previewViews} />;
}
