import { postImageSrcSet } from '#shared/rules/images';
import { focalObjectPosition, imageSrcset } from '#shared/rules/media';
import type { NewsPost } from '#shared/schemas/post';
import type { ImageSource } from './preload-images';

/** Card photo width by layout: full width under 640 px, 40% of the card to 1023 px, 440 px above. */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 440px, (min-width: 640px) 40vw, calc(100vw - 40px)';

/**
 * The first photo of a post as the list shows it: a library photo with its WebP widths and its focal
 * point (WebP only, not a <picture> with AVIF: the list preloads exactly the file the <img> will
 * pick, see preload-images.ts); a stored one at 600 px with its 900 and 1200 px for dense screens.
 */
export function cardPhoto(post: Pick<NewsPost, 'photo' | 'photoLarge' | 'picture'>): ImageSource | null {
  if (!post.photo) return null;
  if (post.picture) {
    return {
      src: post.photo,
      srcSet: imageSrcset(post.picture, 'webp'),
      sizes: CARD_PHOTO_SIZES,
      position: focalObjectPosition(post.picture.focal),
    };
  }
  const srcSet = post.photoLarge ? postImageSrcSet(post.photoLarge) : undefined;
  return { src: post.photo, ...(srcSet ? { srcSet, sizes: CARD_PHOTO_SIZES } : {}) };
}

/** The large image the viewer opens. */
export function largePhoto(post: Pick<NewsPost, 'photoLarge'>): string | null {
  return post.photoLarge;
}
