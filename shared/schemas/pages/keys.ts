import { directions } from '../../directions';

// The page keys and their pure helpers, apart from the schemas: a route's loader checks a key with
// them, and a route's own module is part of the route tree every public page loads (no Zod there).

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
