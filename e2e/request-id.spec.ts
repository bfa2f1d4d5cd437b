import { expect, test } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * A server failure behind a page: the error screen shows the request id the server gave, which the
 * owner finds in the server log. The server's half (the id in the tRPC error, the same id in its
 * log line and X-Request-Id) is tested in server/http/request-log.test.ts; here the answer is
 * replaced so the browser meets a real 500 of that shape.
 */
test('a page whose data call fails with a 500 shows the request id', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // The client may batch prices.list with another call: only its entry of the batch is replaced.
  await page.route('**/trpc/**prices.list**', async (route) => {
    const procedures = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
    const real = procedures.length > 1 ? ((await (await route.fetch()).json()) as unknown[]) : [];
    const failure = {
      error: {
        message: 'Внутренняя ошибка сервера',
        code: -32603,
        data: {
          code: 'INTERNAL_SERVER_ERROR',
          httpStatus: 500,
          path: 'prices.list',
          fieldErrors: null,
          requestId: '0a1b2c3d4e5f',
        },
      },
    };
    await route.fulfill({
      // tRPC answers a batch with mixed results as 207.
      status: procedures.length > 1 ? 207 : 500,
      contentType: 'application/json',
      headers: { 'x-request-id': '0a1b2c3d4e5f' },
      body: JSON.stringify(procedures.map((name, index) => (name === 'prices.list' ? failure : real[index]))),
    });
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/price');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('(код запроса 0a1b2c3d4e5f)')).toBeVisible();
});
