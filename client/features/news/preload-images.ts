import { newsMessages } from '#shared/messages/screens/news.ru';

export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** The focal point's object-position (a library photo); not needed to load it. */
  position?: string;
}

/** The address the browser picked, as a site path when it is on this site. */
function pickedAddress(image: HTMLImageElement, fallback: string): string {
  const picked = image.currentSrc || fallback;
  try {
    const url = new URL(picked, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return picked;
  }
}

/**
 * Loads an image into the browser's cache with the same srcset/sizes as the <img> that will show it,
 * so the file the page then displays is the one that was checked. Rejects with the spec's
 * 'Не удалось загрузить изображение: {url}'.
 */
export function preloadImage({ src, srcSet, sizes }: ImageSource): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(newsMessages.imageLoadFailed(pickedAddress(image, src))));
    if (sizes) image.sizes = sizes;
    if (srcSet) image.srcset = srcSet;
    image.src = src;
  });
}

/**
 * Loading ends when every image has loaded. All are requested at once; the first failure
 * in list order rejects (so the message does not depend on which request lost the race).
 */
export async function preloadImages(sources: readonly ImageSource[]): Promise<void> {
  const results = await Promise.allSettled(sources.map(preloadImage));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
