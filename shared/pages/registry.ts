import type { PageKindModule, PagePlace } from './kind';
import { aboutKind } from './kinds/about';
import { brandKind } from './kinds/brand';
import { contactsKind } from './kinds/contacts';
import { directionKind } from './kinds/direction';
import { faqKind } from './kinds/faq';
import { homeKind } from './kinds/home';

/**
 * Every kind of club page, in the order the admin's list shows them. Adding a kind is one module in
 * shared/pages/kinds/ and one line here; everything else reads the registry
 * (docs/decisions/page-kinds.md).
 */
export const pageKinds = [homeKind, aboutKind, directionKind, contactsKind, faqKind, brandKind] as const;

type Kinds = (typeof pageKinds)[number];
/** One document a key: 'home', 'about', 'direction:boxing'… */
export type RegisteredPageKey = Kinds['keys'][number];
export type RegisteredPageKind = Kinds['kind'];
/** The kind module that owns a key. */
type KindOfKey<K extends string> = Kinds extends infer M
  ? M extends { keys: readonly (infer Key)[] }
    ? K extends Key
      ? M
      : never
    : never
  : never;
/** What a key's view draws. */
export type PageDataOf<K extends RegisteredPageKey> = ReturnType<KindOfKey<K>['resolve']>;
/** The kind of a key's document. */
export type PageDocumentOfKey<K extends RegisteredPageKey> = KindOfKey<K>['schema']['_zod']['output'];
/** What a public page or the preview gets: the kind and its resolved data. */
export type PagePreviewData = {
  [M in Kinds as M['kind']]: { kind: M['kind']; data: ReturnType<M['resolve']> };
}[RegisteredPageKind];
export type PageDataByKind = { [M in Kinds as M['kind']]: ReturnType<M['resolve']> };

// biome-ignore lint/suspicious/noExplicitAny: the registry reads kinds of every document type alike.
export type AnyPageKind = PageKindModule<string, string, any, any>;

/** A public page drawn from a document: its key, its kind and where it is. */
export interface KindPage extends PagePlace {
  key: string;
  kind: string;
}

export interface PageRegistry {
  kinds: readonly AnyPageKind[];
  /** Every key, in the admin list's order. */
  keys: readonly string[];
  isKey(value: string): boolean;
  /** The module of a key's kind; throws on an unknown key (check it with `isKey` or the input schema first). */
  kindOf(key: string): AnyPageKind;
  /** The pages visitors open, in the admin list's order. */
  places: readonly KindPage[];
}

/** Derives what the site reads from a list of kinds (a test may build one with a throwaway kind). */
export function pageRegistry(kinds: readonly AnyPageKind[]): PageRegistry {
  const byKey = new Map<string, AnyPageKind>();
  for (const kind of kinds) {
    for (const key of kind.keys) {
      if (byKey.has(key)) throw new Error(`Ключ страницы ${key} объявлен дважды`);
      byKey.set(key, kind);
    }
  }
  const keys = [...byKey.keys()];
  return {
    kinds,
    keys,
    isKey: (value) => byKey.has(value),
    kindOf(key) {
      const kind = byKey.get(key);
      if (!kind) throw new Error(`Неизвестная страница: ${key}`);
      return kind;
    },
    places: keys.flatMap((key) => {
      const kind = byKey.get(key) as AnyPageKind;
      const place = kind.place(key);
      return place ? [{ ...place, key, kind: kind.kind }] : [];
    }),
  };
}

/** What the public shell may know of a page without the kinds' schemas (shared/pages/places.gen.ts). */
export type PagePlaceFacts = Pick<KindPage, 'key' | 'kind' | 'route' | 'canonical' | 'nav'>;

/**
 * The text of shared/pages/places.gen.ts: every page's key, route, canonical path and menu place, as
 * plain data. The header's menu, the footer and the routes' heads are on every page, where the
 * registry (every kind's schema) may not go; scripts/generate-page-places.ts writes it.
 */
export function placesModule(registry: PageRegistry): string {
  const facts = registry.places.map(
    ({ key, kind, route, canonical, nav }): PagePlaceFacts => ({
      key,
      kind,
      route,
      // Only where it differs: the file is in every page's scripts.
      ...(canonical && canonical !== route ? { canonical } : {}),
      ...(nav ? { nav } : {}),
    }),
  );
  return [
    '// Written by scripts/generate-page-places.ts from the page kinds (shared/pages/kinds/); `npm run typecheck`',
    '// and `npm run build` rewrite it, shared/pages/places.test.ts fails while it is stale. Do not edit.',
    "import type { PagePlaceFacts } from './registry';",
    '',
    '/** Every page drawn from a document, without the schemas: the shell and the route table read it on every page. */',
    'export const pagePlaces: readonly PagePlaceFacts[] = [',
    ...facts.map((fact) => `  ${JSON.stringify(fact)},`),
    '];',
    '',
  ].join('\n');
}

/** The routes e2e/seo.spec.ts walks (JSON-LD, axe): every page drawn from a document that says so. */
export const seoRoutes = (registry: PageRegistry): string[] =>
  registry.places.filter((page) => page.seo).map((page) => page.route);

/** The site's pages. */
export const sitePages: PageRegistry = pageRegistry(pageKinds as unknown as readonly AnyPageKind[]);
