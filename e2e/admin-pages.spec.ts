import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { sitePages } from '#shared/pages/registry';
import { loginAsAdmin } from './admin-helpers';
import { waitForHydration } from './fixtures';
import { expect, test } from './isolated';

/** A portrait as a phone gives it: a gradient with a light disc for a face. */
async function portrait(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#203060"/><stop offset="1" stop-color="#c03030"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="450" cy="380" r="180" fill="#f0d0b0"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

async function openEditor(page: Page, key: string) {
  await page.goto(`/admin/pages/${key}`);
  await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toBeVisible();
}

/** What a visitor gets: the admin's login is a token in the tab's storage, never sent by a plain request. */
async function visitorHtml(page: Page, path: string): Promise<string> {
  const response = await page.context().request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('the pages editors', () => {
  // Uploading a photo encodes it in several sizes; a busy machine needs the time.
  test.describe.configure({ timeout: 180_000 });
  // A refused stale save is a 409 the browser logs itself.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 409/] });

  test('the list shows every page with its state, and opens the editor', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin-dashboard');
    await page.getByRole('link', { name: /Страницы/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Страницы' })).toBeVisible();
    const items = page.locator('.pages-list__item');
    // Every page of every kind (shared/pages/registry.ts).
    await expect(items).toHaveCount(sitePages.keys.length);
    await expect(items.filter({ hasText: 'Об академии' })).toContainText(
      /Опубликована|Есть неопубликованные изменения|Запланирована/,
    );
    await items.filter({ hasText: 'Об академии' }).click();
    await expect(page.getByLabel('Имя основателя')).toBeVisible();
  });

  test('the founder’s name and photo: previewed, published, seen on /about, then the earlier version restored', async ({
    page,
  }, info) => {
    const tag = `${info.project.name}-${Date.now()}`;
    const newName = `Е2Е Основатель ${tag}`.slice(0, 60);
    await loginAsAdmin(page);
    await openEditor(page, 'about');
    const name = page.getByLabel('Имя основателя');
    const oldName = await name.inputValue();
    expect(oldName).not.toBe('');
    await name.fill(newName);
    await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();

    // A new photo, uploaded from the picker, described and placed.
    const founder = page.locator('.structured-media').filter({ hasText: 'Фото основателя' });
    await founder.getByRole('button', { name: /Выбрать/ }).click();
    const picker = page.locator('.media-dialog');
    await picker.getByLabel('Загрузить новое').setInputFiles(await portrait(`Основатель-${tag}.jpg`));
    await picker.getByLabel(/Описание/).fill(`Портрет основателя ${tag}`);
    await picker.getByRole('button', { name: 'Поставить это фото' }).click();
    await expect(founder.locator('.media-picker__thumb img')).toHaveAttribute('alt', `Портрет основателя ${tag}`);

    // The preview draws the unsaved draft with the visitors' components, at both widths.
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    const preview = page.locator('dialog.page-preview');
    const frame = preview.frameLocator('iframe');
    await expect(frame.getByText(newName).first()).toBeVisible();
    await expect(frame.locator(`img[alt="Портрет основателя ${tag}"]`).first()).toBeAttached();
    await preview.getByRole('button', { name: 'Телефон' }).click();
    await expect(preview.locator('iframe')).toHaveAttribute('title', /390/);
    await preview.getByRole('button', { name: 'Компьютер' }).click();
    await expect(preview.locator('iframe')).toHaveAttribute('title', /1440/);
    await preview.getByRole('button', { name: 'Закрыть предпросмотр' }).click();

    // Nothing is public yet.
    expect(await visitorHtml(page, '/about')).not.toContain(newName);

    await page.getByLabel(/Что изменено/).fill('Новое фото основателя');
    await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
    await expect(page.getByText('Опубликовано: посетители видят новую версию')).toBeVisible();
    const history = page.locator('.page-history__item');
    await expect(history.first()).toContainText('Новое фото основателя');
    await expect(history.first()).toContainText('на сайте сейчас');

    const published = await visitorHtml(page, '/about');
    expect(published).toContain(newName);
    expect(published).toContain(`Портрет основателя ${tag}`);

    // The version before: previewed from the history, then brought back.
    const earlier = history.nth(1);
    await earlier.getByRole('button', { name: /Посмотреть/ }).click();
    await expect(preview.frameLocator('iframe').getByText(oldName).first()).toBeVisible();
    await preview.getByRole('button', { name: 'Закрыть предпросмотр' }).click();
    await earlier.getByRole('button', { name: /Вернуть/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Вернуть эту версию' }).click();
    await expect(page.getByText('Версия возвращена и опубликована')).toBeVisible();
    await expect(page.getByLabel('Имя основателя')).toHaveValue(oldName);

    const restored = await visitorHtml(page, '/about');
    expect(restored).toContain(oldName);
    expect(restored).not.toContain(newName);
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByText(oldName).first()).toBeVisible();
  });

  test('a direction page’s texts replaced', async ({ page }, info) => {
    const tag = `${info.project.name}-${Date.now()}`;
    const lead = `Бокс для всех: ${tag}`;
    const feature = `Карточка ${tag}`.slice(0, 40);
    await loginAsAdmin(page);
    await openEditor(page, 'direction:boxing');
    await page.getByLabel('Подзаголовок баннера').fill(lead);
    await page.getByLabel('Заголовок карточки').first().fill(feature);
    // A text over its limit cannot be typed: the field holds the schema's maximum.
    await expect(page.getByLabel('Заголовок карточки').first()).toHaveAttribute('maxlength', '40');
    await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
    await expect(page.getByText('Опубликовано: посетители видят новую версию')).toBeVisible();

    await page.goto('/boxing');
    await waitForHydration(page);
    await expect(page.getByText(lead)).toBeVisible();
    await expect(page.getByText(feature)).toBeVisible();
  });

  test('a save based on an older version (another tab) is refused, the typed text kept', async ({ page, context }, info) => {
    const tag = `${info.project.name}-${Date.now()}`;
    await loginAsAdmin(page);
    const other = await context.newPage();
    await openEditor(page, 'contacts');
    await openEditor(other, 'contacts');

    await other.getByLabel(/^Заголовок\*?$/).fill(`Из другой вкладки ${tag}`);
    await other.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(other.getByText('Черновик сохранён')).toBeVisible();

    const mine = `Из этой вкладки ${tag}`;
    await page.getByLabel(/^Заголовок\*?$/).fill(mine);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Страницу уже изменили' });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel(/^Заголовок\*?$/)).toHaveValue(mine);
    await expect(notice.getByRole('link', { name: 'Открыть новую версию в новой вкладке' })).toHaveAttribute(
      'href',
      '/admin/pages/contacts',
    );

    // Keeping mine saves it over the newer version, once asked.
    await notice.getByRole('button', { name: 'Сохранить мою версию поверх' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить мою версию поверх' }).click();
    await expect(page.getByText('Черновик сохранён')).toBeVisible();
    await expect(notice).toBeHidden();
    await other.reload();
    await expect(other.getByLabel(/^Заголовок\*?$/)).toHaveValue(mine);
  });

  test('a visitor never sees a draft', async ({ page, browser }, info) => {
    const tag = `${info.project.name}-${Date.now()}`;
    const draft = `Черновик ${tag}`.slice(0, 60);
    await loginAsAdmin(page);
    await openEditor(page, 'about');
    await page.getByLabel('Имя основателя').fill(draft);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page.getByText('Черновик сохранён')).toBeVisible();
    await expect(page.getByText('Черновик отличается от опубликованной версии')).toBeVisible();

    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const guest = await visitor.newPage();
    await guest.goto('/about');
    await waitForHydration(guest);
    await expect(guest.locator('main')).not.toContainText(draft);
    const answer = await guest.request.get(`/trpc/pages.published?input=${encodeURIComponent(JSON.stringify({ key: 'about' }))}`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(draft);
    const editorCall = await guest.request.get(`/trpc/pages.get?input=${encodeURIComponent(JSON.stringify({ key: 'about' }))}`);
    expect(editorCall.status()).toBe(401);
    await visitor.close();
  });
});
