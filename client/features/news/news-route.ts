import { redirect } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { pageHead } from '#client/lib/seo';
import type { RouterContext } from '#client/router';
import { messages } from '#shared/messages/public.ru';
import type { NewsView } from '#shared/schemas/post';
import { NewspaperIcon, TicketIcon } from './news-icons';
import type { NewsListPath } from './news-pagination';
import { type NewsSearch, validateNewsSearch } from './news-search';

/** The paged news views. */
export type NewsListView = Extract<NewsView, 'press' | 'events'>;

/** What tells one news list from the other: the posts it shows (its view), its words and its icon. */
export interface NewsList {
  /** The list's rule: every showable post (press centre) or the #афиша ones (events), applied by the server. */
  view: NewsListView;
  title: string;
  eyebrow: string;
  lead: string;
  description: (clubName: string) => string;
  emptyText: string;
  Icon: ComponentType;
}

/** The two news lists by address; their routes and pages differ only in this. */
export const newsLists: Record<NewsListPath, NewsList> = {
  '/press-center': {
    view: 'press',
    title: messages.news.pressTitle,
    eyebrow: messages.news.pressEyebrow,
    lead: messages.news.pressLead,
    description: messages.news.pressDescription,
    emptyText: messages.news.empty,
    Icon: NewspaperIcon,
  },
  '/events': {
    view: 'events',
    title: messages.news.eventsTitle,
    eyebrow: messages.news.eventsEyebrow,
    lead: messages.news.eventsLead,
    description: messages.news.eventsDescription,
    emptyText: messages.news.eventsEmpty,
    Icon: TicketIcon,
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
  const pageTitle = messages.news.pageTitle(title, page ?? 1);
  return pageHead({
    siteOrigin: context.siteOrigin,
    path: page && page > 1 ? `${path}?page=${page}` : path,
    title: clubName ? `${pageTitle} — ${clubName}` : pageTitle,
    description: description(clubName),
  });
}
