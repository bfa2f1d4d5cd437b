import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { publicMessages } from '#shared/messages/public.ru';
import { mediaFileUrl } from '#shared/rules/media';
import { AppErrorPage } from '../components/layout/app-error-page';
import { FIRST_SCREEN_END_ID } from '../components/layout/first-screen-end';
import { NotFoundPage } from '../components/layout/not-found-page';
import { PageTransition } from '../components/layout/page-transition';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { AppToaster } from '../components/ui/app-toaster';
import { HydrateApart } from '../components/ui/hydrate-apart';
import { ScrollToTop } from '../components/ui/scroll-to-top';
import { AdPopupGate } from '../features/ad/ad-popup-gate';
import { AnalyticsGate } from '../features/analytics/analytics-gate';
import { clubStructuredData } from '../lib/club-structured-data';
import { cachedPublishedPage } from '../lib/use-published-page';
import { useSiteSettings } from '../lib/use-site-settings';
import type { RouterContext } from '../router';
import '../styles/tokens.css';
import '../styles/base.css';
// Not with fading-backdrop.tsx: the dialogs' fades must be in the page's inline CSS before the tap (that file's comment).
import '../components/ui/fading-backdrop.css';
import '../components/layout/layout.css';

/** Without JavaScript nothing would reveal the scroll-animated blocks: show them as they are. */
const noScriptCss = '[data-reveal]{opacity:1!important;transform:none!important}';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The logo and favicon page is prefetched, not ensured: without it the built-in emblem shows.
  loader: async ({ context }) => {
    await Promise.all([context.trpc.settings.get.ensureData(), context.trpc.pages.published.prefetch({ key: 'brand' })]);
  },
  head: ({ match, matches }) => {
    const settings = match.context.trpc.settings.get.getData();
    const favicon = cachedPublishedPage(match.context.trpc, 'brand')?.favicon;
    // Only the root matched (no page has this path), or a page's loader reported not found.
    const notFound = matches.length === 1 || matches.some((each) => each.status === 'notFound');
    const clubName = settings?.clubName ?? '';
    const inAdmin = matches.some((each) => each.routeId.startsWith('/_admin'));
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0b0f1a' },
        { name: 'format-detection', content: 'telephone=no' },
        ...(clubName
          ? [
              { title: notFound ? `${publicMessages.errors.notFound} — ${clubName}` : clubName },
              { property: 'og:site_name', content: clubName },
            ]
          : []),
        // A page that is not there still says what happened to a link preview or a reader's browser;
        // it is kept out of the index (a 404 status and noindex), as a missing page should be.
        ...(notFound
          ? [
              { name: 'description', content: publicMessages.site.notFoundText },
              { name: 'robots', content: 'noindex' },
            ]
          : []),
        { property: 'og:locale', content: 'ru_RU' },
        // The club as schema.org data on every public page (admin pages and the 404 page are not indexed).
        // For the crawlers that read the server's HTML: no page's script carries it (see `links`).
        ...(import.meta.env.SSR && settings && !notFound && !inAdmin
          ? [{ 'script:ld+json': clubStructuredData(settings, match.context.siteOrigin) }]
          : []),
      ],
      links: [
        favicon
          ? // The narrowest stored width: a tab icon is drawn at 16–32 px.
            { rel: 'icon', href: mediaFileUrl(favicon.stem, Math.min(...favicon.widths), 'webp'), type: 'image/webp' }
          : { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        { rel: 'manifest', href: '/site.webmanifest' },
        // Nothing is drawn before the first screen is parsed: half of it drawn jumps when the rest comes.
        // Only the server's HTML has it (it acts while the document is parsed, never after), so no
        // page's script carries it. React 19's hydration skips head elements the client does not
        // render, and leaves them in place.
        ...(import.meta.env.SSR && !inAdmin ? [{ rel: 'expect', href: `#${FIRST_SCREEN_END_ID}`, blocking: 'render' }] : []),
      ],
    };
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppErrorPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <HeadContent />
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const settings = useSiteSettings();
  return (
    <>
      <a href="#main" className="skip-link">
        {publicMessages.site.skipToContent}
      </a>
      <SiteHeader settings={settings} />
      <main id="main" className="site-main">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      {/* Below every page's first screen, and forty links: hydrated after the page (HydrateApart). */}
      <HydrateApart>
        <SiteFooter settings={settings} />
      </HydrateApart>
      <ScrollToTop />
      <AdPopupGate />
      <AnalyticsGate />
      <AppToaster />
    </>
  );
}
