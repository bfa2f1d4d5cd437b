import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so it has no IntersectionObserver. This one reports what the test tells it:
 * `show(ratio)` answers every observed element as that share on screen (0 off screen). Installed
 * with vi.stubGlobal; vi.unstubAllGlobals takes it away.
 */
export function installToldIntersectionObserver(): { show: (ratio: number) => void } {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }>();
  class ToldIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [], self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ToldIntersectionObserver);
  return {
    show(ratio) {
      for (const { callback, targets, self } of [...observers]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry),
          self,
        );
      }
    },
  };
}
