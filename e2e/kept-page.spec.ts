import { expect, test, waitForHydration } from './fixtures';

/** The queries the pages' loaders fill on the server and send inside the HTML. */
const LOADER_QUERY = /\/trpc\/[^?]*\b(pages\.|settings\.get|products\.list|posts\.listPage|coaches\.list)/;

// The server keeps a rendered page until its data changes (server/render/page-cache.ts): the HTML a
// visitor gets may be hours old and still current. Its data must count as fetched on arrival, or every
// query of the page would be fetched again right after hydration (client/lib/query-client.ts).
test('a page kept for hours hydrates from the data inside it: none of it is fetched again', async ({ page }) => {
  for (const route of ['/', '/about', '/online-store']) {
    await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (LOADER_QUERY.test(request.url())) fetched.push(request.url());
    });
    await page.goto(route);
    await waitForHydration(page);
    // The page's effects after hydration (the ad's status, a map's settings) have had their turn.
    await page.waitForLoadState('networkidle');
    expect(fetched, route).toEqual([]);
    page.removeAllListeners('request');
  }
});
