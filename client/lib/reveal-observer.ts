import { REVEAL_ON_SCROLL } from '../../shared/constants';

/**
 * One IntersectionObserver for every [data-reveal] block: once a block is at least 10% in view (or,
 * for blocks taller than the screen, fills a quarter of it) it gets data-revealed and is forgotten.
 */
let observer: IntersectionObserver | undefined;

function reveal(element: Element): void {
  element.setAttribute('data-revealed', '');
  observer?.unobserve(element);
}

export function observeReveal(element: Element | null): () => void {
  if (!element) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    reveal(element);
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const fillsScreen = entry.intersectionRect.height >= window.innerHeight * 0.25;
        if (entry.isIntersecting && (entry.intersectionRatio >= REVEAL_ON_SCROLL.visibleThreshold || fillsScreen))
          reveal(entry.target);
      }
    },
    { threshold: [0, REVEAL_ON_SCROLL.visibleThreshold, 0.25] },
  );
  observer.observe(element);
  return () => observer?.unobserve(element);
}
