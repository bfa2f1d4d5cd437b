import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdStatus } from '#shared/schemas/ad';
import { adminHeaders } from './admin-helpers';
import { expectHydratedInPlace } from './fixtures';
import { expect, test } from './isolated';

const REDIRECT_URL = 'https://tickets.example.com/tournament?promo=academy';
const FALLBACK_IMAGE = '/media/ad-fallback.webp';

test.use({ showAdPopup: true });

async function adStatus(request: APIRequestContext): Promise<AdStatus> {
  const response = await request.get('/api/admin/ad-status');
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdStatus;
}

/** Through the legacy admin API: an image, the ticket link, and the active state wanted. */
async function setAd(request: APIRequestContext, isActive: boolean): Promise<AdStatus> {
  const headers = await adminHeaders(request);
  if (!(await adStatus(request)).imageUrl) {
    const upload = await request.post('/api/admin/upload-ad-image', {
      headers,
      multipart: { image: { name: 'poster.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync('client/public/og-image.jpg') } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }
  const link = await request.post('/api/admin/update-ad-redirect-url', { headers, data: { redirectUrl: REDIRECT_URL } });
  expect(link.ok(), await link.text()).toBe(true);
  if ((await adStatus(request)).isActive !== isActive) {
    const toggle = await request.post('/api/admin/toggle-ad', { headers });
    expect(toggle.ok(), await toggle.text()).toBe(true);
  }
  const status = await adStatus(request);
  expect(status.isActive).toBe(isActive);
  return status;
}

/**
 * The ad is one row of this worker's own server (isolated.ts): each test sets the state it needs
 * first, whatever an earlier test in the worker left.
 */
async function withAd(request: APIRequestContext, isActive: boolean, work: (status: AdStatus) => Promise<void>) {
  await work(await setAd(request, isActive));
}

type Marking = { isAdvertising: boolean; advertiserName: string; advertiserInn: string; erid: string };
const NO_MARKING: Marking = { isAdvertising: true, advertiserName: '', advertiserInn: '', erid: '' };

/** The advertising label through the admin procedure (the legacy API has no call for it). */
async function setMarking(request: APIRequestContext, marking: Marking): Promise<void> {
  const response = await request.post('/trpc/ad.updateMarking', { headers: await adminHeaders(request), data: marking });
  expect(response.ok(), await response.text()).toBe(true);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Специальное предложение' });
/** The pop-up comes after hydration, a status request and two lazy chunks: slow on a busy machine. */
const APPEARS = { timeout: 20_000 };

test.describe('ad pop-up', () => {
  // The pop-up waits (up to 20 s) behind hydration and lazy chunks; generous on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('after a reload on any page: image, countdown, ticket link, note; closes by its button, once per session', async ({
    page,
    request,
  }) => {
    await withAd(request, true, async (status) => {
      await page.goto('/boxing');
      await expectHydratedInPlace(page);
      // Arriving on another page by a link is not a reload: nothing shown.
      await page.waitForLoadState('networkidle');
      await expect(dialog(page)).toHaveCount(0);

      await page.reload();
      const popup = dialog(page);
      await expect(popup).toBeVisible(APPEARS);
      await expect(popup.getByRole('img', { name: 'Афиша специального предложения' })).toHaveAttribute('src', status.imageUrl);
      const seconds = Number(await popup.getByTestId('ad-countdown').textContent());
      expect(seconds).toBeGreaterThan(15);
      expect(seconds).toBeLessThanOrEqual(20);
      await expect(popup.locator('.ad-card__ring-progress')).toBeAttached();

      const cta = popup.getByRole('link', { name: 'Купить билеты со скидкой' });
      await expect(cta).toHaveAttribute('href', REDIRECT_URL);
      await expect(cta).toHaveAttribute('target', '_blank');
      await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(popup.getByText('Количество билетов ограничено')).toBeVisible();

      await popup.getByRole('button', { name: 'Закрыть' }).click();
      await expect(popup).toHaveCount(0);

      // Closed once: not again in this tab, neither after a reload nor on the home page.
      await page.reload();
      await expectHydratedInPlace(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expect(dialog(page)).toHaveCount(0);
    });
  });

  test('on the home page: focus inside, Tab stays inside, Escape closes', async ({ page, request }) => {
    await withAd(request, true, async () => {
      await page.goto('/');
      const popup = dialog(page);
      await expect(popup).toBeVisible(APPEARS);
      const close = popup.getByRole('button', { name: 'Закрыть' });
      await expect(close).toBeFocused();
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
    });
  });

  test('the ring counts down and the pop-up closes itself after 20 seconds', async ({ page, request }) => {
    await withAd(request, true, async () => {
      await page.clock.install();
      // Page time moves only when the test says so; requests still complete on their own.
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto('/');
      const popup = dialog(page);
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return popup.count();
        }, APPEARS)
        .toBe(1);
      const countdown = popup.getByTestId('ad-countdown');
      await expect(countdown).toHaveText('20');
      const ringLength = () =>
        popup.locator('.ad-card__ring-progress').evaluate((circle) => circle.getAttribute('stroke-dasharray'));
      const ringAtStart = await ringLength();

      await page.clock.runFor(5_000);
      await expect(countdown).toHaveText('15');
      await expect.poll(ringLength).not.toBe(ringAtStart);

      await page.clock.runFor(14_000);
      await expect(countdown).toHaveText('1');
      await expect(popup).toBeVisible();
      await page.clock.runFor(1_100);
      await expect(popup).toHaveCount(0);
    });
  });

  test('a broken image is replaced by the fallback picture', async ({ page, request }) => {
    await withAd(request, true, async (status) => {
      // The stored file answers with bytes no browser can decode.
      await page.route(`**${status.imageUrl}`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/jpeg', body: Buffer.from('not an image') }),
      );
      await page.goto('/');
      const image = dialog(page).getByRole('img', { name: 'Афиша специального предложения' });
      await expect(image).toHaveAttribute('src', FALLBACK_IMAGE, APPEARS);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });
  });

  test('an inactive ad: the status is asked after hydration and the pop-up code is never downloaded', async ({
    page,
    request,
  }) => {
    await withAd(request, false, async () => {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
      });
      // The gate asks ad.popup: the status with the advertising label.
      const statusAsked = page.waitForRequest((req) => req.url().includes('/trpc/ad.popup'));
      const html = await (await page.request.get('/')).text();
      // Neither an element nor the pop-up's own stylesheet (a lazy chunk: never inlined into the page).
      expect(html).not.toContain('ad-popup');
      await page.goto('/');
      await expectHydratedInPlace(page);
      await statusAsked;
      await page.waitForLoadState('networkidle');
      await expect(dialog(page)).toHaveCount(0);
      expect(scripts.some((url) => /ad-popup|motion-features/.test(url))).toBe(false);
    });
  });

  test('an advert carries Реклама, the advertiser and the erid on the card and the erid in its link', async ({
    page,
    request,
  }) => {
    await withAd(request, true, async () => {
      await setMarking(request, {
        isAdvertising: true,
        advertiserName: 'ООО «Турнир»',
        advertiserInn: '7701234567',
        erid: 'Kra23f4Dh',
      });
      try {
        await page.goto('/');
        const popup = dialog(page);
        await expect(popup).toBeVisible(APPEARS);
        const label = popup.getByTestId('ad-marking');
        await expect(label).toHaveText('Реклама · ООО «Турнир», ИНН 7701234567 · erid: Kra23f4Dh');
        await expect(label).toBeInViewport();
        // Readable where the practice expects it: on the card, clear of the close button.
        const labelBox = await label.boundingBox();
        const closeBox = await popup.getByRole('button', { name: 'Закрыть' }).boundingBox();
        const cardBox = await popup.boundingBox();
        if (!labelBox || !closeBox || !cardBox) throw new Error('the label, the close button or the card has no box');
        const overlaps =
          labelBox.x < closeBox.x + closeBox.width &&
          closeBox.x < labelBox.x + labelBox.width &&
          labelBox.y < closeBox.y + closeBox.height &&
          closeBox.y < labelBox.y + labelBox.height;
        expect(overlaps).toBe(false);
        expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height + 1);
        expect(await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
          12,
        );
        // The erid joins the link's own query string.
        await expect(popup.getByRole('link', { name: 'Купить билеты со скидкой' })).toHaveAttribute(
          'href',
          `${REDIRECT_URL}&erid=Kra23f4Dh`,
        );
        await popup.getByRole('button', { name: 'Закрыть' }).click();
        await expect(popup).toHaveCount(0);
      } finally {
        await setMarking(request, NO_MARKING);
      }
    });
  });

  test('not an advert: no label and the link as it was written', async ({ page, request }) => {
    await withAd(request, true, async () => {
      await setMarking(request, { ...NO_MARKING, isAdvertising: false, erid: 'Kra23f4Dh' });
      try {
        await page.goto('/');
        const popup = dialog(page);
        await expect(popup).toBeVisible(APPEARS);
        await expect(popup.getByRole('link', { name: 'Купить билеты со скидкой' })).toHaveAttribute('href', REDIRECT_URL);
        await expect(popup.getByTestId('ad-marking')).toHaveCount(0);
      } finally {
        await setMarking(request, NO_MARKING);
      }
    });
  });
});
