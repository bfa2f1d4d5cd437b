import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { HOME_NEWS } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import { formatLongDate } from '#shared/rules/dates';
import type { AdminPost, Post } from '#shared/schemas/post';
import { adminHeaders, loginAsAdmin, trpcAdminMutation } from './admin-helpers';
import { expect, test } from './isolated';

const t = serverMessages.adminNews;
const m = serverMessages.adminMedia;
const photoFile = (name: string) => path.join(process.cwd(), 'client/public/media/images', name);

const unique = (info: TestInfo, label: string) => `${label} ${info.project.name} ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Adds a photo to the post through the media picker: uploaded from the device inside it (a file
 * path) or chosen from the library by its alt text; the picker asks for the alt text of a new one.
 */
async function addPhoto(page: Page, photo: { upload: string; alt: string } | { choose: string }) {
  await page.getByRole('button', { name: `+ ${t.addPhotos}` }).click();
  const dialog = page.getByRole('dialog');
  if ('upload' in photo) {
    await dialog.locator('input[type="file"]').setInputFiles(photoFile(photo.upload));
    // The library encodes it (AVIF and WebP at every width): slow on a busy machine.
    await dialog.getByLabel(m.alt).fill(photo.alt, { timeout: 60_000 });
  } else {
    await dialog
      .getByRole('button', { name: m.picker.pick(photo.choose) })
      .first()
      .click();
  }
  await dialog.getByRole('button', { name: m.picker.use }).click();
  await expect(dialog).toHaveCount(0);
}

async function openEditor(page: Page, search = '') {
  await loginAsAdmin(page);
  await page.goto(`/admin/news${search}`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

async function publicPosts(page: Page): Promise<Post[]> {
  return (await (await page.request.get('/api/posts')).json()) as Post[];
}

/** Long enough that the home card cuts it (190 characters), with VK mention markup to clean. */
const LONG_TEXT =
  'Команда академии вернулась с открытого турнира по грэпплингу: спасибо [club77120455|Спорткомитету Обнинска] за поддержку и всем родителям, которые приехали болеть за ребят. Следующий старт — уже в декабре, подробности на сайте https://example.com/turnir и у тренеров.';

test.describe('admin news editor', () => {
  // Several screens, uploads and page loads per test: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a post written in the editor with an uploaded photo reaches the press centre, the home slider and the events', async ({
    page,
  }, info) => {
    const title = unique(info, 'E2E редактор: турнир');
    await openEditor(page);
    await page
      .getByRole('button', { name: `+ ${t.newPost}` })
      .first()
      .click();
    const form = page.getByRole('form', { name: t.newPost });
    await expect(form).toBeVisible();

    await form.getByLabel(t.titleLabel).fill(title);
    await form.getByLabel(t.textLabel).fill(LONG_TEXT);
    await form.getByRole('button', { name: t.insertHashtag('#афиша') }).click();
    await expect(form.getByLabel(t.textLabel)).toHaveValue(`${LONG_TEXT} #афиша`);
    await form.getByLabel(t.dateLabel).fill('2026-11-20T18:30');

    // The preview: cleaned text (mention → label, tag gone), the 190-character cut, and the photo rule.
    const preview = page.getByRole('region', { name: t.preview });
    await expect(preview.getByText(t.hiddenNoPhoto)).toBeVisible();
    const press = preview.getByTestId('preview-press');
    await expect(press).toContainText('спасибо Спорткомитету Обнинска за поддержку');
    await expect(press).not.toContainText('[club');
    await expect(press).not.toContainText('#афиша');
    await expect(press.getByRole('link', { name: 'https://example.com/turnir' })).toHaveAttribute('target', '_blank');
    await expect(press).toContainText(formatLongDate(Date.UTC(2026, 10, 20, 15, 30) / 1000));
    const cardText = await preview.getByTestId('preview-card').locator('.news-preview__card-text').textContent();
    expect(cardText?.endsWith('…')).toBe(true);
    expect((cardText ?? '').length).toBeLessThanOrEqual(HOME_NEWS.textCutLength + 1);
    await expect(preview.getByTestId('preview-card')).toContainText(serverMessages.home.readMore);

    await addPhoto(page, { upload: 'gallery-trophies.webp', alt: `Кубки ${title}` });
    await expect(form.getByRole('img', { name: t.photoAlt(1) })).toBeVisible();
    await expect(preview.getByText(t.hiddenNoPhoto)).toBeHidden();
    await expect(preview.getByText(t.inEvents)).toBeVisible();

    await form.getByRole('button', { name: t.create }).click();
    await expect(toast(page, t.created)).toBeVisible();
    await expect(page.getByRole('form', { name: t.editPost })).toBeVisible();
    const item = page.getByRole('button', { name: new RegExp(title) });
    await expect(item).toContainText(t.sourceSite);

    const stored = (await publicPosts(page)).find((post) => post.title === title);
    expect(stored?.photoUrls[0]).toMatch(/^\/uploads\/media\/.+\.webp$/);
    expect(stored?.date).toBe(Date.UTC(2026, 10, 20, 15, 30) / 1000);

    await page.goto('/press-center');
    const pressItem = page.locator('.news-item').filter({ hasText: title });
    await expect(pressItem).toBeVisible();
    await expect(pressItem).toContainText('спасибо Спорткомитету Обнинска');

    await page.goto('/');
    await expect(page.locator('.news-card__title').filter({ hasText: title }).first()).toBeAttached();

    await page.goto('/events');
    await expect(page.getByText(title).first()).toBeVisible();

    await trpcAdminMutation(page.request, 'posts.delete', { id: stored?.id });
  });

  test('edits, reorders photos and deletes a post', async ({ page }, info) => {
    const title = unique(info, 'E2E редактор: правка');
    await openEditor(page, '?edit=new');
    const form = page.getByRole('form', { name: t.newPost });
    await form.getByLabel(t.titleLabel).fill(title);
    await form.getByLabel(t.textLabel).fill('Аттестация прошла успешно.');
    await addPhoto(page, { upload: 'gallery-trophies.webp', alt: `Кубки ${title}` });
    await addPhoto(page, { upload: 'gallery-tatami.webp', alt: `Татами ${title}` });
    await expect(form.getByRole('img', { name: t.photoAlt(2) })).toBeVisible();
    await form.getByRole('button', { name: t.create }).click();
    await expect(toast(page, t.created)).toBeVisible();

    const editForm = page.getByRole('form', { name: t.editPost });
    const photos = async () =>
      editForm.locator('.news-photo img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    const [first, second] = await photos();
    await editForm.getByRole('button', { name: t.movePhotoUp(2) }).click();
    await expect.poll(photos).toEqual([second, first]);
    await expect(page.getByTestId('preview-press').locator('img')).toHaveAttribute('src', second ?? '');

    const edited = `${title} (обновлено)`;
    await editForm.getByLabel(t.titleLabel).fill(edited);
    await editForm.getByRole('button', { name: t.save, exact: true }).click();
    await expect(toast(page, t.updated)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) })).toBeVisible();

    const headers = await adminHeaders(page.request);
    const list = async () =>
      ((await (await page.request.get('/trpc/posts.adminList', { headers })).json()) as { result: { data: AdminPost[] } }).result
        .data;
    const saved = (await list()).find((post) => post.title === edited);
    // The thumbnails show each item's WebP `src`, the address the post answers.
    expect(saved?.photoUrls).toEqual([second, first]);

    await page.reload();
    await expect(page.getByRole('form', { name: t.editPost }).getByLabel(t.titleLabel)).toHaveValue(edited);

    await page.getByRole('form', { name: t.editPost }).getByRole('button', { name: t.delete }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.confirmDelete(edited));
    await dialog.getByRole('button', { name: t.delete }).click();
    await expect(toast(page, t.deleted)).toBeVisible();
    await expect(page.getByRole('form', { name: t.editPost })).toHaveCount(0);
    expect((await list()).some((post) => post.title === edited)).toBe(false);
  });

  test('unsaved edits ask before opening another post; the sync panel explains VK is not set up', async ({ page }) => {
    await openEditor(page);
    await expect(page.getByText(serverMessages.vkSync.notConfigured)).toBeVisible();
    await expect(page.getByRole('button', { name: t.syncNow })).toBeDisabled();
    await expect(page.getByText(t.lastSync)).toBeVisible();

    const items = page.locator('.news-list__item');
    await items.nth(0).click();
    const form = page.getByRole('form', { name: t.editPost });
    const originalTitle = await form.getByLabel(t.titleLabel).inputValue();
    await form.getByLabel(t.titleLabel).fill(`${originalTitle} — черновик`);

    await items.nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.unsavedSwitch);
    await dialog.getByRole('button', { name: t.stay }).click();
    await expect(form.getByLabel(t.titleLabel)).toHaveValue(`${originalTitle} — черновик`);

    await form.getByRole('button', { name: t.cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.discard }).click();
    await expect(page.getByRole('form', { name: t.editPost })).toHaveCount(0);
  });
});
