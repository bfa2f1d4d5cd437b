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
