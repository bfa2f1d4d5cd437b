import { postImageSrcSet } from '#shared/rules/images';
import type { NewsPost } from '#shared/schemas/post';
import type { ImageSource } from './preload-images';

/** Card photo width by layout: full width under 640 px, 40% of the card to 1023 px, 440 px above. */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 440px, (min-width: 640px) 40vw, calc(100vw - 40px)';

/** The first photo of a post as the list shows it (600 px, a srcset with the 900 and 1200 px ones for dense screens). */
export function cardPhoto(post: Pick<NewsPost, 'photo' | 'photoLarge'>): ImageSource | null {
  if (!post.photo) return null;
  const srcSet = post.photoLarge ? postImageSrcSet(post.photoLarge) : undefined;
  return { src: post.photo, ...(srcSet ? { srcSet, sizes: CARD_PHOTO_SIZES } : {}) };
}

/** The large image the viewer opens. */
export function largePhoto(post: Pick<NewsPost, 'photoLarge'>): string | null {
  return post.photoLarge;
}
