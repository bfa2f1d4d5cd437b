import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '#client/lib/navigate-after-paint';
import { BREAKPOINTS_PX, SCROLL_TO_TOP } from '#shared/constants';
import { publicMessages } from '#shared/messages/public.ru';
import './scroll-to-top.css';

const NARROW_QUERY = `(max-width: ${BREAKPOINTS_PX.mobileMenuMax}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Ease-in-out cubic: starts and lands softly, like the spec's "smooth" second. */
function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls the window to the top over `durationMs` with its own easing (the browser's smooth scroll
 * has no fixed duration). Any wheel, touch or key by the user stops it. Returns a cancel function.
 */
export function animateScrollToTop(durationMs: number = SCROLL_TO_TOP.animationMs): () => void {
  const start = window.scrollY;
  if (start <= 0) return () => {};
  if (window.matchMedia(REDUCED_MOTION_QUERY).matches) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => {};
  }
  let frame = 0;
  const startedAt = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    const progress = Math.min((now - startedAt) / durationMs, 1);
    window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/** Calls `fn` at most once per `waitMs`, and once more at the end of a burst so the last position counts. */
function throttle(fn: () => void, waitMs: number): (() => void) & { cancel: () => void } {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0) {
      clearTimeout(trailing);
      trailing = undefined;
      last = now;
      fn();
    } else if (!trailing) {
      trailing = setTimeout(() => {
        trailing = undefined;
        last = Date.now();
        fn();
      }, remaining);
    }
  };
  throttled.cancel = () => clearTimeout(trailing);
  return throttled;
}

/**
 * A floating 'Наверх' button on screens up to 1024 px, shown once the page has
 * scrolled more than 300 px; the scroll handler runs at most every 100 ms.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const narrow = window.matchMedia(NARROW_QUERY);
    const update = () => setVisible(narrow.matches && window.scrollY > SCROLL_TO_TOP.showAfterPx);
    // Reading scrollY makes the browser lay the page out first if anything changed. A scroll event
    // comes in the frame, and after a client navigation that frame is the new page's first: read in
    // the scroll handler, the layout ran inside the handler (22-58 ms at 4x). After the frame the
    // layout is done and the read is free; the button shows a frame later, which no one sees (after
    // an unmount, the update is a no-op: the layout's button outlives every page).
    const onScroll = throttle(() => void afterNextPaint().then(update), SCROLL_TO_TOP.scrollThrottleMs);
    // The first look waits for a frame too: read at mount, it laid the page out inside hydration's
    // effects, the load's longest task after the scripts' own evaluation.
    void afterNextPaint().then(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    narrow.addEventListener('change', update);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      narrow.removeEventListener('change', update);
    };
  }, []);

  // The animation outlives the button (it hides below 300 px); it stops when the layout unmounts.
  const cancelAnimation = useRef<() => void>(() => {});
  useEffect(() => () => cancelAnimation.current(), []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      onClick={() => {
        cancelAnimation.current();
        cancelAnimation.current = animateScrollToTop();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="icon">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{publicMessages.nav.scrollToTop}</span>
    </button>
  );
}
