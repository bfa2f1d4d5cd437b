import { redirect } from '@tanstack/react-router';
import { pageHead } from '#client/lib/seo';
import type { RouterContext } from '#client/router';
import { messages } from '#shared/messages/public.ru';
import type { NewsView } from '#shared/schemas/post';
import type { NewsListPath } from './news-pagination';

/** The paged news views. */
export type NewsListView = Extract<NewsView, 'press' | 'events'>;

/**
 * The loader of a news list route: fetches the one page the address names (the server selects it,
 * docs/decisions/news-paging.md). Prefetched, not ensured: a failure stays in the query cache and
 * the page shows the spec's error view in place (a thrown loader error would go through React's
 * error boundary, which reports it as an uncaught error). A page past the end is answered with a
 * redirect to the last page (spec 9), so the address says what is shown.
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
  const pageTitle = messages.newsPage.pageTitle(title, page ?? 1);
  return pageHead({
    siteOrigin: context.siteOrigin,
    path: page && page > 1 ? `${path}?page=${page}` : path,
    title: clubName ? `${pageTitle} — ${clubName}` : pageTitle,
    description: description(clubName),
  });
}
