import { MEASURED_ROUTES } from '#shared/public-routes';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A page nobody touches costs a phone next to nothing: once it has loaded, no animation runs on the
 * page's thread for a visitor who is only reading (the home banner's loop and the sliders' autoplay
 * move on the compositor or on one timer per slide; docs/decisions/phone-speed.md, 'The page at rest'). An
 * animation there restyles the page every frame, ~120 times in 2 s; a timer's single change (the
 * banner's video looping) once or twice. Counted by the browser (DevTools' Performance metrics), so
 * the test reads counts, not times. A shimmer left running under the waiting list's captcha box,
 * below the screen, cost ~130 ms of style work a second before this was checked.
 */
const AT_MOST_IN_TWO_SECONDS = 3;
test.describe('a loaded page left alone', () => {
  for (const route of MEASURED_ROUTES) {
    test(`${route}: no animation on the page's thread while nobody touches it`, async ({ page }, testInfo) => {
      // The counts come from Chromium's DevTools protocol; the phone is where they cost, one width is enough.
      test.skip(testInfo.project.name !== 'phone', 'phone width only');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(route);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // The idle-time work after the load (field metrics, the login link's storage read) settles first.
      await page.waitForTimeout(1000);
      const counts = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
        return { styles: value('RecalcStyleCount'), layouts: value('LayoutCount') };
      };
      const before = await counts();
      await page.waitForTimeout(2000);
      const after = await counts();
      expect(after.styles - before.styles, 'style recalculations in 2 s').toBeLessThanOrEqual(AT_MOST_IN_TWO_SECONDS);
      expect(after.layouts - before.layouts, 'layouts in 2 s').toBeLessThanOrEqual(AT_MOST_IN_TWO_SECONDS);
    });
  }
});
