import { createFileRoute } from '@tanstack/react-router';
import { NewsListError, NewsListRoutePage } from '../features/news/news-list-page';
import { newsListRoute } from '../features/news/news-route';

export const Route = createFileRoute('/press-center')({
  ...newsListRoute('/press-center'),
  component: () => <NewsListRoutePage path="/press-center" />,
  errorComponent: ({ error }) => <NewsListError path="/press-center" error={error} />,
});
