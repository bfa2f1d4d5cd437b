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
 * A library photo in any layout: AVIF first, WebP second, `src` for the rest, and the focal point
 * as `object-position`, so whatever crop the layout's CSS makes (object-fit: cover) keeps the
 * subject in view (docs/decisions/media-library.md).
 */
export function MediaPicture({ image, sizes, alt, style, ...img }: Props) {
  return (
    // display: contents, so the layout's CSS sizes the <img> as if the <picture> were not there.
    <picture style={{ display: 'contents' }}>
      {image.webpOnly ? null : <source type="image/avif" srcSet={imageSrcset(image, 'avif')} sizes={sizes} />}
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
