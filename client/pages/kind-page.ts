import { type ComponentType, lazy, type ReactNode } from 'react';
import type { PageDataByKind, RegisteredPageKey, RegisteredPageKind } from '#shared/pages/registry';

/**
 * A page kind's client side (docs/decisions/page-kinds.md): the view its route and the admin's
 * preview draw, and the words of its head. The shared module (shared/pages/kinds/) may not import
 * the client, so each kind has one here too, and client/pages/kinds.ts lists them by kind: a kind
 * without one, or one without a kind, does not typecheck.
 */
export interface KindPage<Data> {
  /** The view, `<Kind>PageView({ data })`, imported lazily: the route table loads this module on every page. */
  view: () => Promise<(props: { data: Data }) => ReactNode>;
  /**
   * The title and description of the page's head; absent: `publicMessages.heads.<kind>` (clubName, city),
   * or no head for a document drawn on no page of its own (the logo).
   */
  head?: (input: HeadInput<Data>) => HeadTexts;
}

export interface HeadInput<Data> {
  key: RegisteredPageKey;
  clubName: string;
  city: string;
  /** The published document, which the route's loader fetched (undefined before). */
  data: Data | undefined;
}

export interface HeadTexts {
  title: string;
  description: string;
}

/** Every kind's client side, by kind. */
export type KindPages = { [K in RegisteredPageKind]: KindPage<PageDataByKind[K]> };

/** Declares a kind's client side, typed by its kind's data. */
export const defineKindPage = <K extends RegisteredPageKind>(page: KindPage<PageDataByKind[K]>) => page;

/** The admin's preview map: each kind's view, loaded when a preview of its kind is first opened. */
export type PreviewViews<Pages = KindPages> = {
  [K in keyof Pages]: Pages[K] extends KindPage<infer Data> ? ComponentType<{ data: Data }> : never;
};

/** Derives the preview map from the kinds' client sides (client/pages/kinds.ts, or a test's). */
export function previewViewsOf<Pages extends Record<string, KindPage<never>>>(pages: Pages): PreviewViews<Pages> {
  const entries = Object.entries(pages).map(([kind, page]) => [
    kind,
    lazy(() => page.view().then((view) => ({ default: view }))),
  ]);
  return Object.fromEntries(entries) as PreviewViews<Pages>;
}
