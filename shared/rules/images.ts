/**
 * News photos stored by the server (synced from VK, uploaded in the admin, or drawn by the demo seed)
 * exist in three widths: `/uploads/post/<name>-1200.webp` (the address kept in photoUrls, for the
 * modal), its `-900.webp` sibling (cards on phones: a 412 px screen at DPR 1.75 needs about 650 px)
 * and its `-600.webp` sibling (cards on 1x screens, the home slider, the admin's thumbnails).
 * Any other address is used as it is.
 */
export const POST_IMAGE_WIDTHS = { large: 1200, medium: 900, small: 600 } as const;
export type PostImageSize = keyof typeof POST_IMAGE_WIDTHS;

/** The sizes, narrowest first (the order of a srcset). */
const SIZES_BY_WIDTH = (Object.keys(POST_IMAGE_WIDTHS) as PostImageSize[]).sort(
  (a, b) => POST_IMAGE_WIDTHS[a] - POST_IMAGE_WIDTHS[b],
);
const WIDTH_ALTERNATIVES = SIZES_BY_WIDTH.map((size) => POST_IMAGE_WIDTHS[size]).join('|');
const STORED_RE = new RegExp(`^(/uploads/post/[A-Za-z0-9_-]+)-(${WIDTH_ALTERNATIVES})\\.webp$`);

/** True for an address of a stored photo at any of its widths. */
export function isStoredPostImage(url: string): boolean {
  return STORED_RE.test(url);
}

/** The width an address of a stored photo names, or null for any other address. */
export function postImageSizeOf(url: string): PostImageSize | null {
  const match = STORED_RE.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  return SIZES_BY_WIDTH.find((size) => POST_IMAGE_WIDTHS[size] === width) ?? null;
}

/** The address of a stored photo at the given width; other addresses come back unchanged. */
export function postImageUrl(url: string, size: PostImageSize): string {
  const match = STORED_RE.exec(url);
  return match ? `${match[1]}-${POST_IMAGE_WIDTHS[size]}.webp` : url;
}

/** A `srcset` for a stored photo ('… 600w, … 900w, … 1200w'), or undefined for any other address. */
export function postImageSrcSet(url: string): string | undefined {
  if (!isStoredPostImage(url)) return undefined;
  return SIZES_BY_WIDTH.map((size) => `${postImageUrl(url, size)} ${POST_IMAGE_WIDTHS[size]}w`).join(', ');
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
