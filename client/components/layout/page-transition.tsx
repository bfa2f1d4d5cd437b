import { useLocation, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';

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
    <div key={pathname} className={isFirstPage ? 'page' : 'page page--enter'}>
      {children}
    </div>
  );
}
