import type { KindPages } from './kind-page';
import { directionPage } from './kinds/direction';

/**
 * Each page kind's client side, by the kinds of shared/pages/registry.ts: its view, loaded lazily
 * (the route table loads this list on every page), and its head's words when they are not
 * `publicMessages.heads.<kind>` (a kind with more to say has a module in client/pages/kinds/).
 */
export const kindPages = {
  home: { view: () => import('#client/features/home/components/home-page').then((module) => module.HomePageView) },
  about: { view: () => import('#client/features/about/components/about-page').then((module) => module.AboutPageView) },
  direction: directionPage,
  contacts: { view: () => import('#client/features/contact/components/contact-page').then((module) => module.ContactPageView) },
  faq: { view: () => import('#client/features/faq/faq-page').then((module) => module.FaqPageView) },
  // The logo and the tab's icon, drawn on every page: the preview shows them at their sizes (an admin part).
  brand: { view: () => import('#client/features/admin-pages/components/brand-preview').then((module) => module.BrandPreview) },
} satisfies KindPages;
