import { useEffect } from 'react';
import { afterNextPaint } from './navigate-after-paint';

/**
 * While `locked`, the page behind an overlay (the open phone menu, a photo, the store's quick view)
 * does not scroll. The lock is put on after the frame that shows the overlay: measuring the
 * scrollbar (`clientWidth`) right after the overlay appeared forced a layout of the whole page
 * inside the tap's task (85-130 ms of the menu's tap at 4x slowdown, docs/decisions/phone-speed.md),
 * and a frame later the layout is clean, so the measurement is free. One frame of scroll is all a
 * visitor could get in between.
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
      unlock = () => {
        body.style.overflow = previous.overflow;
        body.style.paddingRight = previous.paddingRight;
      };
    });
    return () => {
      cancelled = true;
      unlock?.();
    };
  }, [locked]);
}
