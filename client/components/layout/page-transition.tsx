import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Spec 2.1: pages fade in over 200 ms (CSS, .page--enter) and the window scrolls to the top on every
 * path change. The first page is not faded: it is server-rendered and must show before any script.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const firstPathname = useRef<string | null>(pathname);
  const isFirstPage = firstPathname.current === pathname;

  useEffect(() => {
    if (firstPathname.current === pathname) return;
    firstPathname.current = null;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <div key={pathname} className={isFirstPage ? 'page' : 'page page--enter'}>
      {children}
    </div>
  );
}
