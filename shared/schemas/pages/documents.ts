import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { type PageDocumentOfKey, sitePages } from '../../pages/registry';
import type { PageKey, PageKind } from './keys';

export {
  type DirectionPageKey,
  type DirectionSlug,
  directionPageKey,
  directionSlugOf,
  type PageKey,
  type PageKind,
} from './keys';

/** Every key, in the order the admin's list shows them (shared/pages/registry.ts). */
export const pageKeys = sitePages.keys as readonly PageKey[];

export function isPageKey(value: string): value is PageKey {
  return sitePages.isKey(value);
}

export function pageKindOf(key: PageKey): PageKind {
  return sitePages.kindOf(key).kind as PageKind;
}

export const pageKeySchema = z
  .string({ error: copy.unknownKey })
  .refine((value): value is PageKey => isPageKey(value), copy.unknownKey)
  .transform((value) => value as PageKey);

export type PageDocumentOf<K extends PageKey> = PageDocumentOfKey<K>;
export type PageDocument = PageDocumentOf<PageKey>;

/** The schema of a key's document (every direction page shares one). */
export function pageDocumentSchema<K extends PageKey>(key: K): z.ZodType<PageDocumentOf<K>, unknown> {
  return sitePages.kindOf(key).schema as z.ZodType<PageDocumentOf<K>, unknown>;
}
