import type { Page } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './isolated';

// Adds, edits and deletes slots: a server of its own per worker (e2e/README.md).

function addCard(page: Page) {
  return page.locator('.list-card--add');
}

/** The slot's card, found by its group title (unique per run). */
function card(page: Page, title: string) {
  return page.locator('.list-editor__grid > .list-card').filter({ hasText: title });
}

async function openEditor(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/admin/trial-slots');
  await expect(page.getByRole('heading', { level: 1, name: 'Пробные занятия: слоты' })).toBeVisible();
  await expect(page.locator('.list-editor__grid > .list-card').first()).toBeVisible();
}

test.describe('trial slots editor', () => {
  test.describe.configure({ timeout: 60_000 });

  test('adds a slot (the schema’s message first), edits it, deletes it', async ({ page }, info) => {
    const title = `Е2Е группа ${info.project.name} ${Date.now()}`;
    await openEditor(page);

    const add = addCard(page);
    await add.getByLabel('День недели').selectOption({ label: 'Воскресенье' });
    await add.getByLabel('Время').fill('06:40');
    await add.getByLabel('Направление').selectOption({ label: 'Бокс' });
    await add.getByLabel('Группа (как увидит посетитель)').fill(title);
    await add.getByLabel('Мест на пробное').fill('0');
    await add.getByRole('button', { name: 'Добавить слот' }).click();
    await expect(add.getByText('Мест на пробное: число от 1 до 30')).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);

    await add.getByLabel('Мест на пробное').fill('3');
    await add.getByRole('button', { name: 'Добавить слот' }).click();
    await expect(page.getByText('Слот добавлен')).toBeVisible();
    await expect(card(page, title)).toContainText('мест: 3');
    await expect(card(page, title)).toContainText('Вс');
    await expect(card(page, title)).toContainText('06:40');

    await card(page, title).getByRole('button', { name: 'Редактировать: Вс 06:40 · Бокс' }).click();
    // In edit mode the card holds the form (the title is an input's value): found as the one being edited.
    const editing = page.locator('.list-card--editing');
    await editing.getByLabel('Мест на пробное').fill('4');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Слот сохранён')).toBeVisible();
    await page.reload();
    await expect(card(page, title)).toContainText('мест: 4');

    await card(page, title).getByRole('button', { name: 'Удалить: Вс 06:40 · Бокс' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удаление слота' });
    await expect(dialog).toContainText('Вс 06:40 · Бокс');
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Слот удалён')).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
  });

  test('leaving with an unsaved edit asks first', async ({ page }) => {
    await openEditor(page);
    const first = page.locator('.list-editor__grid > .list-card').first();
    await first.getByRole('button', { name: /^Редактировать: / }).click();
    await first.getByLabel('Группа (как увидит посетитель)').fill('Не сохранится');
    await page.getByRole('link', { name: 'Пробные занятия', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Несохранённые изменения' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/\/admin\/trial-slots$/);
    await expect(first.getByLabel('Группа (как увидит посетитель)')).toHaveValue('Не сохранится');
  });
});
