import { createBrowserHistory } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { installChunkLoadGuards } from './lib/chunk-errors';
import { whenIdle } from './lib/idle';
import { navigateAfterPaint } from './lib/navigate-after-paint';
import { nextTask } from './lib/next-task';
import { holdPartsUntilFirstInput } from './lib/parts-held';
import { createBrowserLink } from './lib/trpc-browser-link';
import { createAppRouter } from './router';

/**
 * The last start-up stage (client/main.tsx loads the libraries before it): the router takes over the
 * server's dehydrated state (matches, query cache, site origin) and React hydrates the document in place.
 */
export async function startApp(): Promise<void> {
  // The browser history (its first replaceState: 7-27 ms at 4x) and the router (building the route
  // tree: 30-50 ms at 4x) were one task of 74 ms on a phone; a task each now.
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter({ link: createBrowserLink(), siteOrigin: window.location.origin, history });
  installChunkLoadGuards(router);
  navigateAfterPaint(router);
  await nextTask();

  // What is below the first screen waits for the visitor's first scroll or touch (HydrateApart).
  holdPartsUntilFirstInput();

  // The router scrolls the window to the top after every render it reports, its first included: a
  // visitor who scrolled down while a slow phone loaded the scripts was thrown back to the top when
  // hydration ended. The first render leaves the window where the visitor put it; the router resets
  // the flag itself afterwards, so later navigations scroll as before (and PageTransition too). The
  // flag is the router's own (`resetScroll` of a navigation sets it); e2e/first-layout.spec.ts
  // ('a visitor who scrolls while the page loads') catches a router upgrade that renames it.
  router._scroll.n = false;

  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one task (a slow phone would otherwise not answer a tap for a few
  // hundred ms); the server HTML is already on screen, so nothing waits for it.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });

  // Field Core Web Vitals from public pages (not the admin area), loaded only once the page has loaded
  // and the browser is idle, so the report never competes with the page for the network or the CPU.
  const reportVitalsWhenIdle = () => {
    whenIdle(() => {
      if (router.state.matches.some((match) => match.routeId.startsWith('/_admin'))) return;
      import('./lib/vitals-report').then(({ startVitalsReport }) => startVitalsReport(window.location.pathname)).catch(() => {}); // a failed download only costs the report
    }, 5000);
  };
  if (document.readyState === 'complete') reportVitalsWhenIdle();
  else window.addEventListener('load', reportVitalsWhenIdle, { once: true });
}
