import { defineKindPage } from '../kind-page';

/** The logo and the tab's icon: drawn on every page, previewed at their sizes (an admin screen's part, loaded only there). */
export const brandPage = defineKindPage<'brand'>({
  view: () => import('#client/features/admin-pages/components/brand-preview').then((module) => module.BrandPreview),
});
