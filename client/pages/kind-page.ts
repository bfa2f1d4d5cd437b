import { type ComponentType, lazy, type ReactNode } from 'react';
import type { PageDataByKind, RegisteredPageKey, RegisteredPageKind } from '#shared/pages/registry';

/**
 * A page kind's client side (docs/decisions/page-kinds.md). The shared module (shared/pages/kinds/)
 * may not import the client, so the view its route and the admin's preview draw is named in
 * client/pages/kinds.ts (a kind without its view, or a view without a kind, does not typecheck), and
 * its head's words are `publicMessages.heads.<kind>` unless the kind has a head of its own
 * (client/pages/kind-head.ts).
 */

/** A kind's view, `<Kind>PageView({ data })`, imported when first drawn. */
export type KindView<Data> = () => Promise<(props: { data: Data }) => ReactNode>;

/** Every kind's view, by kind. */
export type KindViews = { [K in RegisteredPageKind]: KindView<PageDataByKind[K]> };

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

/** A kind's own head words, when `publicMessages.heads.<kind>` (clubName, city) cannot say them. */
export type KindHead<Data> = (input: HeadInput<Data>) => HeadTexts;

/** The kinds with a head of their own, by kind. */
export type KindHeads = { [K in RegisteredPageKind]?: KindHead<PageDataByKind[K]> };

/** The admin's preview map: each kind's view, loaded when a preview of its kind is first opened. */
export type PreviewViews<Views = KindViews> = {
  [K in keyof Views]: Views[K] extends KindView<infer Data> ? ComponentType<{ data: Data }> : never;
};

/** Derives the preview map from the kinds' views (client/pages/kinds.ts, or a test's). */
export function previewViewsOf<Views extends { [K in keyof Views]: KindView<never> }>(views: Views): PreviewViews<Views> {
  const entries = Object.entries(views as Record<string, KindView<never>>).map(([kind, view]) => [
    kind,
    lazy(() => view().then((component) => ({ default: component }))),
  ]);
  return Object.fromEntries(entries) as PreviewViews<Views>;
}
