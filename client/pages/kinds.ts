import type { KindViews } from './kind-page';

/**
 * Each page kind's view, by the kinds of shared/pages/registry.ts: what its route's component and the
 * admin's preview draw (`previewViewsOf(kindViews)`). Only the admin's preview imports this list, so
 * the public pages' scripts carry none of its imports.
 */
export const kindViews = {
  home: () => import('#client/features/home/components/home-page').then((module) => module.HomePageView),
  about: () => import('#client/features/about/components/about-page').then((module) => module.AboutPageView),
  direction: () => import('#client/features/directions/direction-page').then((module) => module.DirectionPageView),
  contacts: () => import('#client/features/contact/components/contact-page').then((module) => module.ContactPageView),
  faq: () => import('#client/features/faq/faq-page').then((module) => module.FaqPageView),
  // The logo and the tab's icon, drawn on every page: the preview shows them at their sizes (an admin part).
  brand: () => import('#client/features/admin-pages/components/brand-preview').then((module) => module.BrandPreview),
} satisfies KindViews;
