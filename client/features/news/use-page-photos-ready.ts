import { useEffect, useState } from 'react';
import type { NewsPost } from '#shared/schemas/post';
import { cardPhoto } from './post-photo';
import { preloadImages } from './preload-images';
import { useHydrating } from './use-hydrating';

export type PagePhotosState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * A news page shows once its posts' first photos have loaded, and a failed one shows the error view.
 * With server rendering (docs/decisions/news-loading.md): the page the server rendered is
 * shown at once and its first photos are still checked after hydration (a failure switches to the
 * error view); a page shown by a client-side render (page change, navigation into the list) is
 * 'loading' (the skeleton) until the first photo of each of its posts has loaded.
 */
export function usePagePhotosReady(posts: readonly NewsPost[]): PagePhotosState {
  const key = posts.map((post) => `${post.id}:${post.photo ?? ''}`).join('|');
  const hydrating = useHydrating();
  const [readyKey, setReadyKey] = useState<string | null>(() => (hydrating ? key : null));
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the posts' photos
  useEffect(() => {
    let current = true;
    const sources = posts.flatMap((post) => cardPhoto(post) ?? []);
    preloadImages(sources).then(
      () => {
        if (current) setReadyKey(key);
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (failure !== null) return { status: 'error', message: failure };
  return readyKey === key ? { status: 'ready' } : { status: 'loading' };
}
