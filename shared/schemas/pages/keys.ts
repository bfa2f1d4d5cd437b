import type { directions } from '../../directions';
import type { RegisteredPageKey, RegisteredPageKind } from '../../pages/registry';

// The page keys' types and the direction keys' pure helpers, apart from the schemas and the registry
// (shared/pages/registry.ts): a route's own module is part of the route tree every public page loads
// (no Zod there).

/** The slugs of the seven direction pages (shared/directions.ts). */
export type DirectionSlug = (typeof directions)[number]['slug'];
export type DirectionPageKey = `direction:${DirectionSlug}`;
/** One document a key, as the kinds of shared/pages/kinds/ declare them. */
export type PageKey = RegisteredPageKey;
export type PageKind = RegisteredPageKind;

export const directionPageKey = (slug: DirectionSlug): DirectionPageKey => `direction:${slug}`;

/** 'direction:boxing' → 'boxing'. */
export function directionSlugOf(key: DirectionPageKey): DirectionSlug {
  return key.slice('direction:'.length) as DirectionSlug;
}
