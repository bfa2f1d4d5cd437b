import { LinkedText } from '#client/components/ui/linked-text';
import { PostDate } from '#client/components/ui/post-date';
import { newsMessages } from '#shared/messages/screens/news.ru';
import { formatDay } from '#shared/rules/dates';
import type { NewsPost } from '#shared/schemas/post';
import { cardPhoto } from './post-photo';

interface NewsItemProps {
  post: NewsPost;
  /**
   * The first item of the page is above the fold: its photo is fetched first. The others' are of low
   * priority, so React does not preload them in the head beside it (/events' largest paint waited for
   * five photos). None is lazy: the page waits for every first photo anyway.
   */
  eager: boolean;
  onOpenPhoto: (post: NewsPost, trigger: HTMLButtonElement) => void;
  /** Fetches the viewer's code before the first click. */
  onPhotoIntent: () => void;
}

/** One post of the press centre or the events list: first photo, date, title, the cleaned text with links. */
export function NewsItem({ post, eager, onOpenPhoto, onPhotoIntent }: NewsItemProps) {
  const photo = cardPhoto(post);
  const title = post.title || formatDay(post.day);
  return (
    <article className="news-item">
      {photo && (
        <button
          type="button"
          className="news-item__photo"
          aria-label={newsMessages.openImageOf(title)}
          aria-haspopup="dialog"
          onClick={(event) => onOpenPhoto(post, event.currentTarget)}
          onPointerEnter={onPhotoIntent}
          onFocus={onPhotoIntent}
        >
          <img
            className="news-item__image"
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.sizes}
            alt={post.picture?.alt || newsMessages.photoAlt(title)}
            style={photo.position ? { objectPosition: photo.position } : undefined}
            width={600}
            height={400}
            fetchPriority={eager ? 'high' : 'low'}
            decoding={eager ? undefined : 'async'}
          />
          <span className="news-item__zoom" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="icon" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4M11 8v6M8 11h6" strokeLinecap="round" />
            </svg>
          </span>
        </button>
      )}
      <div className="news-item__body" data-content>
        <PostDate date={post.date} day={post.day} />
        {post.title && <h2 className="news-item__title">{post.title}</h2>}
        <p className="news-item__text">
          <LinkedText text={post.text} linkClassName="news-item__link" />
        </p>
      </div>
    </article>
  );
}
