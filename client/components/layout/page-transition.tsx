import { useLocation, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';

/**
 * Pages fade in over 200 ms (CSS, .page--enter) and the window scrolls to the top on every
 * path change. The first page is not faded: it is server-rendered and must show before any script.
 * The scroll waits for the resolved location (the new page rendered): scrolling when navigation only
 * starts would leave the old, taller page on screen, and the browser may keep an offset once it swaps.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const resolvedPathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? null });
  const firstPathname = useRef<string | null>(pathname);
  const isFirstPage = firstPathname.current === pathname;
  const lastScrolledFor = useRef<string | null>(resolvedPathname);

  useEffect(() => {
    if (firstPathname.current !== pathname) firstPathname.current = null;
  }, [pathname]);

  useEffect(() => {
    if (resolvedPathname === null || lastScrolledFor.current === resolvedPathname) return;
    const isInitial = lastScrolledFor.current === null;
    lastScrolledFor.current = resolvedPathname;
    if (!isInitial) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [resolvedPathname]);

  return (
    <PageBody key={pathname} isFirstPage={isFirstPage}>
      {children}
    </PageBody>
  );
}

/**
 * A new page's content is rendered in a background render of its own, after the commit that swaps the pages.
 * The router's new state reaches React through useSyncExternalStore, which React renders in one
 * synchronous task: with the page inside it, a tap on a link became one 100-150 ms task at 4x
 * (creating every element of the new page) on top of the old page's removal and the shell's links.
 * A background (deferred) render is made in 5 ms slices, so the page's elements are made between frames and only
 * the commit inserts them. Nothing is lost to the eye: the new page fades in from transparent, and the
 * fade starts when its content is there (the class comes with it); until then the empty page keeps a
 * screen's height so the footer does not jump up for a frame. The first, server-rendered page is
 * hydrated as it is.
 */
function PageBody({ isFirstPage, children }: { isFirstPage: boolean; children: ReactNode }) {
  // False on a new page's first render, true in a background render right after (React's deferred
  // value with an initial one); the server-rendered page starts true.
  const shown = useDeferredValue(true, isFirstPage);
  useEffect(() => {
    // A link to an anchor: the router looked for it before the content existed.
    if (shown && !isFirstPage && location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [shown, isFirstPage]);
  return (
    <div className={isFirstPage ? 'page' : shown ? 'page page--enter' : 'page page--pending'}>{shown ? children : null}</div>
  );
}
