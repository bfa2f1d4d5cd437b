import { postImageSrcSet, postImageUrl } from '../../../shared/rules/images';
import type { Post } from '../../../shared/schemas/post';
import type { ImageSource } from './preload-images';

/** Card photo width by layout: full width under 640 px, 40% of the card to 1023 px, 440 px above. */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 440px, (min-width: 640px) 40vw, calc(100vw - 40px)';

/** The first photo of a post as the list shows it (small width, srcset for dense screens). */
export function cardPhoto(post: Pick<Post, 'photoUrls'>): ImageSource | null {
  const url = post.photoUrls[0];
  if (!url) return null;
  const srcSet = postImageSrcSet(url);
  return { src: postImageUrl(url, 'small'), ...(srcSet ? { srcSet, sizes: CARD_PHOTO_SIZES } : {}) };
}

/** The large image the viewer opens. */
export function largePhoto(post: Pick<Post, 'photoUrls'>): string | null {
  const url = post.photoUrls[0];
  return url ? postImageUrl(url, 'large') : null;
}
