import type { APIRequestContext, Page } from '@playwright/test';
import type { ScheduleRow } from '#shared/schemas/schedule';
import { failTrpcCall, loginAsAdmin, trpcAdminMutation, trpcQuery } from './admin-helpers';
import { expect, test } from './isolated';

/** The schedule is replaced as a whole: the saving test puts the rows back for the worker's next tests. */
async function withSchedule(request: APIRequestContext, work: (rows: ScheduleRow[]) => Promise<void>): Promise<void> {
  const before = await trpcQuery<ScheduleRow[]>(request, 'schedule.list');
  try {
    await work(before);
  } finally {
    await trpcAdminMutation(request, 'schedule.replace', { schedule: before });
  }
}

function row(page: Page, number: number) {
  return page.getByRole('group', { name: `Строка ${number}`, exact: true });
}

async function openEditor(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/schedule-editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Расписание' })).toBeVisible();
  await expect(page.locator('.admin-schedule-table tbody tr').first()).toBeVisible();
}

async function startEditing(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Редактировать' }).click();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
}

test.describe('schedule editor', () => {
  // Admin flows make several round trips, uploads included; a busy machine needs more than 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('edits a cell, adds and deletes rows, saves; kept after reload and shown on /schedule', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(150_000); // a whole working session: several saves and reloads
    await withSchedule(request, async (before) => {
      expect(before.length).toBeGreaterThan(1);
      const marker = `Е2Е ${info.project.name} ${Date.now()}`;
      await openEditor(page);
      await expect(page.locator('.admin-schedule-table tbody tr')).toHaveCount(before.length);
      await startEditing(page);

      await row(page, 1).getByLabel('Понедельник').fill(marker);
      await page.getByRole('button', { name: 'Добавить строку' }).click();
      const added = row(page, before.length + 1);
      await expect(added.getByLabel('Время')).toBeFocused();
      await added.getByLabel('Время').fill('23:00–23:45');
      await added.getByLabel('Суббота').fill(`${marker} суббота`);
      await page.getByRole('button', { name: 'Удалить строку 2', exact: true }).click();
      await expect(page.getByText(`Строк: ${before.length}`)).toBeVisible();

      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Расписание обновлено')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Редактировать' })).toBeVisible();
      const table = page.locator('.admin-schedule-table');
      await expect(table).toContainText(marker);
      await expect(table).toContainText('23:00–23:45');

      const saved = await trpcQuery<ScheduleRow[]>(request, 'schedule.list');
      expect(saved).toHaveLength(before.length);
      expect(saved[0]).toEqual({ ...before[0], pn: marker });
      expect(saved[1]).toEqual(before[2]);
      expect(saved.at(-1)).toEqual({ time: '23:00–23:45', pn: '', vt: '', sr: '', ct: '', pt: '', sb: `${marker} суббота` });

      await page.reload();
      await expect(page.locator('.admin-schedule-table')).toContainText(marker);

      await page.goto('/schedule');
      await expect(page.locator('main')).toContainText(marker);
      await expect(page.locator('main')).toContainText('23:00–23:45');
    });
  });

  test('Cancel restores the saved table without saving', async ({ page, request }) => {
    const before = await trpcQuery<ScheduleRow[]>(request, 'schedule.list');
    let saves = 0;
    page.on('request', (req) => {
      if (req.url().includes('schedule.replace')) saves += 1;
    });
    await openEditor(page);
    await startEditing(page);
    await row(page, 1).getByLabel('Время').fill('отменённое время');
    await page.getByRole('button', { name: 'Удалить строку 1', exact: true }).click();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('button', { name: 'Редактировать' })).toBeVisible();
    await expect(page.locator('.admin-schedule-table')).not.toContainText('отменённое время');
    await expect(page.locator('.admin-schedule-table tbody th').first()).toHaveText(before[0]?.time ?? '');
    expect(saves).toBe(0);
  });

  test('a row without time is refused with the field marked, nothing is sent', async ({ page }) => {
    let saves = 0;
    page.on('request', (req) => {
      if (req.url().includes('schedule.replace')) saves += 1;
    });
    await openEditor(page);
    await startEditing(page);
    await row(page, 1).getByLabel('Время').fill('   ');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Проверьте поля, отмеченные красным')).toBeVisible();
    await expect(row(page, 1).getByText('Время: обязательное поле')).toBeVisible();
    await expect(row(page, 1).getByLabel('Время')).toHaveAttribute('aria-invalid', 'true');
    await expect(row(page, 1).getByLabel('Время')).toBeFocused();
    // Fixing the cell clears its mark.
    await row(page, 1).getByLabel('Время').fill('07:00–08:00');
    await expect(row(page, 1).getByText('Время: обязательное поле')).toHaveCount(0);
    expect(saves).toBe(0);
  });

  test('a failing save says the session expired and keeps every edit; the server’s validation text is shown', async ({
    page,
  }) => {
    await openEditor(page);
    await startEditing(page);
    await row(page, 1).getByLabel('Вторник').fill('Несохранённая правка');

    const restore = await failTrpcCall(page, 'schedule.replace', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      message: 'Внутренняя ошибка сервера',
    });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ваша сессия истекла' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Ваша сессия истекла' })).toBeVisible();
    await expect(row(page, 1).getByLabel('Вторник')).toHaveValue('Несохранённая правка');
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeEnabled();

    await restore();
    await failTrpcCall(page, 'schedule.replace', {
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Ячейка расписания: не более 200 символов',
    });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ячейка расписания: не более 200 символов' })).toBeVisible();
    await expect(row(page, 1).getByLabel('Вторник')).toHaveValue('Несохранённая правка');
  });

  test('a failing load says the session expired and offers a retry', async ({ page }) => {
    await loginAsAdmin(page);
    const restore = await failTrpcCall(page, 'schedule.list', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      message: 'Внутренняя ошибка сервера',
    });
    await page.goto('/schedule-editor');
    await expect(page.locator('.admin-empty').filter({ hasText: 'Ваша сессия истекла' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ваша сессия истекла' }).first()).toBeVisible();
    await restore();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.locator('.admin-schedule-table tbody tr').first()).toBeVisible();
  });

  test('leaving with unsaved edits asks first; staying keeps them', async ({ page }) => {
    await openEditor(page);
    await startEditing(page);
    await row(page, 1).getByLabel('Среда').fill('Правка перед уходом');
    await page.getByRole('link', { name: 'К панели администратора' }).click();
    const dialog = page.getByRole('dialog', { name: 'Несохранённые изменения' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/schedule-editor$/);
    await expect(row(page, 1).getByLabel('Среда')).toHaveValue('Правка перед уходом');

    // Closing the tab gets the browser's own prompt.
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await prompt;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.accept();
  });

  test('phones get a card per row with labelled inputs, wide screens a grid', async ({ page }, info) => {
    await openEditor(page);
    await startEditing(page);
    const first = row(page, 1);
    const legend = first.locator('legend');
    const header = page.locator('.schedule-edit__head');
    if (info.project.name === 'phone') {
      await expect(legend).toBeVisible();
      await expect(header).toBeHidden();
      await expect(first.locator('label', { hasText: 'Пн' })).toBeVisible();
      const box = await first.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
      // The save bar sits under the header, clear of the scroll-to-top button's corner.
      await expect(page.getByRole('button', { name: 'Сохранить' })).toBeInViewport();
    } else {
      await expect(header).toBeVisible();
      const inputs = first.locator('input, textarea');
      await expect(inputs).toHaveCount(7);
      const tops = await inputs.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
    }
  });
});
