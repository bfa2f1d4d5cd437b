import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Whether the element has come within `marginPx` below the screen (it stays true from then on), with
 * a way to say so earlier (a visitor touching the element's controls). Sliders wait for it before
 * fetching Swiper; without IntersectionObserver it is true at once.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>, marginPx: number): [near: boolean, bringNear: () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `0px 0px ${marginPx}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  // Stable, so a handle or an effect that holds it need not change on every render.
  const bringNear = useCallback(() => setNear(true), []);
  return [near, bringNear];
}
