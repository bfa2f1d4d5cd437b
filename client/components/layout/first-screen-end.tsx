/**
 * The id the head's `<link rel="expect" blocking="render">` waits for (client/routes/__root.tsx).
 *
 * A phone on a slow network gets the page's HTML in pieces (a new connection sends about 14 KB before
 * it waits a round trip). Chromium paints whatever it has parsed, so a visitor saw half a menu spread
 * across the bar, a hero heading centred alone, a banner heading standing where its lead would push
 * it up: each then jumped as the rest arrived (layout shifts of 0.01-0.33 at 390 px). The page is
 * drawn from the moment its first screen (header, menu and banner) is all parsed.
 * docs/decisions/phone-speed.md, 'The first paint'.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * Ends the first screen and takes no space. Drawn by the page shells only (page-shell.tsx), after the
 * page's first section; `data-page-shell` tells e2e/first-layout.spec.ts the page used one.
 */
export function FirstScreenEnd({ shell }: { shell: string }) {
  return <span id={FIRST_SCREEN_END_ID} data-page-shell={shell} hidden />;
}
