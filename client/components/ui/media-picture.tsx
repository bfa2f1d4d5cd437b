import type { ImgHTMLAttributes } from 'react';
import { focalObjectPosition, imageSrc, imageSrcset } from '#shared/rules/media';
import type { ResolvedImage } from '#shared/schemas/media';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'sizes'> {
  image: ResolvedImage;
  /** The layout's `sizes`: how wide the picture is drawn at each screen width. */
  sizes: string;
  /** A per-use description; the library's alt text otherwise. Empty for a decorative use. */
  alt?: string;
}

/**
 * A library photo in any layout: AVIF first (its files end at 1280 px), WebP second (up to 1920 px),
 * `src` for the rest, and the focal point as `object-position`, so whatever crop the layout's CSS
 * makes (object-fit: cover) keeps the subject in view (docs/decisions/media-library.md).
 */
export function MediaPicture({ image, sizes, alt, style, ...img }: Props) {
  // Empty for a poster (WebP only), or a photo with no width up to 1280 px (never one the library stores).
  const avif = image.webpOnly ? '' : imageSrcset(image, 'avif');
  return (
    // display: contents, so the layout's CSS sizes the <img> as if the <picture> were not there.
    <picture style={{ display: 'contents' }}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={imageSrcset(image, 'webp')} sizes={sizes} />
      <img
        src={imageSrc(image)}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        style={{ objectPosition: focalObjectPosition(image.focal), ...style }}
        {...img}
      />
    </picture>
  );
}
