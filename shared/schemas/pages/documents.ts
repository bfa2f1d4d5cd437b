import { z } from 'zod';
import { directions } from '../../directions';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { type AboutDocument, aboutDocumentSchema } from './about';
import { type BrandDocument, brandDocumentSchema } from './brand';
import { type ContactsDocument, contactsDocumentSchema } from './contacts';
import { type DirectionDocument, directionDocumentSchema } from './direction';
import { type HomeDocument, homeDocumentSchema } from './home';

/** The slugs of the seven direction pages (shared/directions.ts). */
export type DirectionSlug = (typeof directions)[number]['slug'];
export type DirectionPageKey = `direction:${DirectionSlug}`;
/** One document a key: four single pages and the seven direction pages. */
export type PageKey = 'home' | 'about' | 'contacts' | 'brand' | DirectionPageKey;
export type PageKind = 'home' | 'about' | 'contacts' | 'brand' | 'direction';

export const directionPageKey = (slug: DirectionSlug): DirectionPageKey => `direction:${slug}`;

/** All eleven, in the order the admin's list shows them. */
export const pageKeys: readonly PageKey[] = [
  'home',
  'about',
  ...directions.map((direction) => directionPageKey(direction.slug)),
  'contacts',
  'brand',
];

export function isPageKey(value: string): value is PageKey {
  return (pageKeys as readonly string[]).includes(value);
}

export function pageKindOf(key: PageKey): PageKind {
  return key.startsWith('direction:') ? 'direction' : (key as PageKind);
}

/** 'direction:boxing' → 'boxing'. */
export function directionSlugOf(key: DirectionPageKey): DirectionSlug {
  return key.slice('direction:'.length) as DirectionSlug;
}

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
