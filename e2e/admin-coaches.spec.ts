import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './isolated';
import { pickedPicture, uploadThroughPicker } from './media-helpers';

const PNG = { name: 'coach.png', mimeType: 'image/png', buffer: fs.readFileSync('client/public/icon-192.png') };
const JPEG = { name: 'coach.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync('client/public/og-image.jpg') };

function card(page: Page, name: string) {
  return page.locator('.list-editor__grid > .list-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function aboutCoach(page: Page, name: string) {
  return page.locator('.about-coach').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function openEditor(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/admin-coaches');
  await expect(page.getByRole('heading', { level: 1, name: 'Тренеры' })).toBeVisible();
  await expect(page.locator('.list-editor__grid > .list-card').first()).toBeVisible();
}

test.describe('coaches editor', () => {
  // Admin flows make several round trips, uploads included; a busy machine needs more than 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('the demo coaches are on /about, rendered by the server', async ({ page }) => {
    const response = await page.request.get('/about');
    const html = await response.text();
    expect(html).toContain('Наши тренеры');
    expect(html).toContain('Артём Волков');
    await page.goto('/about');
    const coach = aboutCoach(page, 'Ирина Соколова');
    await coach.scrollIntoViewIfNeeded();
    await expect(coach.getByRole('img', { name: 'Ирина Соколова' })).toBeVisible();
    await expect(coach.getByRole('listitem').first()).toHaveText('Чёрный пояс по карате киокусинкай, 2 дан');
  });

  test('adds a coach with a photo, edits the ranks and photo, deletes the coach; /about follows each save', async ({
    page,
  }, info) => {
    const name = `Е2Е Тренер ${info.project.name} ${Date.now()}`;
    await openEditor(page);

    // A new coach needs a photo: the form says so and sends nothing.
    const add = page.locator('.list-card--add');
    await add.getByLabel('Имя и фамилия').fill(name);
    await add.getByLabel('Пояса и звания').fill('Чёрный пояс, 1 дан\nКМС по самбо');
    await add.getByRole('button', { name: 'Добавить тренера' }).click();
    await expect(add.getByText('Выберите фото тренера')).toBeVisible();

    // The portrait comes through the media library's picker: uploaded there, described, chosen.
    await uploadThroughPicker(page, add.locator('.media-picker'), PNG, `Портрет: ${name}`);
    await expect(pickedPicture(add.locator('.media-picker'))).toHaveAttribute('alt', `Портрет: ${name}`);
    await add.getByRole('button', { name: 'Добавить тренера' }).click();
    await expect(page.getByText('Тренер добавлен')).toBeVisible();
    await expect(card(page, name)).toBeVisible();
    await expect(add.getByLabel('Имя и фамилия')).toHaveValue('');

    await page.goto('/about');
    await expect(aboutCoach(page, name).getByRole('listitem')).toHaveText(['Чёрный пояс, 1 дан', 'КМС по самбо']);
    await expect(aboutCoach(page, name).getByRole('img', { name: `Портрет: ${name}` })).toBeVisible();

    await page.goto('/admin-coaches');
    await card(page, name)
      .getByRole('button', { name: `Редактировать: ${name}` })
      .click();
    const editing = page.locator('.list-card--editing');
    await editing.getByLabel('Пояса и звания').fill('Чёрный пояс, 2 дан');
    await uploadThroughPicker(page, editing.locator('.media-picker'), JPEG, `Новый портрет: ${name}`);
    await expect(pickedPicture(editing.locator('.media-picker'))).toHaveAttribute('alt', `Новый портрет: ${name}`);
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();
    await expect(page.locator('.list-card--editing')).toHaveCount(0);
    await expect(card(page, name).getByRole('listitem')).toHaveText(['Чёрный пояс, 2 дан']);

    // The server-rendered page (kept in the page cache) shows the change at once.
    const html = await (await page.request.get('/about')).text();
    expect(html).toContain('Чёрный пояс, 2 дан');
    expect(html).not.toContain('КМС по самбо');
    expect(html).toContain(`Новый портрет: ${name}`);

    await card(page, name)
      .getByRole('button', { name: `Удалить: ${name}` })
      .click();
    await page.getByRole('dialog', { name: 'Удаление тренера' }).getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Тренер удалён')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    expect(await (await page.request.get('/about')).text()).not.toContain(name);
  });

  test('a name is required and too many ranks get the schema message, nothing is sent', async ({ page }) => {
    await openEditor(page);
    const first = page.locator('.list-editor__grid > .list-card').first();
    await first.getByRole('button', { name: /^Редактировать/ }).click();
    const editing = page.locator('.list-card--editing');
    await editing.getByLabel('Имя и фамилия').fill('');
    await editing.getByLabel('Пояса и звания').fill(Array.from({ length: 9 }, (_, i) => `Звание ${i + 1}`).join('\n'));
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editing.getByText('Имя: обязательное поле')).toBeVisible();
    await expect(editing.getByText('Пояса и звания: не более 8 строк')).toBeVisible();
    await editing.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.locator('.list-card--editing')).toHaveCount(0);
  });
});
