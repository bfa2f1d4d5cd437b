import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { serverMessages } from '#shared/messages/server.ru';
import { imageSrc } from '#shared/rules/media';
import type { AdminPost, Post } from '#shared/schemas/post';
import { adminHeaders, loginAsAdmin } from './admin-helpers';
import { waitForHydration } from './fixtures';
import { expect, test } from './isolated';

const t = serverMessages.adminNews;
const m = serverMessages.adminMedia;
const photoFile = (name: string) => path.join(process.cwd(), 'client/public/media/images', name);
const unique = (info: TestInfo, label: string) => `${label} ${info.project.name} ${Date.now().toString(36)}`;
/** A demo news photo the seed put in the library (server/db/seed-data/posts.ts demoSceneAlts). */
const DEMO_PHOTO_ALT = 'Татами в зале академии';

async function openPicker(page: Page) {
  await page.getByRole('button', { name: `+ ${t.addPhotos}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: m.picker.title })).toBeVisible();
  return dialog;
}

test.describe('news photos from the media library', () => {
  // Uploading into the library encodes AVIF and WebP at every width: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the admin picks two photos (one uploaded in the picker), describes one, reorders them and publishes; the press centre shows them in that order', async ({
    page,
  }, info) => {
    const title = unique(info, 'E2E медиатека: сборы');
    const ownAlt = `Ребята на татами перед сборами ${info.project.name}`;
    await loginAsAdmin(page);
    await page.goto('/admin/news?edit=new');
    const form = page.getByRole('form', { name: t.newPost });
    await form.getByLabel(t.titleLabel).fill(title);
    await form.getByLabel(t.textLabel).fill('Летние сборы начинаются в понедельник. Ждём всех!');

    // 1. A photo from the phone, uploaded inside the picker, described there.
    let dialog = await openPicker(page);
    await dialog.locator('input[type="file"]').setInputFiles(photoFile('gallery-trophies.webp'));
    await dialog.getByLabel(m.alt).fill(`Кубки ${title}`, { timeout: 60_000 });
    await dialog.getByRole('button', { name: m.picker.use }).click();
    await expect(dialog).toHaveCount(0);

    // 2. A photo already in the library.
    dialog = await openPicker(page);
    await dialog.getByLabel(m.search).fill('татами');
    // Enter in the picker's search field searches; it does not publish the half-written post.
    await dialog.getByLabel(m.search).press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('form', { name: t.newPost })).toBeVisible();
    await dialog
      .getByRole('button', { name: m.picker.pick(DEMO_PHOTO_ALT) })
      .first()
      .click();
    await dialog.getByRole('button', { name: m.picker.use }).click();
    await expect(dialog).toHaveCount(0);
    await expect(form.getByRole('img', { name: t.photoAlt(2) })).toBeVisible();

    // This post's own description of the second photo; the library's shows as the hint.
    const altField = form.getByLabel(t.photoAltLabel(2));
    await expect(form.getByText(t.photoAltHint(DEMO_PHOTO_ALT))).toBeVisible();
    await altField.fill(ownAlt);
    // The library photo becomes the cover.
    await form.getByRole('button', { name: t.movePhotoUp(2) }).click();
    await expect(form.getByLabel(t.photoAltLabel(1))).toHaveValue(ownAlt);
    await page.screenshot({ path: info.outputPath('news-picker-form.png'), fullPage: true });

    await form.getByRole('button', { name: t.create }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.created })).toBeVisible();

    const posts = (await (await page.request.get('/api/posts')).json()) as Post[];
    const saved = posts.find((post) => post.title === title);
    expect(saved?.photoUrls).toHaveLength(2);
    for (const url of saved?.photoUrls ?? []) expect(url).toMatch(/^\/uploads\/media\/\d+-[0-9a-f]+-\d+\.webp$/);
    // In the order set: the library photo (with this post's description), then the uploaded one.
    const headers = await adminHeaders(page.request);
    const admin = (
      (await (await page.request.get('/trpc/posts.adminList', { headers })).json()) as { result: { data: AdminPost[] } }
    ).result.data;
    const stored = admin.find((post) => post.title === title);
    expect(stored?.photos.map((photo) => [photo.image?.alt, photo.alt])).toEqual([
      [DEMO_PHOTO_ALT, ownAlt],
      [`Кубки ${title}`, undefined],
    ]);
    expect(stored?.photos.map((photo) => imageSrc(photo.image))).toEqual(saved?.photoUrls);

    // The visitor: the post's cover is the library photo, with this post's description, its srcset and focal point.
    await page.goto('/press-center');
    const item = page.locator('.news-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    const image = item.locator('img.news-item__image');
    await expect(image).toHaveAttribute('alt', ownAlt);
    await expect(image).toHaveAttribute('srcset', /\/uploads\/media\/\d+-[0-9a-f]+-320\.webp 320w/);
    await expect(image).toHaveAttribute('style', /object-position/);
    const cover = await image.getAttribute('src');
    expect(cover?.replace(/-\d+\.webp$/, '')).toBe(saved?.photoUrls[0]?.replace(/-\d+\.webp$/, ''));
    // The viewer opens the cover at its large size (the list hydrates apart from the page's head:
    // a click before that does nothing, so it is repeated until the viewer is there).
    await waitForHydration(page);
    const viewer = page.getByRole('dialog');
    await expect(async () => {
      if ((await viewer.count()) === 0) await item.locator('.news-item__photo').click();
      await expect(viewer.locator('img')).toHaveAttribute('src', saved?.photoUrls[0] ?? '', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.screenshot({ path: info.outputPath('news-picker-press.png') });
  });
});
