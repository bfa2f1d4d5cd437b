import type { Page } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './isolated';
import { clip, itemNamed } from './video-helpers';

/** Loads one file into a fresh <video> in the page: its readyState once it has data, or its error code. */
function playable(page: Page, src: string) {
  return page.evaluate(
    (source) =>
      new Promise<{ readyState: number; error: number | null }>((resolve) => {
        const video = document.createElement('video');
        video.muted = true;
        video.preload = 'auto';
        video.addEventListener('loadeddata', () => resolve({ readyState: video.readyState, error: null }));
        video.addEventListener('error', () => resolve({ readyState: video.readyState, error: video.error?.code ?? -1 }));
        video.src = source;
      }),
    src,
  );
}

test.describe('banner videos in the media library', () => {
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 415/] });
  // The transcode runs on the server in the background; a busy shared machine needs minutes.
  test.describe.configure({ timeout: 300_000 });

  test('the owner uploads a phone video, follows its progress, picks a poster, and every file plays', async ({ page }, info) => {
    const name = `Тренировка-${info.project.name}-${Date.now()}.mp4`;
    await loginAsAdmin(page);
    await page.goto('/admin-media');
    await page.getByLabel('Загрузить видео').setInputFiles({ name, mimeType: 'video/mp4', buffer: clip() });
    await expect(page.getByText('Видео загружено')).toBeVisible({ timeout: 60_000 });
    const card = page.locator('.media-card').filter({ hasText: name });
    await expect(card).toContainText(/В очереди|Обрабатывается \d+ %/);
    await expect(card).toContainText('Готово', { timeout: 240_000 });

    // The poster: one of four frames.
    await card.click();
    const dialog = page.locator('.media-dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await expect(dialog.getByRole('radio', { name: 'Обложка 1' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Обложка 3' }).check();
    await expect(page.getByText('Обложка выбрана')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /-poster2-480\.webp$/);
    await expect(dialog.locator('video source').first()).toHaveAttribute('src', /\/uploads\/media\/\d+-[0-9a-f]{16}-640\.webm$/);

    // Every file plays in Chromium.
    const video = (await itemNamed(page, name)).video?.resolved;
    expect(video).toBeTruthy();
    if (!video) return;
    expect(video.poster).toMatch(/-poster2-1280\.webp$/);
    for (const src of [video.phone.mp4, video.phone.webm, video.desktop.mp4, video.desktop.webm]) {
      const result = await playable(page, src);
      expect(result, src).toEqual({ readyState: expect.any(Number), error: null });
      expect(result.readyState, src).toBeGreaterThanOrEqual(2);
    }
  });

  test('a file that is not a video is refused in Russian', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin-media');
    await page
      .getByLabel('Загрузить видео')
      .setInputFiles({ name: 'не-видео.mp4', mimeType: 'video/mp4', buffer: Buffer.from('это текст') });
    await expect(page.getByText('Это не видео или файл повреждён. Подходят MP4, MOV и WebM с телефона.')).toBeVisible();
  });
});
