import type { Page } from '@playwright/test';
import type { PriceItem } from '#shared/schemas/price';
import { failTrpcCall, loginAsAdmin, trpcQuery } from './admin-helpers';
import { expect, test } from './isolated';

function card(page: Page, category: string) {
  return page
    .locator('.list-editor__grid > .list-card')
    .filter({ has: page.getByRole('heading', { name: category, exact: true }) });
}

function addForm(page: Page) {
  return page.locator('.list-card--add');
}

async function openEditor(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/admin-price');
  await expect(page.getByRole('heading', { level: 1, name: 'Цены' })).toBeVisible();
  await expect(page.locator('.list-editor__grid > .list-card').first()).toBeVisible();
}

async function addPosition(page: Page, fields: { category: string; price: string; duration?: string; description?: string }) {
  const form = addForm(page);
  await form.getByLabel('Категория').fill(fields.category);
  await form.getByLabel('Цена, ₽').fill(fields.price);
  if (fields.duration) await form.getByLabel('Длительность').fill(fields.duration);
  if (fields.description) await form.getByLabel('Описание').fill(fields.description);
  await form.getByRole('button', { name: 'Добавить позицию' }).click();
}

test.describe('price list editor', () => {
  // Admin flows make several round trips, uploads included; a busy machine needs more than 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('adds, edits and deletes a position; each change is kept and shown on /price', async ({ page, request }, info) => {
    test.setTimeout(150_000); // a whole working session: several saves and reloads
    const category = `Е2Е абонемент ${info.project.name} ${Date.now()}`;
    await openEditor(page);

    await addPosition(page, { category, price: '4100', duration: '2 месяца', description: 'Первая строка\nВторая строка' });
    await expect(page.getByText('Позиция успешно добавлена')).toBeVisible();
    await expect(addForm(page).getByLabel('Категория')).toHaveValue('');
    await expect(card(page, category)).toContainText('4 100');
    await expect(card(page, category).locator('.price-admin-card__description p')).toHaveText(['Первая строка', 'Вторая строка']);

    await page.reload();
    await expect(card(page, category)).toContainText('2 месяца');
    const stored = (await trpcQuery<PriceItem[]>(request, 'prices.list')).find((item) => item.category === category);
    expect(stored).toMatchObject({ price: 4100, duration: '2 месяца', description: 'Первая строка\nВторая строка' });

    await page.goto('/price');
    await expect(page.locator('main')).toContainText(category);

    // Edit: only this card is editable meanwhile.
    await page.goto('/admin-price');
    await card(page, category)
      .getByRole('button', { name: `Редактировать: ${category}` })
      .click();
    const editing = page.locator('.list-card--editing');
    await expect(editing.getByLabel('Категория')).toBeFocused();
    const others = page.locator('.list-editor__grid > .list-card:not(.list-card--editing)');
    expect(await others.count()).toBeGreaterThan(0);
    for (const other of await others.all()) {
      await expect(other.getByRole('button', { name: /^Редактировать/ })).toBeDisabled();
      await expect(other.getByRole('button', { name: /^Удалить/ })).toBeDisabled();
    }
    await editing.getByLabel('Цена, ₽').fill('4350');
    await editing.getByLabel('Длительность').fill('');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();
    await expect(page.locator('.list-card--editing')).toHaveCount(0);
    await expect(card(page, category)).toContainText('4 350');
    await expect(card(page, category).getByRole('button', { name: `Редактировать: ${category}` })).toBeFocused();
    await expect(
      page
        .locator('.list-editor__grid > .list-card')
        .first()
        .getByRole('button', { name: /^Редактировать/ }),
    ).toBeEnabled();

    await page.reload();
    await expect(card(page, category)).toContainText('4 350');
    await expect(card(page, category)).not.toContainText('2 месяца');

    // Delete, with the spec's confirmation.
    await card(page, category)
      .getByRole('button', { name: `Удалить: ${category}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Удаление позиции' });
    await expect(dialog).toContainText('Вы уверены, что хотите удалить эту позицию?');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(card(page, category)).toHaveCount(1);
    await card(page, category)
      .getByRole('button', { name: `Удалить: ${category}` })
      .click();
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Позиция удалена')).toBeVisible();
    await expect(card(page, category)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.list-editor__grid > .list-card').first()).toBeVisible();
    await expect(card(page, category)).toHaveCount(0);
    expect((await trpcQuery<PriceItem[]>(request, 'prices.list')).some((item) => item.category === category)).toBe(false);
  });

  test('the add form requires category and price, and refuses a negative price', async ({ page }) => {
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('prices.create')) sent += 1;
    });
    await openEditor(page);
    await addForm(page).getByRole('button', { name: 'Добавить позицию' }).click();
    await expect(addForm(page).getByText('Категория: обязательное поле')).toBeVisible();
    await expect(addForm(page).getByText('Цена: обязательное поле')).toBeVisible();
    await expect(addForm(page).getByLabel('Категория')).toHaveAttribute('aria-invalid', 'true');

    await addPosition(page, { category: 'Отрицательная', price: '-5' });
    await expect(addForm(page).getByText('Цена: не может быть меньше 0')).toBeVisible();
    await expect(addForm(page).getByText('Категория: обязательное поле')).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test('failing calls keep the input and say what failed', async ({ page }) => {
    await openEditor(page);
    const restoreCreate = await failTrpcCall(page, 'prices.create', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      message: 'Внутренняя ошибка сервера',
    });
    await addPosition(page, { category: 'Не сохранится', price: '999', description: 'Текст остаётся' });
    await expect(page.getByText('Ошибка при добавлении данных')).toBeVisible();
    await expect(addForm(page).getByLabel('Категория')).toHaveValue('Не сохранится');
    await expect(addForm(page).getByLabel('Описание')).toHaveValue('Текст остаётся');
    await restoreCreate();

    await failTrpcCall(page, 'prices.update', {
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Цена: слишком большое значение',
      fieldErrors: { price: ['Цена: слишком большое значение'] },
    });
    const first = page.locator('.list-editor__grid > .list-card').first();
    await first.getByRole('button', { name: /^Редактировать/ }).click();
    const editing = page.locator('.list-card--editing');
    await editing.getByLabel('Цена, ₽').fill('9999999');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Ошибка при обновлении данных')).toBeVisible();
    await expect(editing.getByText('Цена: слишком большое значение')).toBeVisible();
    await expect(editing.getByLabel('Цена, ₽')).toHaveValue('9999999');

    await editing.getByRole('button', { name: 'Отмена' }).click();
    await failTrpcCall(page, 'prices.delete', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      message: 'Внутренняя ошибка сервера',
    });
    await first.getByRole('button', { name: /^Удалить/ }).click();
    await page.getByRole('dialog', { name: 'Удаление позиции' }).getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Ошибка при удалении данных')).toBeVisible();
    await expect(first).toBeVisible();
  });

  test('a failing load shows the spec message and a retry', async ({ page }) => {
    await loginAsAdmin(page);
    const restore = await failTrpcCall(page, 'prices.list', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      message: 'Внутренняя ошибка сервера',
    });
    await page.goto('/admin-price');
    await expect(page.locator('.admin-empty').filter({ hasText: 'Ошибка при получении цен' })).toBeVisible();
    await restore();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.locator('.list-editor__grid > .list-card').first()).toBeVisible();
  });

  test('leaving with a half-filled form asks first', async ({ page }) => {
    await openEditor(page);
    await addForm(page).getByLabel('Категория').fill('Черновик позиции');
    await page.getByRole('link', { name: 'К панели администратора' }).click();
    const dialog = page.getByRole('dialog', { name: 'Несохранённые изменения' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/\/admin-price$/);
    await expect(addForm(page).getByLabel('Категория')).toHaveValue('Черновик позиции');
    await page.getByRole('link', { name: 'К панели администратора' }).click();
    await dialog.getByRole('button', { name: 'Уйти без сохранения' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
