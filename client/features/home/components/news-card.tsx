import { HOME_NEWS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages.ru';
import { formatLongDate } from '../../../../shared/rules/dates';
import { cleanPostText, cutText } from '../../../../shared/rules/news';
import type { Post } from '../../../../shared/schemas/post';
import { AppLink } from '../../../components/ui/app-link';
import { ArrowRightIcon, CalendarIcon } from '../../../components/ui/icons';

/** A home-slider post: first photo, date, title, the cleaned text cut to 190 characters, 'read more'. */
export function NewsCard({ post }: { post: Post }) {
  const photo = post.photoUrls[0];
  const text = cutText(cleanPostText(post.text), HOME_NEWS.textCutLength);
  return (
    <article className="news-card">
      <div className="news-card__media">
        {photo && (
          <img className="news-card__image" src={photo} alt="" width={640} height={400} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="news-card__body">
        <time className="news-card__date" dateTime={new Date(post.date * 1000).toISOString()}>
          <CalendarIcon />
          {formatLongDate(post.date)}
        </time>
        {post.title && <h3 className="news-card__title">{post.title}</h3>}
        <p className="news-card__text">{text}</p>
        <AppLink to="/press-center" className="news-card__more">
          {messages.home.readMore}
          <ArrowRightIcon />
        </AppLink>
      </div>
    </article>
  );
}
