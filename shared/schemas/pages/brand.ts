import { z } from 'zod';
import { imageRef } from './fields';

/**
 * The site's logo (header and footer) and the browser tab's icon. Null keeps the built-in emblem
 * (an inline SVG drawn by the layout, which the photo library cannot hold); a chosen picture replaces it.
 */
export const brandDocumentSchema = z.object({
  logo: imageRef('logo').nullable(),
  favicon: imageRef('favicon').nullable(),
});
export type BrandDocument = z.output<typeof brandDocumentSchema>;
