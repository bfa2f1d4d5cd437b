import { type RefObject, useEffect, useRef } from 'react';
import { whenIdle } from './idle';
import { isPageCovered, onPageCoverChange } from './page-cover';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** At least this share of the banner on screen for its motion to run. */
const SHOWN_SHARE = 0.5;

/**
 * Tells a decorative banner (a looping video, the home hero's drifting lights) when its motion may
 * run: while at least half of it is on screen, no full-screen layer covers the page (page-cover.ts)
 * and the visitor has not asked for reduced motion. `onChange` gets the answer each time it changes,
 * the first time once the banner's place on screen is known; it is called outside React's render, so
 * a banner can play, pause or mark itself without re-rendering.
 *
 * Why: on a phone each frame of a moving banner is composited even when a menu covers it or only its
 * edge shows, and the frame a tap waits for is drawn after them (docs/decisions/phone-speed.md, tenth
 * pass). The motion stops at once when covered (the layer is already painted then) and comes back when
 * the browser is idle after the layer closes, so a menu link's navigation does not restart it first.
 */
export function useBannerMotion(ref: RefObject<Element | null>, onChange: (moving: boolean) => void): void {
  // The latest callback, kept after each commit (not during render), for the observer's answers.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const motion = window.matchMedia(REDUCED_MOTION);
    let shown: boolean | null = null;
    let told: boolean | null = null;
    let cancelResume: (() => void) | undefined;

    const tell = () => {
      cancelResume?.();
      cancelResume = undefined;
      if (shown === null) return;
      const moving = shown && !isPageCovered() && !motion.matches;
      if (moving === told) return;
      told = moving;
      latest.current(moving);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        shown = entry.isIntersecting && entry.intersectionRatio >= SHOWN_SHARE;
        tell();
      },
      { threshold: [0, SHOWN_SHARE] },
    );
    observer.observe(element);
    const stopListening = onPageCoverChange(() => {
      if (isPageCovered()) tell();
      else {
        cancelResume?.();
        cancelResume = whenIdle(tell);
      }
    });
    motion.addEventListener('change', tell);
    return () => {
      observer.disconnect();
      stopListening();
      motion.removeEventListener('change', tell);
      cancelResume?.();
    };
  }, [ref]);
}
