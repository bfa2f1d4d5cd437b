import { directionBySlug, directions } from '../../directions';
import { pagesSchemaMessages } from '../../messages/schemas/pages.ru';
import { directionDocumentSchema } from '../../schemas/pages/direction';
import { directionPageKey, directionSlugOf } from '../../schemas/pages/keys';
import type { DirectionPageData } from '../../schemas/pages/views';
import { definePageKind } from '../kind';

const directionOf = (key: Parameters<typeof directionSlugOf>[0]) => {
  const direction = directionBySlug(directionSlugOf(key));
  if (!direction) throw new Error(`Направление ${key} не описано в shared/directions.ts`);
  return direction;
};

/** The seven direction pages: one layout, a document per direction of shared/directions.ts. */
export const directionKind = definePageKind({
  kind: 'direction',
  keys: directions.map((direction) => directionPageKey(direction.slug)),
  title: (key) => pagesSchemaMessages.titles.direction(directionOf(key).name),
  schema: directionDocumentSchema,
  place: (key) => ({ route: directionOf(key).route, canonical: directionOf(key).canonicalPath, seo: true }),
  resolve: (document, tools, key): DirectionPageData => ({
    ...document,
    slug: directionSlugOf(key),
    video: tools.video(document.video),
  }),
  demo: async (key) => (await import('../demo/directions')).demoDirectionPages[directionSlugOf(key)],
});
