import { useEffect } from 'react';
import { afterNextPaint } from './navigate-after-paint';
import { coverPage } from './page-cover';

/**
 * While `locked`, the page behind an overlay (the open phone menu, a photo, the store's quick view)
 * does not scroll. The lock is put on after the frame that shows the overlay: measuring the
 * scrollbar (`clientWidth`) right after the overlay appeared forced a layout of the whole page
 * inside the tap's task (85-130 ms of the menu's tap at 4x slowdown, docs/decisions/phone-speed.md),
 * and a frame later the layout is clean, so the measurement is free. One frame of scroll is all a
 * visitor could get in between. From the same moment the page counts as covered (page-cover.ts),
 * so its decorative motion rests under the overlay.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    let unlock: (() => void) | undefined;
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (cancelled) return;
      const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
      const uncover = coverPage();
      unlock = () => {
        body.style.overflow = previous.overflow;
        body.style.paddingRight = previous.paddingRight;
        uncover();
      };
    });
    return () => {
      cancelled = true;
      unlock?.();
    };
  }, [locked]);
}
