import type { z } from 'zod';
import type { publicMessages } from '../messages/public.ru';
import type { ResolvedImage, ResolvedVideo } from '../schemas/media';

/**
 * A kind of club page (docs/decisions/page-kinds.md): one module in shared/pages/kinds/ declares it,
 * and shared/pages/registry.ts derives the rest (keys, schemas, the admin's list, the public read,
 * the seed, the sitemap, the SEO walk). Its view is a feature's `<Kind>PageView({ data })`, drawn by
 * the public route and by the admin's preview (client/routes/_admin/admin/pages.$key.tsx).
 */

/** A content date besides the page's own publish that changes what the page shows (server/render/sitemap.ts). */
export type ContentSource = 'posts' | 'products' | 'prices' | 'attendance' | 'settings';

/** Where a page of the kind is drawn for visitors: null for a document drawn on every page (the logo). */
export interface PagePlace {
  /** The route of its file route (client/routes/). */
  route: `/${string}`;
  /** Its canonical path, when it differs from the route (two directions keep an older spelling). */
  canonical?: `/${string}`;
  /** What else the page shows, for its lastmod in sitemap.xml. */
  alsoChangesWith?: readonly ContentSource[];
  /** Walked by e2e/seo.spec.ts (the club's JSON-LD and an axe run): true for every page drawn from a document. */
  seo?: boolean;
  /** Its link in the header's menu and the footer; absent: in neither (the directions' come from shared/directions.ts). */
  nav?: PageNav;
}

/**
 * Where a page's link sits in the header's menu and the footer (client/components/layout/nav-items.ts
 * reads it through shared/pages/places.gen.ts, beside the links of pages that are no kind).
 */
export interface PageNav {
  /** The link's words: a key of `publicMessages.nav`. */
  label: keyof typeof publicMessages.nav;
  /** Its place among the links of its menu level and footer column (the other pages' orders are in nav-items.ts). */
  order: number;
  /** In the header's menu: at the top or in the academy's dropdown; absent: not in the menu. */
  menu?: 'top' | 'academy';
  /** In the footer: its column; absent: not in the footer. */
  footer?: 'academy' | 'club';
}

/** A library reference as a document holds it. */
export interface MediaRef {
  mediaId: number;
  alt?: string | undefined;
}

/** What the server gives a kind's `resolve`: pictures and videos looked up in the library. */
export interface ResolveTools {
  /** The item's picture with this place's alt text; null when the item is gone. */
  picture(ref: MediaRef | null): ResolvedImage | null;
  /** A ready banner video; null when gone or not ready. */
  video(ref: { mediaId: number } | null): ResolvedVideo | null;
}

/** A demo picture: a file of client/public/media/images and its alt text (server/db/seed-pages.ts adds it to the library). */
export interface DemoPhoto {
  file: string;
  alt: string;
}

export interface DemoTools {
  /** The library ids of demo pictures, in order. */
  photos(photos: readonly DemoPhoto[]): Promise<number[]>;
}

export interface PageKindModule<Kind extends string = string, Key extends string = string, Document = unknown, Data = unknown> {
  kind: Kind;
  /** One document a key, in the order the admin's list shows them. */
  keys: readonly Key[];
  /** Its name in the admin's list. */
  title(key: Key): string;
  schema: z.ZodType<Document, unknown>;
  place(key: Key): PagePlace | null;
  /** The checked document to what the view draws. */
  resolve(document: Document, tools: ResolveTools, key: Key): Data;
  /** The demo club's first published version (loaded lazily: the texts stay out of the browser's bundles). */
  demo(key: Key, tools: DemoTools): Promise<Document>;
}

/** Declares a kind, checking it against the shape the registry reads. */
export const definePageKind = <Kind extends string, Key extends string, Document, Data>(
  module: PageKindModule<Kind, Key, Document, Data>,
): PageKindModule<Kind, Key, Document, Data> => module;
