import type { SiteSettings } from '#shared/schemas/settings';
import { listApplications, newApplicationsCount, submitApplication, uniqueSurname } from './admin-area-helpers';
import { loginAsAdmin, trpcAdminMutation, trpcQuery } from './admin-helpers';
import { expect, test } from './isolated';

test.describe('admin dashboard', () => {
  test('links to every editor and counts the new applications', async ({ page }) => {
    await loginAsAdmin(page);
    await submitApplication(page.request, {
      name: 'Иван',
      lastname: uniqueSurname(),
      phone: '+7 910 000-00-01',
      age: 12,
      direction: 'Boxing',
    });
    const count = await newApplicationsCount(page.request);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Панель администратора' })).toBeVisible();
    const cards: Array<[string, string]> = [
      ['Расписание', '/schedule-editor'],
      ['Журнал посещаемости', '/admin/attendance-journal'],
      ['Цены', '/admin-price'],
      ['Товары', '/admin-products'],
      ['Реклама', '/edit-ad'],
      ['Заявки', '/admin/applications'],
      ['Новости', '/admin/news'],
      ['Настройки сайта', '/admin/settings'],
    ];
    const main = page.locator('main');
    for (const [title, href] of cards) {
      await expect(main.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', href);
    }
    expect(count).toBeGreaterThan(0);
    await expect(page.locator('[data-card="applications"] .dashboard-card__badge')).toHaveText(`Новых: ${count}`);
  });
});

test.describe('applications inbox', () => {
  test('shows a new application first with a call link; a status change is kept after reload', async ({ page }) => {
    await loginAsAdmin(page);
    const lastname = uniqueSurname();
    await submitApplication(page.request, {
      name: 'Мария',
      lastname,
      phone: '+7 915 123-45-67',
      age: 21,
      direction: "Women's self-defense",
    });
    await page.goto('/admin/applications');
    const first = page.locator('.application').first();
    await expect(first).toContainText(`Мария ${lastname}`);
    await expect(first).toContainText('Женская самооборона');
    await expect(first).toContainText('21 год');
    await expect(first.getByRole('link', { name: /Позвонить/ })).toHaveAttribute('href', 'tel:+79151234567');

    await first.getByLabel('Статус').selectOption({ label: 'Записан на пробное' });
    await expect(first.getByText('Статус сохранён')).toBeVisible();
    await first.getByLabel('Заметка').fill('Придёт во вторник');
    await first.getByRole('button', { name: 'Сохранить заметку' }).click();
    await expect(first.getByText('Заметка сохранена')).toBeVisible();

    await page.reload();
    const card = page.locator('.application', { hasText: lastname });
    await expect(card.getByLabel('Статус')).toHaveValue('trial');
    await expect(card.getByLabel('Заметка')).toHaveValue('Придёт во вторник');
    const stored = (await listApplications(page.request)).find((row) => row.lastname === lastname);
    expect(stored).toMatchObject({ status: 'trial', note: 'Придёт во вторник' });
  });

  test('filters by status and direction through the URL, with an empty state', async ({ page }) => {
    await loginAsAdmin(page);
    const lastname = uniqueSurname();
    await submitApplication(page.request, { name: 'Пётр', lastname, phone: '+7 916 765-43-21', age: 9, direction: 'Karate' });
    await page.goto('/admin/applications');
    await page.getByLabel('Направление').selectOption({ label: 'Каратэ' });
    await expect(page).toHaveURL(/direction=Karate/);
    await expect(page.locator('.application', { hasText: lastname })).toBeVisible();
    // The list shows the filtered answer once it arrives (the previous one stays until then).
    await expect(page.locator('.application .application__facts').filter({ hasNotText: 'Каратэ' })).toHaveCount(0);

    await page.getByLabel('Статус', { exact: true }).first().selectOption({ label: 'Отказ' });
    await expect(page).toHaveURL(/status=declined/);
    await expect(page.locator('.application', { hasText: lastname })).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Направление')).toHaveValue('Karate');
    const declinedKarate = (await listApplications(page.request)).filter(
      (row) => row.status === 'declined' && row.direction === 'Karate',
    );
    if (declinedKarate.length === 0) {
      await expect(page.getByText('Нет заявок с такими условиями')).toBeVisible();
      await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
      await expect(page).toHaveURL(/\/admin\/applications$/);
      await expect(page.locator('.application', { hasText: lastname })).toBeVisible();
    } else {
      for (const select of await page.locator('.application select').all()) await expect(select).toHaveValue('declined');
    }
  });

  test('exports the applications as a CSV file Excel reads', async ({ page }) => {
    await loginAsAdmin(page);
    const lastname = uniqueSurname();
    await submitApplication(page.request, { name: 'Олег', lastname, phone: '+7 917 111-22-33', age: 35, direction: 'Mma' });
    await page.goto('/admin/applications');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^zayavki-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toContain('Имя');
    const row = lines.find((line) => line.includes(lastname));
    expect(row).toContain('Олег');
    expect(row).toContain('+7 917 111-22-33');
    expect(row).toContain('ММА');
    expect(row).toContain('Новая');
  });
});

test.describe('site settings', () => {
  test('a saved change shows in the public footer; the form explains bad values', async ({ page }) => {
    await loginAsAdmin(page);
    const original = await trpcQuery<SiteSettings>(page.request, 'settings.get');
    try {
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Настройки сайта' })).toBeVisible();
      const save = page.locator('.settings-form__footer').getByRole('button', { name: 'Сохранить' });
      await expect(save).toBeDisabled();

      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Масштаб карты (1–19)').fill('25');
      await save.click();
      await expect(page.getByText('Email: некорректный адрес')).toBeVisible();
      await expect(page.getByText('Масштаб карты (1–19): число от 1 до 19')).toBeVisible();
      await page.getByLabel('Email').fill(original.email);
      await page.getByLabel('Масштаб карты (1–19)').fill(String(original.mapZoom));

      const hours = `Вс: 10:00–${String(12 + Math.floor(Math.random() * 10))}:00`;
      await page.getByLabel('Часы работы в воскресенье').fill(hours);
      await save.click();
      await expect(page.locator('[data-sonner-toast]', { hasText: 'Настройки сохранены' })).toBeVisible();
      await expect(save).toBeDisabled();
      // The shell shows it without a reload, and the public pages' HTML has it.
      await expect(page.locator('.topbar')).toContainText(hours);
      // The footer too: it is drawn from the same settings.
      await expect(page.locator('footer')).toContainText(hours);
      await page.goto('/boxing');
      await expect(page.locator('footer')).toContainText(hours);
    } finally {
      await trpcAdminMutation(page.request, 'settings.update', original);
    }
  });

  test('leaving with unsaved changes asks first; staying keeps the edit', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    const city = page.getByLabel('Город');
    await city.fill('Малоярославец');
    await page.getByRole('link', { name: 'К панели администратора' }).click();
    const dialog = page.getByRole('dialog', { name: 'Несохранённые изменения' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(city).toHaveValue('Малоярославец');

    await page.getByRole('link', { name: 'К панели администратора' }).click();
    await page
      .getByRole('dialog', { name: 'Несохранённые изменения' })
      .getByRole('button', { name: 'Уйти без сохранения' })
      .click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
