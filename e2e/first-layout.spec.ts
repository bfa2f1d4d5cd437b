import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { FIRST_SCREEN_END_ID } from '#client/components/layout/first-screen-end';
import { sitePages } from '#shared/pages/registry';
import { SITEMAP_ROUTES } from '#shared/public-routes';
import { expect, expectHydratedInPlace, test, waitForHydration } from './fixtures';

/** Whether the browser has drawn the element: false while a `content-visibility: auto` ancestor skips it. */
function isRendered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (selector) => document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
    selector,
  );
}

/** Layout shifts the visitor did not cause, summed as CLS sums them. */
function watchLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    type Shift = { value: number; at: number; scrollY: number; sources: string[] };
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const nameOf = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node);
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          scrollY: Math.round(window.scrollY),
          sources: entry.sources.map(
            (source) => `${nameOf(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Scrolls the page through as a visitor does, a part of a screen at a time, checking that each of
 * `parts` is drawn whenever it is in the window (it is skipped again once far above it), that every
 * one was seen, and that nothing shifted.
 */
async function scrollThrough(page: Page, parts: string[]): Promise<void> {
  const seen = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let scrolled = 0; scrolled < height; scrolled += 400) {
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const inWindow = await page.evaluate(
      (parts) =>
        parts
          .filter((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
          })
          .map((selector) => ({
            selector,
            drawn: document.querySelector(`${selector} > *`)?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
          })),
      parts,
    );
    for (const part of inWindow) {
      expect(part.drawn, `${part.selector} in the window at ${scrolled + 400} px`).toBe(true);
      seen.add(part.selector);
    }
  }
  expect([...seen].sort()).toEqual([...parts].sort());
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number }> }).layoutShifts);
  // The message lists each shift's elements and rectangles, so a failure says what moved.
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts, null, 1),
  ).toBeLessThan(0.001);
}

// docs/decisions/phone-speed.md, 'The first paint': what is below the first screen is left out of the
// load's first layout and drawn as the visitor comes near it.
test.describe('parts below the first screen', () => {
  test('the footer and home’s lower sections are drawn when they come near the screen, with no layout shift', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    await expectHydratedInPlace(page);
    // The browser draws what is within about a screen of the window; the merchandise is that close
    // on a phone. The contacts and the footer are further down on both.
    expect(await isRendered(page, '.site-footer__grid')).toBe(false);
    expect(await isRendered(page, '.contacts-section h2')).toBe(false);
    // Skipped, not hidden: the footer's links are still in the page for a screen reader.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Цены' })).toHaveCount(1);

    await scrollThrough(page, ['.news-section', '.merch-section', '.contacts-section', '.site-footer']);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Цены' })).toBeInViewport();
  });

  test('/about’s quotes and gallery are drawn when they come near the screen, with no layout shift', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/about');
    await expectHydratedInPlace(page);
    expect(await isRendered(page, '.gallery > *')).toBe(false);
    await scrollThrough(page, ['.about-quotes', '.gallery', '.site-footer']);
  });

  test('a footer link reached by the keyboard is drawn and focused', async ({ page }) => {
    await page.goto('/price');
    await expectHydratedInPlace(page);
    expect(await isRendered(page, '.site-footer__grid')).toBe(false);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Афиша' });
    await link.focus();
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    expect(await isRendered(page, '.site-footer__grid')).toBe(true);
  });
});

test.describe('a visitor who scrolls while the page loads', () => {
  test('stays where they scrolled when the scripts arrive and hydrate the page', async ({ page }) => {
    // The last start-up stage (the router and hydration) is held until the visitor has scrolled.
    let scrolled: () => void = () => {};
    const visitorScrolled = new Promise<void>((resolve) => {
      scrolled = resolve;
    });
    await page.route(/\/static\/js\/start-app-[^/]*\.js$/, async (route) => {
      await visitorScrolled;
      await route.continue();
    });
    await page.goto('/boxing', { waitUntil: 'domcontentloaded' });
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const before = await page.evaluate(() => window.scrollY);
    scrolled();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('nothing moves by itself', () => {
  test('home’s sliders keep their height and their arrows’ places when Swiper takes over', async ({ page }) => {
    await page.goto('/');
    await expectHydratedInPlace(page);
    // Layout boxes, not the screen's: the sections' reveal animation moves them by a transform.
    const boxes = () =>
      page.$$eval('.carousel', (carousels) =>
        carousels.map((carousel) => ({
          slider: (carousel.querySelector('.carousel__swiper') as HTMLElement).offsetHeight,
          arrows: [...carousel.querySelectorAll<HTMLElement>('.carousel__arrow')].map((arrow) => arrow.offsetLeft),
          dots: carousel.querySelectorAll('.carousel__dot').length,
        })),
      );
    const before = await boxes();
    expect(before.map((slider) => slider.dots)).toEqual([0, 0]);
    for (const carousel of await page.locator('.carousel').all()) await carousel.hover();
    await expect(page.locator('.carousel__swiper.swiper-initialized')).toHaveCount(2);
    const after = await boxes();
    expect(after.every((slider) => slider.dots > 1)).toBe(true);
    expect(after.map(({ slider, arrows }) => ({ slider, arrows }))).toEqual(
      before.map(({ slider, arrows }) => ({ slider, arrows })),
    );
  });

  // Issue 27's CLS ≤ 0.02 on every route, held tighter: a visitor scrolling any public page through
  // sees nothing move that they did not move (pictures, sliders and maps starting as they come near).
  for (const route of SITEMAP_ROUTES) {
    test(`${route}: nothing shifts while the page is scrolled through`, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(route);
      await expectHydratedInPlace(page);
      await scrollThrough(page, []);
    });
  }
});

/**
 * Serves the site through a local stand-in for a slow network: each page's HTML is sent up to the
 * first occurrence of `cutBefore`, and the rest 500 ms later, as a phone's new connection sends a
 * page in round trips. Everything else passes through whole.
 */
async function serveHtmlInTwoPieces(upstream: string, cutBefore: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { accept: request.headers.accept ?? '*/*', cookie: request.headers.cookie ?? '' },
    });
    const passed = [...answer.headers].filter(
      ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
    );
    response.writeHead(answer.status, Object.fromEntries(passed));
    const body = Buffer.from(await answer.arrayBuffer());
    const cut = body.indexOf(cutBefore);
    if (!(answer.headers.get('content-type') ?? '').includes('text/html') || cut < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), 500);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

// docs/decisions/phone-speed.md, 'The first paint': the head's <link rel="expect" blocking="render">.
test.describe('a page whose HTML arrives in pieces', () => {
  test('every public page, the 404 page and the login draw in a page shell, which ends their first screen with the marker the head waits for', async ({
    request,
  }) => {
    const pages = new Set([
      ...SITEMAP_ROUTES,
      ...sitePages.places.map((page) => page.route),
      '/no-such-page',
      '/authorization-account',
    ]);
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      expect(html, route).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`);
      // Once, and inside <main>: after the header and the page's first section.
      expect(html.split(`id="${FIRST_SCREEN_END_ID}"`).length - 1, route).toBe(1);
      expect(html.indexOf(`id="${FIRST_SCREEN_END_ID}"`), route).toBeGreaterThan(html.indexOf('<main'));
      // Drawn by a shell (client/components/layout/page-shell.tsx), which also decides what hydrates apart.
      expect(html, `${route} draws outside a page shell`).toMatch(
        new RegExp(`id="${FIRST_SCREEN_END_ID}" data-page-shell="(apart|parts|with-page)"`),
      );
    }
  });

  const cuts = [
    { route: '/', cutBefore: 'href="/schedule"', what: 'the menu' },
    { route: '/', cutBefore: 'class="hero__tagline"', what: 'the hero' },
    { route: '/boxing', cutBefore: 'class="page-banner__lead"', what: 'the banner' },
    // Drawn once the banner is parsed: nothing in it may depend on what comes after it.
    { route: '/privacy', cutBefore: 'class="section section--white privacy"', what: 'the page after its banner' },
  ];
  for (const { route, cutBefore, what } of cuts) {
    test(`${route}, cut inside ${what}: the first frame already has the whole first screen, and nothing shifts`, async ({
      page,
      server,
    }) => {
      const proxy = await serveHtmlInTwoPieces(server.url, cutBefore);
      try {
        await watchLayoutShifts(page);
        // A frame's animation callbacks run before it is drawn, and not while rendering is blocked.
        await page.addInitScript((id) => {
          requestAnimationFrame(() => {
            (window as unknown as { firstFrameHadFirstScreen: boolean }).firstFrameHadFirstScreen =
              document.getElementById(id) !== null;
          });
        }, FIRST_SCREEN_END_ID);
        await page.goto(proxy.url + route);
        await expectHydratedInPlace(page);
        expect(
          await page.evaluate(() => (window as unknown as { firstFrameHadFirstScreen: boolean }).firstFrameHadFirstScreen),
        ).toBe(true);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts);
        expect(shifts).toEqual([]);
      } finally {
        proxy.close();
      }
    });
  }
});
