import type { TrpcUtils } from '#client/router';
import type { PageDataOf } from '#shared/pages/registry';
import type { PageKey } from '#shared/schemas/pages/keys';
import { trpc } from './trpc';

/**
 * A club page's published data for its view, typed by its key: the one public query
 * `pages.published` answers `{ kind, data }` for every kind (shared/pages/registry.ts). The route's
 * loader fetched it (`ensurePublishedPage`), so the page draws at once.
 */
export function usePublishedPage<K extends PageKey>(key: K): PageDataOf<K> {
  const [page] = trpc.pages.published.useSuspenseQuery({ key });
  return page.data as PageDataOf<K>;
}

/** The route's loader: fetches the page's published data (or rethrows the server's refusal). */
export const ensurePublishedPage = (utils: TrpcUtils, key: PageKey) => utils.pages.published.ensureData({ key });

/** What the cache holds for a page (a route's `head` reads it after the loader). */
export const cachedPublishedPage = <K extends PageKey>(utils: TrpcUtils, key: K): PageDataOf<K> | undefined =>
  utils.pages.published.getData({ key })?.data as PageDataOf<K> | undefined;
