import { useId, useMemo, useState } from 'react';
import { MediaPicture } from '#client/components/ui/media-picture';
import { adminMessages } from '#shared/messages/admin.ru';
import { formatLongDate } from '#shared/rules/dates';
import { postImageUrl } from '#shared/rules/images';
import { isShowablePost } from '#shared/rules/news';
import type { AdminPost } from '#shared/schemas/post';

const copy = adminMessages.adminNews;

interface PostListProps {
  posts: AdminPost[];
  selectedId: number | null;
  onSelect: (post: AdminPost) => void;
}

const fold = (value: string) => value.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');

/** Every post, newest first, with where it came from and whether the pages show it; searchable by text. */
export function PostList({ posts, selectedId, onSelect }: PostListProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => {
    const needle = fold(query.trim());
    return needle ? posts.filter((post) => fold(`${post.title}\n${post.text}`).includes(needle)) : posts;
  }, [posts, query]);

  return (
    <div className="news-list">
      <div className="admin-field news-list__search">
        <label className="admin-field__label" htmlFor={searchId}>
          {copy.search}
        </label>
        <input
          id={searchId}
          type="search"
          className="admin-input"
          placeholder={copy.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="news-list__empty">{posts.length === 0 ? copy.empty : copy.nothingFound}</p>
      ) : (
        <ul className="news-list__items">
          {shown.map((post) => {
            const photo = post.photoUrls[0];
            // A library photo: its smallest width, not the 1200 px address photoUrls holds.
            const cover = post.photos[0]?.image;
            return (
              <li key={post.id}>
                <button
                  type="button"
                  className="news-list__item"
                  aria-current={post.id === selectedId || undefined}
                  onClick={() => onSelect(post)}
                >
                  <span className="news-list__thumb">
                    {cover ? (
                      <MediaPicture image={cover} sizes="72px" alt="" loading="lazy" />
                    ) : (
                      photo && <img src={postImageUrl(photo, 'small')} alt="" width={72} height={54} loading="lazy" />
                    )}
                  </span>
                  <span className="news-list__main">
                    <span className="news-list__title">{post.title || copy.untitled}</span>
                    <span className="news-list__meta">
                      <span>{formatLongDate(post.date)}</span>
                      <span className={`news-badge news-badge--${post.source}`}>
                        {post.source === 'vk' ? copy.sourceVk : copy.sourceSite}
                      </span>
                      {post.detached && <span className="news-badge news-badge--detached">{copy.detachedBadge}</span>}
                      {!isShowablePost(post) && <span className="news-badge news-badge--hidden">{copy.hiddenBadge}</span>}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
