import type { ImgHTMLAttributes } from 'react';
import { uploadImageSrcSet } from '#shared/rules/images';
import type { ResolvedImage } from '#shared/schemas/media';
import { MediaPicture } from './media-picture';

// Its own module, so only the pages that draw a product or the ad carry it (every page loads media-picture).

interface PictureOrAddressProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> {
  /** The library picture, when the owner has one. */
  picture?: ResolvedImage | undefined;
  /** The address stored the older way (a picture the start-up step could not bring into the library). */
  src: string;
  sizes: string;
  alt: string;
}

/**
 * A product's or the ad's picture: the library's `<picture>` with its focal point, or, for an
 * address stored the older way, a plain `<img>` with that upload's widths.
 */
export function PictureOrAddress({ picture, src, sizes, alt, width, height, ...img }: PictureOrAddressProps) {
  if (picture) return <MediaPicture image={picture} sizes={sizes} alt={alt} {...img} />;
  return <img src={src} srcSet={uploadImageSrcSet(src)} sizes={sizes} alt={alt} width={width} height={height} {...img} />;
}
