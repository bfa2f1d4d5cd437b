import { redirect } from '@tanstack/react-router';
import { pageHead } from '#client/lib/seo';
import type { RouterContext } from '#client/router';
import { publicMessages } from '#shared/messages/public.ru';
import type { NewsView } from '#shared/schemas/post';
import type { NewsListPath } from './news-pagination';
import { type NewsSearch, validateNewsSearch } from './news-search';

/** The paged news views. */
export type NewsListView = Extract<NewsView, 'press' | 'events'>;

/**
 * What the route of each news list needs: the posts it shows (its view: every showable post for the
 * press centre, the #афиша ones for events, applied by the server) and its head. The two lists'
 * routes differ only in this; their pages' own words and icons are in news-list-page.tsx.
 */
export const newsLists: Record<NewsListPath, { view: NewsListView; title: string; description: (clubName: string) => string }> = {
  '/press-center': {
    view: 'press',
    title: publicMessages.heads.news.pressTitle,
    description: publicMessages.heads.news.pressDescription,
  },
  '/events': {
    view: 'events',
    title: publicMessages.heads.news.eventsTitle,
    description: publicMessages.heads.news.eventsDescription,
  },
};

/**
 * The route options a news list shares with the other: the ?page search, the loader and the head.
 * The route file adds its component and error component itself, so the router's code splitting
 * still moves the page out of the entry chunk.
 */
export function newsListRoute(path: NewsListPath) {
  const list = newsLists[path];
  return {
    validateSearch: validateNewsSearch,
    loaderDeps: ({ search }: { search: NewsSearch }) => ({ page: search.page }),
    loader: ({ context, deps }: { context: RouterContext; deps: NewsSearch }) =>
      loadNewsList(context, path, list.view, deps.page),
    head: ({ match }: { match: { context: RouterContext; search: NewsSearch } }) =>
      newsHead({ context: match.context, path, page: match.search.page, title: list.title, description: list.description }),
  };
}

/**
 * The loader of a news list route: fetches the one page the address names (the server selects it,
 * docs/decisions/news-paging.md). Prefetched, not ensured: a failure stays in the query cache and
 * the page shows the spec's error view in place (a thrown loader error would go through React's
 * error boundary, which reports it as an uncaught error). A page past the end is answered with a
 * redirect to the last page, so the address says what is shown.
 */
export async function loadNewsList(
  context: RouterContext,
  path: NewsListPath,
  view: NewsListView,
  page: number | undefined,
): Promise<void> {
  const input = { view, page: page ?? 1 };
  await context.trpc.posts.listPage.prefetch(input);
  const answer = context.trpc.posts.listPage.getData(input);
  if (!answer || page === undefined) return;
  const last = Math.max(1, answer.totalPages);
  if (page > last) throw redirect({ to: path, search: last > 1 ? { page: last } : {}, replace: true });
}

interface NewsHeadInput {
  context: RouterContext;
  path: NewsListPath;
  page: number | undefined;
  title: string;
  description: (clubName: string) => string;
}

/** Title, description and canonical link; later pages carry their number in both title and canonical. */
export function newsHead({ context, path, page, title, description }: NewsHeadInput) {
  const clubName = context.trpc.settings.get.getData()?.clubName ?? '';
  const pageTitle = publicMessages.heads.news.pageTitle(title, page ?? 1);
  return pageHead({
    siteOrigin: context.siteOrigin,
    path: page && page > 1 ? `${path}?page=${page}` : path,
    title: clubName ? `${pageTitle} — ${clubName}` : pageTitle,
    description: description(clubName),
  });
}
