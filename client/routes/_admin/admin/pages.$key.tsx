import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy } from 'react';
import { BrandPreview } from '#client/features/admin-pages/components/brand-preview';
import { PageEditorScreen } from '#client/features/admin-pages/components/page-editor';
import type { PreviewViews } from '#client/features/admin-pages/components/preview-body';
import { publicMessages } from '#shared/messages/public.ru';
import type { PageKey } from '#shared/schemas/pages/keys';

/**
 * The visitors' page components, for the preview. A feature may not import another, a route may;
 * each is loaded when a preview of its kind is first opened, so the editor's own code stays small.
 */
const previewViews: PreviewViews = {
  home: lazy(() => import('#client/features/home/components/home-page').then((module) => ({ default: module.HomePageView }))),
  about: lazy(() => import('#client/features/about/components/about-page').then((module) => ({ default: module.AboutPageView }))),
  contacts: lazy(() =>
    import('#client/features/contact/components/contact-page').then((module) => ({ default: module.ContactPageView })),
  ),
  direction: lazy(() =>
    import('#client/features/directions/direction-page').then((module) => ({ default: module.DirectionPageView })),
  ),
  faq: lazy(() => import('#client/features/faq/faq-page').then((module) => ({ default: module.FaqPageView }))),
  brand: BrandPreview,
};

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
