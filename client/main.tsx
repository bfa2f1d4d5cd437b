// Must stay the first import: React Fast Refresh needs its preamble in dev (empty in production builds).
import '@vitejs/plugin-react/preamble';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { installChunkLoadGuards } from './lib/chunk-errors';
import { whenIdle } from './lib/idle';
import { markInlinedStylesheets } from './lib/inline-css';
import { createBrowserLink } from './lib/trpc-browser-link';
import { createAppRouter } from './router';

markInlinedStylesheets();

/** Ends the current task: what follows runs in a new one, and the browser may handle a tap in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Evaluating the libraries is one task the browser cannot split. Creating the router and starting
// the hydration each get a task of their own instead of adding to it: on a phone at 4x slowdown the
// one task was 126-156 ms in Lighthouse, the libraries' own now 61-93 (docs/decisions/phone-speed.md).
await nextTask();

// The server rendered the whole document; the router takes over its dehydrated state (matches,
// query cache, site origin) and React hydrates it in place.
const router = createAppRouter({ link: createBrowserLink(), siteOrigin: window.location.origin });
installChunkLoadGuards(router);
await nextTask();

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
function reportVitalsWhenIdle(): void {
  whenIdle(() => {
    if (router.state.matches.some((match) => match.routeId.startsWith('/_admin'))) return;
    import('./lib/vitals-report').then(({ startVitalsReport }) => startVitalsReport(window.location.pathname)).catch(() => {}); // a failed download only costs the report
  }, 5000);
}
if (document.readyState === 'complete') reportVitalsWhenIdle();
else window.addEventListener('load', reportVitalsWhenIdle, { once: true });
