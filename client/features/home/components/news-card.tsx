import { AppLink } from '#client/components/ui/app-link';
import { ArrowRightIcon } from '#client/components/ui/icons';
import { PostDate } from '#client/components/ui/post-date';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { focalObjectPosition } from '#shared/rules/media';
import type { NewsPost } from '#shared/schemas/post';

/**
 * A home-slider post: the first photo at 600 px (a library photo's 640 px WebP, its focal point kept), date, title, the cleaned text cut to 190 characters
 * (both prepared by the server, shared/rules/news.ts), 'read more'.
 */
export function NewsCard({ post }: { post: NewsPost }) {
  const photo = post.photo;
  const text = post.text;
  return (
    <article className="news-card">
      <div className="news-card__media">
        {photo && (
          <img
            className="news-card__image"
            src={photo}
            alt=""
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            style={post.picture ? { objectPosition: focalObjectPosition(post.picture.focal) } : undefined}
          />
        )}
      </div>
      <div className="news-card__body">
        <PostDate date={post.date} day={post.day} />
        {post.title && (
          <h3 className="news-card__title" data-content>
            {post.title}
          </h3>
        )}
        <p className="news-card__text" data-content>
          {text}
        </p>
        <AppLink to="/press-center" className="news-card__more">
          {homeMessages.readMore}
          <ArrowRightIcon />
        </AppLink>
      </div>
    </article>
  );
}
