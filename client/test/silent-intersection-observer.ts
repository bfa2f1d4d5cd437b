/**
 * jsdom has no IntersectionObserver. This one never reports, so code that waits for a section to come
 * into view (Swiper, reveals) stays idle and a test reads what the server would send.
 */
export function installSilentIntersectionObserver(): void {
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
    root = null;
    rootMargin = '';
    thresholds = [];
  } as unknown as typeof IntersectionObserver;
}
