import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './isolated';

/** A phone photo: a gradient with a bright disc where the subject is (upper right). */
async function photo(name: string, width: number, height: number, from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height / 7}" fill="#fff"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

function mediaCard(page: Page, name: string) {
  return page.locator('.media-card').filter({ hasText: name });
}

test.describe('media library', () => {
  // Uploads are encoded on the server (WebP at several widths, AVIF up to 1280 px): a busy machine needs time.
  test.describe.configure({ timeout: 180_000 });
  // The refused delete of a photo in use (409) is logged by the browser itself.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 409/] });

  test('the owner uploads two photos, sets the focal point and alt text, makes one a coach portrait cropped on /about', async ({
    page,
  }, info) => {
    const tag = `${info.project.name}-${Date.now()}`;
    // Unique per run: the demo's library pictures (the about page's gallery) also show the tatami.
    const alt = `Тренер на татами ${tag}`;
    const hall = `Зал-${tag}.jpg`;
    const portrait = `Тренер-${tag}.jpg`;
    await loginAsAdmin(page);
    await page.goto('/admin-media');
    await expect(page.getByRole('heading', { level: 1, name: 'Медиа' })).toBeVisible();

    // Two photos at once, as a phone's gallery gives them.
    await page
      .getByLabel('Загрузить фото')
      .setInputFiles([
        await photo(hall, 1600, 1000, '#203060', '#c03030'),
        await photo(portrait, 1500, 1000, '#306020', '#e0c040'),
      ]);
    await expect(page.getByText('Загружено фото: 2')).toBeVisible({ timeout: 120_000 });
    await expect(mediaCard(page, hall)).toContainText('Нет описания');
    await expect(mediaCard(page, portrait)).toBeVisible();

    // The details: tap the subject (upper right), describe the photo.
    await mediaCard(page, portrait).click();
    const dialog = page.locator('.media-dialog');
    await expect(dialog.getByRole('heading', { name: portrait })).toBeVisible();
    const area = dialog.locator('.focal-picker__area');
    const box = await area.boundingBox();
    if (!box) throw new Error('the focal picker has no box');
    await area.click({ position: { x: box.width * 0.8, y: box.height * 0.25 } });
    await expect(area).toHaveAccessibleName(/Главная точка: 80% по ширине, 25% по высоте/);
    // Both crop previews follow the point.
    await expect(dialog.locator('.crop-previews__image').first()).toHaveCSS('object-position', '80% 25%');
    await dialog.getByLabel('Описание для незрячих (alt)').fill(alt);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();
    await expect(mediaCard(page, portrait)).not.toContainText('Нет описания');

    // Search by alt text.
    await page.getByLabel('Поиск по названию или описанию').fill(`ТАТАМИ ${tag}`);
    await expect(page.locator('.media-card')).toHaveCount(1);

    // The coaches editor takes it from the library.
    const coach = `Е2Е Тренер ${tag}`;
    await page.goto('/admin-coaches');
    const add = page.locator('.list-card--add');
    await add.getByLabel('Имя и фамилия').fill(coach);
    await add.getByRole('button', { name: 'Добавить тренера' }).click();
    await expect(add.getByText('Выберите фото тренера')).toBeVisible();
    await add.getByRole('button', { name: 'Выбрать из библиотеки' }).click();
    const picker = page.locator('.media-dialog');
    await picker.getByRole('button', { name: `Выбрать: ${alt}` }).click();
    await picker.getByRole('button', { name: 'Поставить это фото' }).click();
    await expect(add.locator('.media-picker__thumb img')).toHaveAttribute('alt', alt);
    await add.getByRole('button', { name: 'Добавить тренера' }).click();
    await expect(page.getByText('Тренер добавлен')).toBeVisible();

    // The served /about: AVIF and WebP sizes of the library, cropped around the focal point.
    const html = await (await page.request.get('/about')).text();
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/uploads\/media\/\d+-[0-9a-f]{16}-320\.avif 320w/);
    expect(html).toContain('object-position:80% 25%');
    await page.goto('/about');
    const card = page.locator('.about-coach').filter({ has: page.getByRole('heading', { name: coach, exact: true }) });
    await card.scrollIntoViewIfNeeded();
    const image = card.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveCSS('object-position', '80% 25%');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/media\/.+\.avif$/);
    // The 1500 px photo: AVIF up to 1280 px, WebP up to its own 1500; every address offered is served.
    const sources = await card
      .locator('picture source')
      .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('type'), node.getAttribute('srcset') ?? '']));
    expect(sources.map(([type, srcset]) => [type, srcset?.split(', ').at(-1)?.split(' ')[1]])).toEqual([
      ['image/avif', '1280w'],
      ['image/webp', '1500w'],
    ]);
    for (const url of sources.flatMap(([, srcset]) => (srcset ?? '').split(', ').map((entry) => entry.split(' ')[0] ?? ''))) {
      expect((await page.request.get(url)).status(), url).toBe(200);
    }

    // In use: the library refuses to delete it and says where it is used.
    await page.goto('/admin-media');
    await mediaCard(page, portrait).click();
    await expect(page.locator('.media-dialog').getByText(`Тренер «${coach}»`)).toBeVisible();
    await page.locator('.media-dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.locator('.admin-dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText(`Фото используется: Тренер «${coach}»`)).toBeVisible();
  });
});

test.describe('media library refusals', () => {
  // The refused upload's 415 is logged by the browser itself.
  test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

  test('a file that is not a photo is refused with its name, in Russian', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin-media');
    await page
      .getByLabel('Загрузить фото')
      .setInputFiles({ name: 'не-фото.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('это текст') });
    await expect(page.locator('.media-failures')).toContainText('«не-фото.jpg»: это не фото или файл повреждён');
  });
});
