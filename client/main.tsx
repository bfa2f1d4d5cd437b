// Must stay the first import: React Fast Refresh needs its preamble in dev (empty in production builds).
import '@vitejs/plugin-react/preamble';
import { markInlinedStylesheets } from './lib/inline-css';
import { nextTask } from './lib/next-task';

// Before the first lazy import below: Vite's preload helper reads these markers.
markInlinedStylesheets();

// The app starts in stages. Evaluating a script's modules is one task the browser cannot split, and
// React, the router, data loading and the app's shell evaluated together were one task of 110-150 ms
// on a phone at 4x slowdown. Each stage is its own file (vite.config.ts groups them), preloaded with
// the page (server/render/route-assets.ts), and evaluated in a task of its own; a tap between stages
// is answered at once (docs/decisions/phone-speed.md).
// (Each stage names one export it is known by: importing a whole library's namespace would keep every
// export of it in the bundle.) The server preloads everything this file imports lazily on every page:
// import nothing else lazily here.
await nextTask();
const { hydrateRoot: _react } = await import('react-dom/client');
await nextTask();
const { createRouter: _router } = await import('@tanstack/react-router');
await nextTask();
const { QueryClient: _query } = await import('@tanstack/react-query');
await nextTask();
const { startApp } = await import('./start-app');
await startApp();
