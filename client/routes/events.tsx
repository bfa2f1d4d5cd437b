import { createFileRoute } from '@tanstack/react-router';
import { NewsListError, NewsListRoutePage } from '../features/news/news-list-page';
import { newsListRoute } from '../features/news/news-route';

export const Route = createFileRoute('/events')({
  ...newsListRoute('/events'),
  component: () => <NewsListRoutePage path="/events" />,
  errorComponent: ({ error }) => <NewsListError path="/events" error={error} />,
});
