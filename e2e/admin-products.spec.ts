import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { imageSrcset } from '#shared/rules/media';
import type { Product } from '#shared/schemas/product';
import { failTrpcCall, loginAsAdmin, trpcQuery } from './admin-helpers';
import { expect, test } from './isolated';
import { pickedPicture, uploadThroughPicker } from './media-helpers';

const PNG = { name: 'product.png', mimeType: 'image/png', buffer: fs.readFileSync('client/public/icon-192.png') };
const JPEG = { name: 'product.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync('client/public/og-image.jpg') };
const GIF = {
  name: 'animated.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
};
/** The served markup of the store carries the library's AVIF sizes of a product picked through MediaPicker. */
const LIBRARY_PICTURE = /^\/uploads\/media\/\d+-[0-9a-f]{16}-\d+\.webp$/;

function card(page: Page, name: string) {
  return page.locator('.list-editor__grid > .list-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function addCard(page: Page) {
  return page.locator('.list-card--add');
}

async function openEditor(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/admin-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Товары' })).toBeVisible();
  await expect(page.locator('.list-editor__grid > .list-card').first()).toBeVisible();
}

function countCalls(page: Page, procedure: string): () => number {
  let calls = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.includes(procedure)) calls += 1;
  });
  return () => calls;
}

