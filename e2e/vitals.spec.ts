import type { Request } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, expectHydratedInPlace, test } from './fixtures';

test.describe('field Core Web Vitals', () => {
  test('a public page loads the reporter after idle and sends its metrics with a beacon when left', async ({ page }) => {
    const reporter = page.waitForRequest(/\/static\/js\/vitals-report-[^/]+\.js$/);
    await page.goto('/karate');
    await expectHydratedInPlace(page);
    await reporter;
    // A tap gives LCP its final value (and INP an interaction).
    await page.getByRole('heading', { level: 1 }).click();

    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals') && request.method() === 'POST') beacons.push(request);
    });
    // What a phone does when the visitor switches apps: the page becomes hidden (the event bubbles).
    // The reporter's file has arrived but may not have run yet (it listens once it has): the page is
    // hidden again until it reports, as it would be the next time the visitor switches apps.
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        });
        return beacons.length;
      })
      .toBeGreaterThan(0);
    const request = beacons[0] as Request;
    const body = JSON.parse(request.postData() ?? '{}') as {
      path: string;
      connection: string;
      metrics: Array<{ name: string; value: number }>;
    };
    expect(body.path).toBe('/karate');
    expect(['4g', '3g', '2g', 'slow-2g', 'unknown']).toContain(body.connection);
    const names = body.metrics.map((metric) => metric.name);
    expect(names).toContain('LCP');
    expect(names).toContain('CLS');
    for (const metric of body.metrics) expect(metric.value).toBeGreaterThanOrEqual(0);
    expect(Object.keys(body).sort()).toEqual(['connection', 'metrics', 'path']);
    const response = await request.response();
    expect(response?.status()).toBe(204);
  });

  test('the admin dashboard shows p75 per page for 7 and 28 days, coloured by rating', async ({ page, request }) => {
    const stored = await request.post('/api/vitals', {
      data: JSON.stringify({
        path: '/grappling',
        connection: '4g',
        metrics: [
          { name: 'LCP', value: 5200 },
          { name: 'CLS', value: 0.01 },
        ],
      }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(stored.status()).toBe(204);

    await loginAsAdmin(page);
    await page.goto('/admin-dashboard');
    const section = page.getByRole('region', { name: 'Скорость страниц у посетителей' });
    const row = section.locator('tr[data-route="/grappling"]');
    await expect(row).toBeVisible();
    // LCP, 7 days: 5.2 s (poor); CLS, 7 days: 0.01 (good).
    await expect(row.locator('td').nth(0)).toHaveClass(/vitals-table__cell--poor/);
    await expect(row.locator('td').nth(0)).toContainText('5,2 с');
    await expect(row.locator('td').nth(4)).toHaveClass(/vitals-table__cell--good/);
    await expect(row.locator('td').nth(4)).toContainText('0.01');
  });

  test('admin pages send no vitals', async ({ page }) => {
    const reporterRequests: string[] = [];
    page.on('request', (request) => {
      if (/vitals-report|\/api\/vitals/.test(request.url())) reporterRequests.push(request.url());
    });
    await loginAsAdmin(page);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2500);
    expect(reporterRequests).toEqual([]);
  });
});
