import type { APIRequestContext, Page } from '@playwright/test';
import { listApplications, submitApplication, uniqueSurname } from './admin-area-helpers';
import { adminHeaders, loginAsAdmin, trpcAdminMutation } from './admin-helpers';
import { decodeHtml } from './fixtures';
// Sends and deletes applications: a server of its own per worker (e2e/README.md).
import { expect, test } from './isolated';

const COUNTER_ID = '98765432';
const METRICA = 'https://mc.yandex.ru/**';

/**
 * Sets the Metrica counter on this worker's own server, as the admin does in the settings: the page
 * then offers the banner, and the page's Content-Security-Policy lets the counter's script load.
 */
async function setCounter(request: APIRequestContext, counterId: string) {
  const response = await request.get('/trpc/privacy.settings', { headers: await adminHeaders(request) });
  expect(response.ok(), await response.text()).toBe(true);
  const current = ((await response.json()) as { result: { data: Record<string, unknown> } }).result.data;
  await trpcAdminMutation(request, 'privacy.updateSettings', { ...current, metricaCounterId: counterId });
}

/** Counts requests to Yandex; the script is answered with an empty one (there is no internet here). */
async function watchMetrica(page: Page) {
  const requests: string[] = [];
  await page.route(METRICA, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requests;
}

test.describe('consent document', () => {
  test('/soglasie is rendered on the server with its edition and the operator', async ({ request }) => {
    const response = await request.get('/soglasie');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Согласие на обработку персональных данных</h1>');
    expect(main).toMatch(/Редакция № \d+ от \d{1,2} [а-я]+ \d{4} г\./);
    expect(main).toContain('даю согласие оператору');
    expect(main).toContain('Отзыв согласия');
    expect(main).not.toMatch(/\{(operator|inn|address|email|retentionMonths|processors)\}/);
    expect(main).toContain('href="/privacy"');
  });
});

test.describe('analytics banner', () => {
  test('no banner and no counter when no counter id is set', async ({ page }) => {
    await setCounter(page.request, '');
    const requests = await watchMetrica(page);
    await page.goto('/');
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('region', { name: 'Согласие на аналитику' })).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('nothing loads before acceptance; accepting loads the counter and is remembered', async ({ page }) => {
    await setCounter(page.request, COUNTER_ID);
    const requests = await watchMetrica(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Согласие на аналитику' });
    await expect(banner).toBeVisible({ timeout: 10_000 });
    expect(requests).toEqual([]);
    expect(await page.locator('script[src*="mc.yandex.ru"]').count()).toBe(0);
    await banner.getByRole('button', { name: 'Разрешить' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe('https://mc.yandex.ru/metrika/tag.js');

    await page.reload();
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(2);
    await expect(banner).toHaveCount(0);
  });

  test('a refusal is remembered: no banner again and no counter', async ({ page }) => {
    await setCounter(page.request, COUNTER_ID);
    const requests = await watchMetrica(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Согласие на аналитику' });
    await banner.getByRole('button', { name: 'Отказаться' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(3_000);
    await expect(banner).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('consent record in the admin inbox', () => {
  test('shows who consented to which edition, withdraws the marketing consent, deletes on request', async ({ page }) => {
    await loginAsAdmin(page);
    const lastname = uniqueSurname();
    await submitApplication(page.request, { name: 'Миша', lastname, phone: '+7 916 000-11-22', age: 10, direction: 'Karate' });
    await page.goto('/admin/applications');
    const card = page.locator('.application', { hasText: lastname });
    await card.locator('.application__consent summary').click();
    await expect(card.locator('.application__consent summary')).toContainText(/Согласие: редакция № \d+/);
    await expect(card).toContainText('дал(а) законный представитель: Ольга Тестова');
    await expect(card).toContainText('IP-адрес: ');
    await card.getByRole('button', { name: 'Удалить по запросу' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(page.locator('.application', { hasText: lastname })).toHaveCount(0);
    expect((await listApplications(page.request)).some((a) => a.lastname === lastname)).toBe(false);
  });
});
