import type { APIRequestContext, Page } from '@playwright/test';
import { twoGisRouteUrl, yandexRouteUrl, yandexWidgetUrl } from '#shared/rules/map';
import type { SiteSettings } from '#shared/schemas/settings';
import { expect, expectHydratedInPlace, test } from './fixtures';
import { MAP_WIDGET_STAND_IN } from './servers';

async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/trpc/settings.get');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: SiteSettings } }).result.data;
}

/** The widget's stand-in: a page of our own where Yandex's would be (servers.ts points every test server at it). */
async function serveWidgetStandIn(page: Page): Promise<void> {
  await page.route(`${new URL(MAP_WIDGET_STAND_IN).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="ru"><title>Карта</title><p id="stand-in">Карта-заглушка</p></html>',
    }),
  );
}

const pages = [
  { path: '/', block: '.contacts-map' },
  { path: '/contact', block: '.contact-map' },
];

for (const { path, block } of pages) {
  test(`${path}: a placeholder with the address and route links; nothing from the map service until 'Показать карту'`, async ({
    page,
    request,
    baseURL,
  }) => {
    const settings = await siteSettings(request);
    const html = await (await request.get(path)).text();
    // No drawn streets, and not even the widget's address in the page.
    expect(html).not.toContain('contacts-map__streets');
    expect(html).not.toContain(new URL(MAP_WIDGET_STAND_IN).host);

    const outside: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (/^https?:/.test(url) && !url.startsWith(baseURL ?? '')) outside.push(url);
    });
    await serveWidgetStandIn(page);
    await page.goto(path);
    await expectHydratedInPlace(page);
    const map = page.locator(block);
    await map.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    const placeholder = map.locator('.club-map__placeholder');
    await expect(placeholder.getByText(settings.address)).toBeVisible();
    const route = placeholder.getByRole('link', { name: 'Маршрут', exact: true });
    await expect(route).toHaveAttribute('href', yandexRouteUrl(settings));
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(placeholder.getByRole('link', { name: 'Маршрут в 2ГИС' })).toHaveAttribute('href', twoGisRouteUrl(settings));
    await expect(map.locator('iframe')).toHaveCount(0);
    expect(outside).toEqual([]);

    await placeholder.getByRole('button', { name: 'Показать карту' }).click();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('src', yandexWidgetUrl(MAP_WIDGET_STAND_IN, settings));
    await expect(frame).toBeVisible();
    await expect(page.frameLocator(`${block} iframe`).locator('#stand-in')).toHaveText('Карта-заглушка');
    expect(outside).toEqual([yandexWidgetUrl(MAP_WIDGET_STAND_IN, settings)]);
  });
}

test('the page policy frames the widget host only', async ({ request }) => {
  for (const { path } of pages) {
    const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
    const frameSrc = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-src '));
    expect(frameSrc).toBe(`frame-src ${MAP_WIDGET_STAND_IN}`);
  }
});
