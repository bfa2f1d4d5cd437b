import type { AnyRouter } from '@tanstack/react-router';

/**
 * Resolves in a task after the browser has produced its next frame (a timeout stands in where no
 * frame comes, as in a hidden tab).
 */
export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, maxWaitMs);
  });
}

/** Set on <html> from a tap on a link to another page until that page is on screen (layout.css dims the old one). */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';

/**
 * Every navigation starts after the tap's frame is painted. The router's state reaches React through
 * useSyncExternalStore, which React always renders synchronously: a tap that navigated at once
 * waited for the whole next page's render (250-330 ms on the calibrated phone, measured as INP)
 * before the browser painted anything. Now the tap's own frame shows its response (the pressed link,
 * the old page starting to fade when the path changes, a select's new value) and the render runs
 * in a task of its own. Preloading on touchstart or hover waits for the frame the same way. Browser only: the server never navigates.
 */
export function navigateAfterPaint(router: AnyRouter): () => void {
  const navigate = router.navigate;
  const preloadRoute = router.preloadRoute;
  const root = document.documentElement;
  let safety: ReturnType<typeof setTimeout> | undefined;
  router.navigate = ((options: Parameters<typeof navigate>[0]) => {
    const toAnotherPage = !options.href && router.buildLocation(options as never).pathname !== router.state.location.pathname;
    if (toAnotherPage) {
      root.setAttribute(NAVIGATING_ATTRIBUTE, '');
      // A navigation that never resolves (the network gone mid-way) must not leave the page dimmed.
      clearTimeout(safety);
      safety = setTimeout(() => root.removeAttribute(NAVIGATING_ATTRIBUTE), 10_000);
    }
    return afterNextPaint().then(() => navigate(options));
  }) as typeof navigate;
  // A link preloads its page on touchstart (defaultPreload 'intent'): matching the route, running its
  // loader and starting its code's download took the tap's pointerdown over 100 ms by itself.
  router.preloadRoute = ((options: Parameters<typeof preloadRoute>[0]) =>
    afterNextPaint().then(() => preloadRoute(options))) as typeof preloadRoute;
  // Resolved is also how a cancelled or failed navigation ends: the old page never stays dimmed.
  const unsubscribe = router.subscribe('onResolved', () => root.removeAttribute(NAVIGATING_ATTRIBUTE));
  return () => {
    router.navigate = navigate;
    router.preloadRoute = preloadRoute;
    unsubscribe();
  };
}
