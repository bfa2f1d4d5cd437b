import type { Locator, Page } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './isolated';

/**
 * The page editor on a phone (issue 42, point 7): 'Опубликовать' is in the sticky bar at the bottom
 * of the screen from the first field on, a toast stands above the bar instead of over its buttons,
 * and the desktop preview opens at its real size, scrolled sideways, instead of shrunk to a quarter.
 * At 1440 px the bar keeps only saving and the preview: publishing is the side panel's, once.
 */

async function openEditor(page: Page, key: string) {
  await page.goto(`/admin/pages/${key}`);
  await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test.describe('the page editor on a phone', () => {
  test.describe.configure({ timeout: 120_000 });

  test('publishes from the sticky bar, keeps the toast off the bar, and previews the desktop page readable', async ({
    page,
  }, info) => {
    const phone = info.project.name === 'phone';
    const lead = `С телефона ${info.project.name}-${Date.now()}`;
    await loginAsAdmin(page);
    await openEditor(page, 'direction:boxing');
    const bar = page.locator('.page-editor__bar');
    // One 'Опубликовать' on each layout: the bar's on a phone, the side panel's on a wide screen.
    const publish = page.getByRole('button', { name: 'Опубликовать', exact: true });
    await expect(publish).toHaveCount(1);
    if (!phone) {
      await expect(bar.getByRole('button', { name: 'Опубликовать', exact: true })).toHaveCount(0);
      await expect(page.locator('.page-publish').getByRole('button', { name: 'Опубликовать', exact: true })).toBeVisible();
      return;
    }

    // At the top of the form, far from the panel below every field, publishing is at the screen's bottom.
    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    await expect(bar.getByRole('button', { name: 'Опубликовать', exact: true })).toBeInViewport();
    const button = await box(bar.getByRole('button', { name: 'Опубликовать', exact: true }));
    expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
    expect(button.y).toBeGreaterThan(viewport.height * 0.7);

    await page.getByLabel('Подзаголовок баннера').fill(lead);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Черновик сохранён' });
    await expect(toast).toBeVisible();
    // Once it has slid in, the toast ends above the bar.
    await expect
      .poll(async () => (await box(toast)).y + (await box(toast)).height - (await box(bar)).y, { timeout: 5000 })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath('editor-toast-phone.png') });

    // The desktop preview: at its real width, the stage scrolls sideways to the rest of the page.
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    const preview = page.locator('.page-preview');
    await preview.getByRole('button', { name: 'Компьютер' }).click();
    const frame = preview.locator('iframe');
    await expect(frame).toHaveAttribute('title', /1440/);
    await expect(frame.contentFrame().getByText(lead).first()).toBeVisible();
    expect(Math.round((await box(frame)).width)).toBe(1440);
    const stage = preview.locator('.page-preview__stage');
    const scrolled = await stage.evaluate((element) => {
      element.scrollLeft = 500;
      return { left: element.scrollLeft, wide: element.scrollWidth, shown: element.clientWidth };
    });
    expect(scrolled.wide).toBeGreaterThanOrEqual(1440);
    expect(scrolled.shown).toBeLessThanOrEqual(viewport.width);
    expect(scrolled.left).toBe(500);
    await page.screenshot({ path: info.outputPath('preview-desktop-on-phone.png') });
    // The phone's own width still fits the screen without scrolling.
    await preview.getByRole('button', { name: 'Телефон' }).click();
    await expect(frame).toHaveAttribute('title', /390/);
    await expect(stage).not.toHaveAttribute('data-scrolls');
    await preview.getByRole('button', { name: 'Закрыть предпросмотр' }).click();

    await bar.getByRole('button', { name: 'Опубликовать', exact: true }).click();
    await expect(page.getByText('Опубликовано: посетители видят новую версию')).toBeVisible();
    const visitor = await page.context().request.get('/boxing');
    expect(await visitor.text()).toContain(lead);
  });
});
