import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * A script chunk that fails to load ends on the router's fallback screen, 'Unexpected
 * Application Error!', with 'ChunkLoadError: Loading chunk {id} failed' and the cause. These tests
 * break the chunk of /waiting-list on purpose, so the browser's own log of the failed request (and
 * React's report of the caught error) are expected; anything else logged fails the test.
 */
const WAITING_LIST_CHUNK = /\/static\/js\/waiting-list-[\w-]+\.js$/;

function watchConsole(page: Page): string[] {
  const unexpected: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error') return;
    if (/Failed to load resource|ChunkLoadError|Loading chunk|dynamically imported module/.test(text)) return;
    unexpected.push(text);
  });
  page.on('pageerror', (error) => unexpected.push(`pageerror: ${error.message}`));
  return unexpected;
}

async function openHomeHydrated(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

async function goToWaitingList(page: Page) {
  // The footer's sign-up link (shown at every width): a client-side navigation, which fetches the page's chunk.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Записаться в клуб' }).click();
}

test.describe('chunk load errors', () => {
  test('a chunk the network drops: cause "error"', async ({ page }) => {
    const unexpected = watchConsole(page);
    await page.route(WAITING_LIST_CHUNK, (route) => route.abort('failed'));
    await openHomeHydrated(page);
    await goToWaitingList(page);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    const text = page.locator('.app-error__text');
    await expect(text).toHaveText(
      /^ChunkLoadError: Loading chunk waiting-list-[\w-]+ failed\.\n\(error: http:\/\/[^)]+\/static\/js\/waiting-list-[\w-]+\.js\)$/,
    );
    await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(unexpected).toEqual([]);
  });

  test('a chunk the server no longer has: cause "missing"', async ({ page }) => {
    const unexpected = watchConsole(page);
    await page.route(WAITING_LIST_CHUNK, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Не найдено' }),
    );
    await openHomeHydrated(page);
    await goToWaitingList(page);
    await expect(page.locator('.app-error__text')).toHaveText(
      /^ChunkLoadError: Loading chunk waiting-list-[\w-]+ failed\.\n\(missing: /,
    );
    expect(unexpected).toEqual([]);
  });

  test('a chunk that never arrives fails after 120 seconds: cause "timeout"', async ({ page }) => {
    const unexpected = watchConsole(page);
    await page.clock.install();
    await page.route(WAITING_LIST_CHUNK, () => {
      // Never answered.
    });
    await openHomeHydrated(page);
    // The load starts after the tap's frame is painted (navigate-after-paint): on a busy machine that
    // is later than the click's return, so the clock moves only once the chunk was asked for.
    const asked = page.waitForRequest(WAITING_LIST_CHUNK);
    await goToWaitingList(page);
    await asked;
    // The hover before the click may start the load a little earlier: leave a few seconds either side.
    await page.clock.fastForward(110_000);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    await page.clock.fastForward(12_000);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.locator('.app-error__text')).toHaveText(/^ChunkLoadError: Loading chunk \S+ failed\.\n\(timeout: /);
    expect(unexpected).toEqual([]);
  });
});
