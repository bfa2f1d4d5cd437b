import { createFileRoute } from '@tanstack/react-router';
import { messages } from '#shared/messages/public.ru';
import { NewspaperIcon } from '../features/news/news-icons';
import { NewsListError, NewsListPage } from '../features/news/news-list-page';
import { loadNewsList, newsHead } from '../features/news/news-route';
import { validateNewsSearch } from '../features/news/news-search';

export const Route = createFileRoute('/press-center')({
  validateSearch: validateNewsSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => loadNewsList(context, '/press-center', 'press', deps.page),
  head: ({ match }) =>
    newsHead({
      context: match.context,
      path: '/press-center',
      page: match.search.page,
      title: messages.newsPage.pressTitle,
      description: messages.newsPage.pressDescription,
    }),
  component: PressCenterPage,
  errorComponent: ({ error }) => (
    <NewsListError
      path="/press-center"
      title={messages.newsPage.pressTitle}
      icon={<NewspaperIcon />}
      message={error instanceof Error ? error.message : String(error)}
    />
  ),
});

function PressCenterPage() {
  const { page } = Route.useSearch();
  return (
    <NewsListPage
      path="/press-center"
      view="press"
      page={page ?? 1}
      title={messages.newsPage.pressTitle}
      eyebrow={messages.newsPage.pressEyebrow}
      lead={messages.newsPage.pressLead}
      icon={<NewspaperIcon />}
      emptyText={messages.news.empty}
    />
  );
}