test.describe('store products editor', () => {
  // Admin flows make several round trips, uploads included; a busy machine needs more than 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('adds a product with an image, edits it with a new image, deletes it; each change kept and shown in the store', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(150_000); // a whole working session: uploads, saves and reloads
    const name = `Е2Е перчатки ${info.project.name} ${Date.now()}`;
    await openEditor(page);

    const add = addCard(page);
    // The picture comes through the media library's picker: uploaded there, described, chosen.
    await uploadThroughPicker(page, add.locator('.media-picker'), PNG, `Фото: ${name}`);
    await expect(pickedPicture(add.locator('.media-picker'))).toHaveAttribute('alt', `Фото: ${name}`);
    await add.getByLabel('Название').fill(name);
    await add.getByLabel('Цена, ₽').fill('2000');
    await add.getByLabel('Скидка, %').fill('15');
    await add.getByLabel('Рейтинг (0–5)').fill('4');
    // The price as the store will show it: 2000 × 0.85.
    await expect(add.locator('.product-admin-card__preview')).toContainText('1 700');
    await add.getByRole('button', { name: 'Добавить товар' }).click();
    await expect(page.getByText('Товар успешно добавлен')).toBeVisible();
    await expect(add.getByLabel('Название')).toHaveValue('');
    await expect(card(page, name)).toContainText('1 700');
    await expect(card(page, name).locator('s')).toContainText('2 000');
    await expect(card(page, name)).toContainText('−15%');

    await page.reload();
    await expect(card(page, name)).toBeVisible();
    const created = (await trpcQuery<Product[]>(request, 'products.list')).find((product) => product.text === name);
    expect(created).toMatchObject({ price: 2000, discount: 15, rating: 4, isNew: true });
    expect(created?.image).toMatch(LIBRARY_PICTURE);

    await page.goto('/online-store');
    await expect(page.locator('main')).toContainText(name);
    await expect(page.locator('main')).toContainText('1 700');
    // The store's server-rendered markup offers the library's AVIF sizes of it.
    const store = await (await request.get('/online-store')).text();
    expect(store).toContain(imageSrcset(created?.picture, 'avif').split(' ')[0] ?? 'no picture');

    // Edit: name, price, badge and a new picture.
    await page.goto('/admin-products');
    await card(page, name)
      .getByRole('button', { name: `Редактировать: ${name}` })
      .click();
    const editing = page.locator('.list-card--editing');
    await expect(editing.getByLabel('Название')).toBeFocused();
    await expect(
      page
        .locator('.list-editor__grid > .list-card:not(.list-card--editing)')
        .first()
        .getByRole('button', { name: /^Удалить/ }),
    ).toBeDisabled();
    const renamed = `${name} (обновлено)`;
    await editing.getByLabel('Название').fill(renamed);
    await editing.getByLabel('Цена, ₽').fill('3000');
    await editing.getByLabel('Бейдж «Новинка»').uncheck();
    await uploadThroughPicker(page, editing.locator('.media-picker'), JPEG, `Новое фото: ${renamed}`);
    await expect(pickedPicture(editing.locator('.media-picker'))).toHaveAttribute('alt', `Новое фото: ${renamed}`);
    await expect(editing.locator('.product-admin-card__preview')).toContainText('2 550');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Товар успешно обновлён')).toBeVisible();
    await expect(page.locator('.list-card--editing')).toHaveCount(0);
    await expect(card(page, renamed)).toContainText('2 550');
    await expect(card(page, renamed)).not.toContainText('Новинка');

    await page.reload();
    await expect(card(page, renamed)).toContainText('2 550');
    const updated = (await trpcQuery<Product[]>(request, 'products.list')).find((product) => product._id === created?._id);
    expect(updated).toMatchObject({ text: renamed, price: 3000, isNew: false });
    expect(updated?.image).toMatch(LIBRARY_PICTURE);
    expect(updated?.image).not.toBe(created?.image);
    const image = await request.get(updated?.image ?? '');
    expect(image.ok()).toBe(true);

    // Delete, confirmed.
    await card(page, renamed)
      .getByRole('button', { name: `Удалить: ${renamed}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Удаление товара' });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Товар успешно удалён')).toBeVisible();
    await expect(card(page, renamed)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.list-editor__grid > .list-card').first()).toBeVisible();
    await expect(card(page, renamed)).toHaveCount(0);
  });

  test.describe('a refused upload', () => {
    // The library's 415 for a file that is not a photo is logged by the browser itself.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 415/] });
    test('a file that is not a photo is refused by the picker; a new product needs fields and a picture', async ({ page }) => {
      await openEditor(page);
      const creates = countCalls(page, 'products.create');
      const add = addCard(page);

      await add.getByRole('button', { name: 'Выбрать из библиотеки' }).click();
      await page.locator('.media-dialog').getByLabel('Загрузить новое').setInputFiles(GIF);
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: '«animated.gif»: это не фото или файл повреждён' }),
      ).toBeVisible();
      await page.locator('.media-dialog').getByRole('button', { name: 'Закрыть' }).click();
      await expect(pickedPicture(add.locator('.media-picker'))).toHaveCount(0);

      await add.getByLabel('Название').fill('Товар без картинки');
      await add.getByLabel('Цена, ₽').fill('500');
      await add.getByRole('button', { name: 'Добавить товар' }).click();
      // The card's message (the picker repeats it under its field).
      await expect(add.locator('.list-card__error')).toHaveText('Пожалуйста, заполните все поля и выберите изображение');

      await uploadThroughPicker(page, add.locator('.media-picker'), PNG, 'Товар без названия');
      await add.getByLabel('Название').fill('');
      await add.getByRole('button', { name: 'Добавить товар' }).click();
      // The card's message (the picker repeats it under its field).
      await expect(add.locator('.list-card__error')).toHaveText('Пожалуйста, заполните все поля и выберите изображение');
      await expect(add.getByLabel('Название')).toHaveAttribute('aria-invalid', 'true');
      expect(creates()).toBe(0);
    });
  });

  test('an edited product needs a name and price; a bad discount gets the schema message', async ({ page }) => {
    await openEditor(page);
    const updates = countCalls(page, 'products.update');
    await page
      .locator('.list-editor__grid > .list-card')
      .first()
      .getByRole('button', { name: /^Редактировать/ })
      .click();
    const editing = page.locator('.list-card--editing');
    await editing.getByLabel('Название').fill('');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editing.getByRole('alert').filter({ hasText: /^Пожалуйста, заполните все поля$/ })).toBeVisible();
    await editing.getByLabel('Название').fill('Временное название');
    await editing.getByLabel('Скидка, %').fill('150');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editing.getByText('Скидка: от 0 до 99').first()).toBeVisible();
    expect(updates()).toBe(0);
  });

  test('a failing save keeps the edit and shows the server’s message, or the spec’s when there is none', async ({ page }) => {
    await openEditor(page);
    const restore = await failTrpcCall(page, 'products.update', {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      httpStatus: 415,
      message: 'Неподдерживаемый формат: допустимы JPEG, PNG',
    });
    await page
      .locator('.list-editor__grid > .list-card')
      .first()
      .getByRole('button', { name: /^Редактировать/ })
      .click();
    const editing = page.locator('.list-card--editing');
    await editing.getByLabel('Название').fill('Правка, которая не должна пропасть');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editing.getByRole('alert').filter({ hasText: 'Неподдерживаемый формат: допустимы JPEG, PNG' })).toBeVisible();
    await expect(editing.getByLabel('Название')).toHaveValue('Правка, которая не должна пропасть');
    await restore();

    await failTrpcCall(page, 'products.update', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      message: 'Internal server error',
    });
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editing.getByRole('alert').filter({ hasText: 'Ошибка при сохранении товара' })).toBeVisible();
    await expect(editing.getByLabel('Название')).toHaveValue('Правка, которая не должна пропасть');

    await failTrpcCall(page, 'products.create', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      message: 'Internal server error',
    });
    const add = addCard(page);
    await uploadThroughPicker(page, add.locator('.media-picker'), PNG, 'Товар, который не сохранится');
    await add.getByLabel('Название').fill('Новый товар, который не сохранится');
    await add.getByLabel('Цена, ₽').fill('100');
    await add.getByRole('button', { name: 'Добавить товар' }).click();
    await expect(add.getByRole('alert').filter({ hasText: 'Ошибка при добавлении товара' })).toBeVisible();
    await expect(add.getByLabel('Название')).toHaveValue('Новый товар, который не сохранится');
    await expect(pickedPicture(add.locator('.media-picker'))).toHaveAttribute('alt', 'Товар, который не сохранится');
  });

  test('leaving with a picked image not yet added asks first', async ({ page }) => {
    await openEditor(page);
    await uploadThroughPicker(page, addCard(page).locator('.media-picker'), PNG, 'Товар, ещё не добавленный');
    await page.getByRole('link', { name: 'К панели администратора' }).click();
    const dialog = page.getByRole('dialog', { name: 'Несохранённые изменения' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/\/admin-products$/);
    await expect(pickedPicture(addCard(page).locator('.media-picker'))).toHaveAttribute('alt', 'Товар, ещё не добавленный');
  });
});
