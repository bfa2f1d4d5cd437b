import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './fixtures';

test('the dashboard shows the server: last backup, sizes, free disk, VK sync', async ({ page, request }) => {
  // The test server took its first backup at start (there was none), so all is well.
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', backup: { ok: true } });

  await loginAsAdmin(page);
  await page.goto('/admin-dashboard');
  const card = page.getByRole('region', { name: 'Сервер' });
  await expect(card.getByRole('heading', { name: 'Сервер: Всё в порядке' })).toBeVisible();
  await expect(card.getByText('Последняя резервная копия')).toBeVisible();
  await expect(card.locator('dd').first()).toHaveText(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d \(ежедневно в 3:00 по Москве\)$/);
  await expect(card.getByText('Свободно на диске')).toBeVisible();
  await expect(card.locator('dd').nth(3)).toHaveText(/\d.*(МБ|ГБ)$/);
  await expect(card.getByText('Синхронизация с ВКонтакте')).toBeVisible();
  await expect(card.locator('dd').nth(4)).toHaveText('не настроена');
});
