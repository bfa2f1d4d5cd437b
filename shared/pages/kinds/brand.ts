import { pagesSchemaMessages } from '../../messages/schemas/pages.ru';
import { brandDocumentSchema } from '../../schemas/pages/brand';
import type { BrandData } from '../../schemas/pages/views';
import { definePageKind } from '../kind';

/** The logo and the tab's icon: drawn on every page and none in particular, so not in the sitemap. */
export const brandKind = definePageKind({
  kind: 'brand',
  keys: ['brand'] as const,
  title: () => pagesSchemaMessages.titles.brand,
  schema: brandDocumentSchema,
  place: () => null,
  resolve: (document, tools): BrandData => ({ logo: tools.picture(document.logo), favicon: tools.picture(document.favicon) }),
  // The built-in emblem (an SVG the photo library cannot hold) until the owner picks a picture.
  demo: async () => ({ logo: null, favicon: null }),
});
