import type { Page } from '@playwright/test';
import { expect, expectHydratedInPlace, test } from './fixtures';

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
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
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
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
}

// docs/decisions/phone-speed.md, thirteenth pass: what is below the first screen is left out of the
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
