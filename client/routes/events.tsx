import { createFileRoute } from '@tanstack/react-router';
import { messages } from '#shared/messages/public.ru';
import { TicketIcon } from '../features/news/news-icons';
import { NewsListError, NewsListPage } from '../features/news/news-list-page';
import { loadNewsList, newsHead } from '../features/news/news-route';
import { validateNewsSearch } from '../features/news/news-search';

export const Route = createFileRoute('/events')({
  validateSearch: validateNewsSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => loadNewsList(context, '/events', 'events', deps.page),
  head: ({ match }) =>
    newsHead({
      context: match.context,
      path: '/events',
      page: match.search.page,
      title: messages.newsPage.eventsTitle,
      description: messages.newsPage.eventsDescription,
    }),
  component: EventsPage,
  errorComponent: ({ error }) => (
    <NewsListError
      path="/events"
      title={messages.newsPage.eventsTitle}
      icon={<TicketIcon />}
      message={error instanceof Error ? error.message : String(error)}
    />
  ),
});

function EventsPage() {
  const { page } = Route.useSearch();
  return (
    <NewsListPage
      path="/events"
      view="events"
      page={page ?? 1}
      title={messages.newsPage.eventsTitle}
      eyebrow={messages.newsPage.eventsEyebrow}
      lead={messages.newsPage.eventsLead}
      icon={<TicketIcon />}
      emptyText={messages.news.eventsEmpty}
    />
  );
}
