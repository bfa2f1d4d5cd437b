import { REVEAL_ON_SCROLL } from '#shared/constants';

/**
 * One IntersectionObserver for every [data-reveal] block. CSS fades every block in from the first
 * paint, so what the visitor sees first never waits for scripts. The observer's first report on a
 * block decides the rest: a block that is at least partly on screen keeps its fade and is marked
 * data-revealed at once; a block wholly off screen is armed (data-reveal-armed: hidden again, which
 * nobody sees) and revealed once at least 10% of it is in view (or, for blocks taller than the
 * screen, once it fills a quarter of it), then forgotten.
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
        const target = entry.target;
        const firstReport = !target.hasAttribute('data-reveal-armed');
        if (firstReport && entry.isIntersecting) {
          reveal(target);
          continue;
        }
        if (firstReport) {
          target.setAttribute('data-reveal-armed', '');
          continue;
        }
        const fillsScreen = entry.intersectionRect.height >= window.innerHeight * 0.25;
        if (entry.isIntersecting && (entry.intersectionRatio >= REVEAL_ON_SCROLL.visibleThreshold || fillsScreen)) reveal(target);
      }
    },
    { threshold: [0, REVEAL_ON_SCROLL.visibleThreshold, 0.25] },
  );
  observer.observe(element);
  return () => observer?.unobserve(element);
}
