import type { TestInfo } from '@playwright/test';
import { serverMessages } from '#shared/messages/server.ru';
import type { PriceItem } from '#shared/schemas/price';
import { ADMIN_CREDENTIALS, loginAsAdmin, trpcAdminMutation } from './admin-helpers';
import { expect, test } from './isolated';

const copy = serverMessages.adminAudit;
const unique = (info: TestInfo, label: string) => `${label} ${info.project.name} ${Date.now().toString(36)}`;

test.describe('the journal of actions', () => {
  // A price save, the journal, two filters and a download: several round trips on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the owner changes a price, finds it in the journal by person and section, and in the CSV', async ({
    page,
    request,
  }, info) => {
    const category = unique(info, 'Бокс абонемент');
    const price = await trpcAdminMutation<PriceItem>(request, 'prices.create', { category, price: 3500, duration: '8 занятий' });

    // The change itself, through the prices editor.
    await loginAsAdmin(page);
    await page.goto('/admin-price');
    const card = page
      .locator('.list-editor__grid > .list-card')
      .filter({ has: page.getByRole('heading', { name: category, exact: true }) });
    await card.getByRole('button', { name: `Редактировать: ${category}` }).click();
    const editing = page.locator('.list-card--editing');
    await editing.getByLabel('Цена, ₽').fill('3900');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(card).toContainText('3 900');

    // The journal, from the dashboard's card.
    await page.goto('/admin-dashboard');
    await page.getByRole('link', { name: /Журнал действий/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    const sentence = `${ADMIN_CREDENTIALS.login}: изменена цена «${category}, 8 занятий» (цена)`;
    const entries = page.getByRole('list', { name: copy.listLabel });
    await expect(entries.getByText(sentence)).toBeVisible();

    await page.getByLabel(copy.filterPerson).selectOption({ label: ADMIN_CREDENTIALS.login });
    await expect(page).toHaveURL(/person=\d+/);
    await page.getByLabel(copy.filterKind).selectOption({ label: 'Цены' });
    await expect(page).toHaveURL(/kind=prices/);
    await expect(entries.locator('.audit-entry').first()).toHaveText(new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    for (const text of await entries.locator('.audit-entry__text').allTextContents()) expect(text).toMatch(/цен[аы]/);
    await page.screenshot({ path: info.outputPath('audit-journal.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: copy.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^zhurnal-deystviy-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await import('node:fs/promises')).readFile((await file.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe(`\uFEFF${copy.csvHeader.join(';')}`);
    const row = rows.find((line) => line.includes('prices.update') && line.includes(category));
    expect(row).toContain(';Цены;prices.update;');
    expect(row).toContain(sentence);
    // Only the filtered section went into the file.
    expect(rows.slice(1).every((line) => line.includes(';Цены;'))).toBe(true);
    expect(price._id).toBeTruthy();
  });

  test('a manager cannot open the journal, and the server refuses the calls', async ({ page, request }, info) => {
    const login = unique(info, 'manager').replace(/\s+/g, '-').toLowerCase();
    const { link } = await trpcAdminMutation<{ link: string }>(request, 'staff.create', {
      name: 'Менеджер Тестов',
      login,
      role: 'manager',
    });
    const password = 'пароль менеджера 2026';
    const set = await request.post('/trpc/staff.setPassword', { data: { token: link.split('/staff-invite/')[1], password } });
    expect(set.ok(), await set.text()).toBe(true);
    const tokens = await (await request.post('/api/admin/login', { data: { login, password } })).json();

    const refused = await request.get(`/trpc/audit.list?input=${encodeURIComponent(JSON.stringify({}))}`, {
      headers: { Authorization: tokens.token },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe('Недостаточно прав для этого действия');
    const csv = await request.get(`/trpc/audit.exportCsv?input=${encodeURIComponent(JSON.stringify({}))}`, {
      headers: { Authorization: tokens.token },
    });
    expect(csv.status()).toBe(403);

    await page.addInitScript((token) => {
      window.localStorage.setItem('isAuthenticated', 'true');
      window.localStorage.setItem('token', token);
    }, tokens.token as string);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('link', { name: /Заявки/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Журнал действий/ })).toHaveCount(0);
    await page.goto('/admin/audit');
    await expect(page.getByText(serverMessages.adminTitles.notForRole)).toBeVisible();
    await expect(page.getByRole('list', { name: copy.listLabel })).toHaveCount(0);
  });
});
