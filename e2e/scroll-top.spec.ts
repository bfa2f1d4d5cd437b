import { expect, expectHydratedInPlace, test } from './fixtures';

test.describe('scroll-to-top button', () => {
  test('on a phone it appears after 300 px and brings the page back to the top', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the button exists only up to 1024 px');
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    const button = page.getByRole('button', { name: 'Наверх' });
    await expect(button).toHaveCount(0);

    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    // Past the 100 ms throttle: still hidden at 250 px.
    await page.waitForTimeout(250);
    await expect(button).toHaveCount(0);

    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(button).toBeVisible();

    // Positions recorded by the page itself each frame, so a slow test runner cannot blur the timing.
    await page.evaluate(() => {
      const samples: Array<[number, number]> = [];
      (window as unknown as { scrollSamples: typeof samples }).scrollSamples = samples;
      const record = (now: number) => {
        samples.push([now, window.scrollY]);
        if (window.scrollY > 0 || samples.length < 2) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const samples = await page.evaluate(() => (window as unknown as { scrollSamples: Array<[number, number]> }).scrollSamples);
    const moving = samples.filter(([, y]) => y > 0 && y < 900);
    expect(moving.length, 'the page passes through intermediate positions').toBeGreaterThan(0);
    const leftStart = samples.find(([, y]) => y < 900)?.[0] ?? 0;
    const reachedTop = samples.find(([, y]) => y === 0)?.[0] ?? 0;
    // About one second from the first step to the top (samples are taken every few frames).
    expect(reachedTop - leftStart).toBeGreaterThan(850);
    expect(reachedTop - leftStart).toBeLessThan(3000);
    await expect(button).toHaveCount(0);
  });

  test('with reduced motion it jumps to the top at once', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the button exists only up to 1024 px');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    const button = page.getByRole('button', { name: 'Наверх' });
    await expect(button).toBeVisible();
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { seenPositions: Set<number> }).seenPositions = seen;
      window.addEventListener('scroll', () => seen.add(window.scrollY));
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // One jump: the only position the page scrolled through is the top.
    expect(await page.evaluate(() => [...(window as unknown as { seenPositions: Set<number> }).seenPositions])).toEqual([0]);
  });

  test('on a wide screen it never shows', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'checked at 1440 px');
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: 'Наверх' })).toHaveCount(0);
  });
});
