// Must stay the first import: React Fast Refresh needs its preamble in dev (empty in production builds).
import '@vitejs/plugin-react/preamble';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { installChunkLoadGuards } from './lib/chunk-errors';
import { createBrowserLink } from './lib/trpc-browser-link';
import { createAppRouter } from './router';

// The server rendered the whole document; the router takes over its dehydrated state (matches,
// query cache, site origin) and React hydrates it in place.
const router = createAppRouter({ link: createBrowserLink(), siteOrigin: window.location.origin });
installChunkLoadGuards(router);

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
