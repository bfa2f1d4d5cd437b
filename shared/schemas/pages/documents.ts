import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { type AboutDocument, aboutDocumentSchema } from './about';
import { type BrandDocument, brandDocumentSchema } from './brand';
import { type ContactsDocument, contactsDocumentSchema } from './contacts';
import { type DirectionDocument, directionDocumentSchema } from './direction';
import { type HomeDocument, homeDocumentSchema } from './home';
import { type DirectionPageKey, isPageKey, type PageKey, type PageKind, pageKindOf } from './keys';

export {
  type DirectionPageKey,
  type DirectionSlug,
  directionPageKey,
  directionSlugOf,
  isPageKey,
  type PageKey,
  type PageKind,
  pageKeys,
  pageKindOf,
} from './keys';

export const pageKeySchema = z
  .string({ error: copy.unknownKey })
  .refine((value): value is PageKey => isPageKey(value), copy.unknownKey)
  .transform((value) => value as PageKey);

export interface PageDocuments {
  home: HomeDocument;
  about: AboutDocument;
  contacts: ContactsDocument;
  brand: BrandDocument;
  direction: DirectionDocument;
}
export type PageDocumentOf<K extends PageKey> = K extends DirectionPageKey
  ? DirectionDocument
  : PageDocuments[K & keyof PageDocuments];
export type PageDocument = PageDocuments[PageKind];

const schemas = {
  home: homeDocumentSchema,
  about: aboutDocumentSchema,
  contacts: contactsDocumentSchema,
  brand: brandDocumentSchema,
  direction: directionDocumentSchema,
} as const;

/** The schema of a key's document (every direction page shares one). */
export function pageDocumentSchema<K extends PageKey>(key: K): z.ZodType<PageDocumentOf<K>, unknown> {
  return schemas[pageKindOf(key)] as unknown as z.ZodType<PageDocumentOf<K>, unknown>;
}
