import { NEWS_PAGINATION } from '#shared/constants';
import { newsMessages } from '#shared/messages/screens/news.ru';

/**
 * Five placeholder blocks while a page's photos load. Their size follows the window width
 * (under 640, 640-1023, 1024 and up) through CSS media queries, so the server and client agree.
 */
export function NewsSkeleton() {
  return (
    <div className="news-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{newsMessages.loading}</span>
      {Array.from({ length: NEWS_PAGINATION.pageSize }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="news-skeleton__block" aria-hidden="true">
          <div className="news-skeleton__photo shimmer" />
          <div className="news-skeleton__body">
            <div className="news-skeleton__line news-skeleton__line--date shimmer" />
            <div className="news-skeleton__line news-skeleton__line--title shimmer" />
            <div className="news-skeleton__line shimmer" />
            <div className="news-skeleton__line shimmer" />
            <div className="news-skeleton__line news-skeleton__line--short shimmer" />
          </div>
        </div>
      ))}
    </div>
  );
}
