/**
 * News photos stored by the server (synced from VK or uploaded in the admin) exist in two widths:
 * `/uploads/post/<name>-1200.webp` (the address kept in photoUrls, for the modal) and its
 * `-600.webp` sibling (cards and the home slider). Any other address is used as it is.
 */
export const POST_IMAGE_WIDTHS = { large: 1200, small: 600 } as const;
export type PostImageSize = keyof typeof POST_IMAGE_WIDTHS;

const STORED_RE = /^(\/uploads\/post\/[A-Za-z0-9_-]+)-(1200|600)\.webp$/;

/** True for an address of a stored photo that has both widths. */
export function isStoredPostImage(url: string): boolean {
  return STORED_RE.test(url);
}

/** The address of a stored photo at the given width; other addresses come back unchanged. */
export function postImageUrl(url: string, size: PostImageSize): string {
  const match = STORED_RE.exec(url);
  return match ? `${match[1]}-${POST_IMAGE_WIDTHS[size]}.webp` : url;
}

/** A `srcset` for a stored photo ('… 600w, … 1200w'), or undefined for any other address. */
export function postImageSrcSet(url: string): string | undefined {
  if (!isStoredPostImage(url)) return undefined;
  return `${postImageUrl(url, 'small')} ${POST_IMAGE_WIDTHS.small}w, ${postImageUrl(url, 'large')} ${POST_IMAGE_WIDTHS.large}w`;
}

/**
 * Product and ad pictures uploaded in the admin are stored as WebP at these widths (the longest
 * side at most 1600 px): `/uploads/<product|ad>/<name>-1600.webp` is the address kept, its
 * `-800` and `-400` siblings serve smaller screens. Older uploads and GIF animations keep one address.
 */
export const UPLOAD_IMAGE_WIDTHS = [400, 800, 1600] as const;
export const UPLOAD_IMAGE_MAX_SIDE = 1600;

const UPLOAD_RE = /^(\/uploads\/(?:product|ad)\/[A-Za-z0-9_-]+)-1600\.webp$/;

/** A `srcset` for a resized product or ad picture, or undefined for any other address. */
export function uploadImageSrcSet(url: string): string | undefined {
  const match = UPLOAD_RE.exec(url);
  if (!match) return undefined;
  return UPLOAD_IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}

/** Every stored file behind a product or ad picture address (all widths of a resized one). */
export function uploadImageFiles(url: string): string[] {
  const match = UPLOAD_RE.exec(url);
  return match ? UPLOAD_IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp`) : [url];
}
