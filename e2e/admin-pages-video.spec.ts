import type { Page } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './isolated';
import { clip, itemNamed } from './video-helpers';

async function openHomeEditor(page: Page) {
  await page.goto('/admin/pages/home');
  await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toBeVisible();
}

/** The home page as a visitor's browser gets it (a plain request: no admin token). */
async function visitorHome(page: Page): Promise<string> {
  const response = await page.context().request.get('/');
  expect(response.status()).toBe(200);
  return response.text();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await expect(page.getByText('Опубликовано: посетители видят новую версию')).toBeVisible();
}

test.describe('the pages’ video picker', () => {
  // The transcode runs on the server in the background; a busy shared machine needs minutes.
  test.describe.configure({ timeout: 360_000 });

  test('a video uploaded in the picker fills the field once ready, goes on the home banner, is renamed on «Медиа», found by its new name, and removed', async ({
    page,
  }, info) => {
    const tag = `${info.project.name}-${Date.now()}`;
    const fileName = `Зал-${tag}.mp4`;
    await loginAsAdmin(page);
    await openHomeEditor(page);
    const field = page.locator('.video-picker').filter({ hasText: 'Видео баннера' });
    await field.getByRole('button', { name: /Выбрать/ }).click();
    const dialog = page.locator('.media-dialog');
    await expect(dialog.getByRole('heading', { name: 'Выбор видео' })).toBeVisible();
    await dialog.getByLabel('Загрузить видео').setInputFiles({ name: fileName, mimeType: 'video/mp4', buffer: clip() });

    // The dialog closes; the field follows the transcode and fills itself when it is done.
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(field.getByRole('status')).toContainText(new RegExp(`«${fileName}»: (в очереди|обрабатывается \\d+ %)`));
    await expect(page.getByText('Видео готово и выбрано. Сохраните черновик.')).toBeVisible({ timeout: 300_000 });
    await expect(field.getByRole('status')).toBeHidden();
    await expect(field.locator('.video-picker__thumb img')).toHaveAttribute('src', /-poster0-480\.webp$/);
    await expect(field).toContainText(fileName);
    await expect(field).toContainText('3 с');

    const item = await itemNamed(page, fileName);
    const phoneMp4 = item.video?.resolved?.phone.mp4 ?? '';
    expect(phoneMp4).toMatch(/\/uploads\/media\/\d+-[0-9a-f]+-\d+\.mp4$/);
    expect(await visitorHome(page)).not.toContain(phoneMp4);
    await publish(page);
    expect(await visitorHome(page)).toContain(phoneMp4);

    // On «Медиа»: renamed, put in a folder, tagged; the home page is among its places.
    const newName = `Спарринг ${tag}`;
    await page.goto('/admin-media');
    await page.locator('.media-card').filter({ hasText: fileName }).click();
    const details = page.locator('.media-dialog');
    await details.getByLabel('Название').fill(newName);
    await details.getByLabel('Папка').fill('Баннеры');
    await details.getByLabel('Метки').fill('зал, спарринг');
    await expect(details.locator('.admin-chip').first()).toHaveText('Главная');
    await details.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Свойства видео сохранены')).toBeVisible();
    await details.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.locator('.media-card').filter({ hasText: newName })).toContainText('Баннеры');

    // Back in the editor: the field shows the new name; the picker finds it by it; 'Убрать' clears it.
    await openHomeEditor(page);
    await expect(field).toContainText(newName);
    await field.getByRole('button', { name: 'Выбрать другое' }).click();
    await dialog.getByLabel('Поиск по названию').fill(`спарринг ${tag}`);
    const choice = dialog.getByRole('button', { name: `Выбрать видео «${newName}»` });
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.locator('.video-picker__choice')).toHaveCount(1);
    await choice.click();
    await expect(dialog).toBeHidden();
    await field.getByRole('button', { name: 'Убрать' }).click();
    await expect(field).toContainText('Без видео');
    await publish(page);
    expect(await visitorHome(page)).not.toContain(phoneMp4);
  });
});
