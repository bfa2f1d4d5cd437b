import type { Page } from '@playwright/test';
import { expect, expectHydratedInPlace, test } from './fixtures';

/**
 * Scrolls at once and resolves after the page's scroll handlers ran and React painted their result:
 * the first scroll after a quiet spell is handled at once (the throttle holds back only later ones).
 */
async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
        });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    top,
  );
}

test.describe('scroll-to-top button', () => {
  test('on a phone it appears after 300 px and brings the page back to the top', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the button exists only up to 1024 px');
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    const button = page.getByRole('button', { name: 'Наверх' });
    await expect(button).toHaveCount(0);

    await scrollAndSettle(page, 250);
    await expect(button).toHaveCount(0);

    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(button).toBeVisible();

    // Positions recorded by the page itself each frame, so a slow test runner cannot blur the timing.
    // The click time is taken before the page's own handler starts the animation (capture phase), on
    // the same clock as the frames; measuring from the first moved frame instead would depend on how
    // soon a busy machine draws that frame.
    await page.evaluate(() => {
      const samples: Array<[number, number]> = [];
      const state = window as unknown as { scrollSamples: typeof samples; clickedAt?: number };
      state.scrollSamples = samples;
      window.addEventListener(
        'click',
        () => {
          state.clickedAt = performance.now();
        },
        { capture: true, once: true },
      );
      const record = (now: number) => {
        samples.push([now, window.scrollY]);
        if (window.scrollY > 0 || samples.length < 2) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const { samples, clickedAt } = await page.evaluate(() => {
      const state = window as unknown as { scrollSamples: Array<[number, number]>; clickedAt?: number };
      return { samples: state.scrollSamples, clickedAt: state.clickedAt ?? 0 };
    });
    const moving = samples.filter(([, y]) => y > 0 && y < 900);
    expect(moving.length, 'the page passes through intermediate positions').toBeGreaterThan(0);
    const reachedTop = samples.find(([, y]) => y === 0)?.[0] ?? 0;
    // About one second from the click to the top; a stalled frame can only make it look longer.
    expect(reachedTop - clickedAt).toBeGreaterThan(950);
    expect(reachedTop - clickedAt).toBeLessThan(3000);
    await expect(button).toHaveCount(0);
  });

  test('with reduced motion it jumps to the top at once', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the button exists only up to 1024 px');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    // Settled first: the scroll event of this jump must not reach the listener added below.
    await scrollAndSettle(page, 1200);
    const button = page.getByRole('button', { name: 'Наверх' });
    await expect(button).toBeVisible();
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { seenPositions: Set<number> }).seenPositions = seen;
      window.addEventListener('scroll', () => seen.add(window.scrollY));
    });
    await button.click();
    // One jump: the only position the page scrolled through is the top. Polled: the browser fires
    // the scroll event at its next frame, after scrollY already reads 0.
    await expect
      .poll(() => page.evaluate(() => [...(window as unknown as { seenPositions: Set<number> }).seenPositions]))
      .toEqual([0]);
  });

  test('on a wide screen it never shows', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'checked at 1440 px');
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    await scrollAndSettle(page, 1500);
    await expect(page.getByRole('button', { name: 'Наверх' })).toHaveCount(0);
  });
});
