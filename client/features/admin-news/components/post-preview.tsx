import { LinkedText } from '#client/components/ui/linked-text';
import { MediaPicture } from '#client/components/ui/media-picture';
import { HOME_NEWS, NEWS_HASHTAGS } from '#shared/constants';
import { adminMessages } from '#shared/messages/admin.ru';
import { formatLongDate } from '#shared/rules/dates';
import { postImageUrl } from '#shared/rules/images';
import { cleanPostText, cutText, hasHashtag, isShowablePost, isVideoPost } from '#shared/rules/news';
import type { PostAttachment } from '#shared/schemas/post';
import type { DraftPhoto } from '../post-draft';

const copy = adminMessages.adminNews;
/** The preview column is at most about 420 px wide. */
const PREVIEW_SIZES = '(min-width: 1024px) 420px, 100vw';

interface PostPreviewProps {
  title: string;
  text: string;
  /** Unix seconds, or null while the date field is not valid. */
  date: number | null;
  photoUrls: string[];
  /** Library photos (a local post); the first is the cover, drawn with its focal point. */
  photos: DraftPhoto[];
  attachments: PostAttachment[];
}

/** Why the pages would skip the post (no photo, no text, a video attachment), or null when it shows. */
function hiddenReason(post: Pick<PostPreviewProps, 'text' | 'photoUrls' | 'attachments'>): string | null {
  if (isShowablePost({ id: 0, ...post })) return null;
  if (isVideoPost(post)) return copy.hiddenVideo;
  if (post.photoUrls.length === 0) return copy.hiddenNoPhoto;
  return copy.hiddenNoText;
}

/**
 * The post as visitors will see it after text cleaning: the press-centre item (clean text with
 * links) and the home slider card (cut to 190 characters, 'Читать далее'), plus where it will appear.
 */
export function PostPreview({ title, text, date, photoUrls, photos, attachments }: PostPreviewProps) {
  const cleaned = cleanPostText(text);
  const cover = photos[0]?.image ?? null;
  const photo = photoUrls[0];
  const when = date === null ? '' : formatLongDate(date);
  // The rule only counts photos: library ones count as well as stored addresses.
  const hidden = hiddenReason({ text, photoUrls: photos.length > 0 ? photos.map(String) : photoUrls, attachments });
  const inEvents = hasHashtag(text, NEWS_HASHTAGS.events);
  const inVictories = hasHashtag(text, NEWS_HASHTAGS.victories);

  return (
    <section className="news-preview" aria-label={copy.preview}>
      <h3 className="news-preview__heading">{copy.preview}</h3>
      {hidden ? (
        <p className="news-preview__warning" role="status">
          {hidden}
        </p>
      ) : (
        (inEvents || inVictories) && (
          <ul className="admin-chips news-preview__places">
            {inEvents && <li className="admin-chip">{copy.inEvents}</li>}
            {inVictories && <li className="admin-chip">{copy.inVictories}</li>}
          </ul>
        )
      )}

      <p className="news-preview__label">{copy.previewPress}</p>
      <article className="news-preview__press" data-testid="preview-press">
        {cover ? (
          <MediaPicture className="news-preview__press-photo" image={cover} sizes={PREVIEW_SIZES} alt="" />
        ) : (
          photo && (
            <img className="news-preview__press-photo" src={postImageUrl(photo, 'small')} alt="" width={600} height={400} />
          )
        )}
        <div className="news-preview__press-body">
          {when && <p className="news-preview__date">{when}</p>}
          {title.trim() && <h4 className="news-preview__title">{title.trim()}</h4>}
          <p className="news-preview__text">{cleaned === '' ? copy.previewEmptyText : <LinkedText text={cleaned} />}</p>
        </div>
      </article>

      <p className="news-preview__label">{copy.previewHome}</p>
      <article className="news-preview__card" data-testid="preview-card">
        <div className="news-preview__card-media">
          {cover ? (
            <MediaPicture image={cover} sizes={PREVIEW_SIZES} alt="" />
          ) : (
            photo && <img src={postImageUrl(photo, 'small')} alt="" width={640} height={400} />
          )}
        </div>
        <div className="news-preview__card-body">
          {when && <p className="news-preview__date">{when}</p>}
          {title.trim() && <h4 className="news-preview__card-title">{title.trim()}</h4>}
          <p className="news-preview__card-text">
            {cleaned === '' ? copy.previewEmptyText : cutText(cleaned, HOME_NEWS.textCutLength)}
          </p>
          <span className="news-preview__more">{adminMessages.home.readMore} →</span>
        </div>
      </article>
    </section>
  );
}
