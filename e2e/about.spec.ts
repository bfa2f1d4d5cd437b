import { aboutMessages } from '#shared/messages/screens/about.ru';
import { aboutPhotos, demoAboutPage } from '#shared/pages/demo/about';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

// The seeded first version of /about (its pictures' library ids do not matter to the texts).
const { philosophy, quotes, founder, gallery: galleryOf } = demoAboutPage({ founder: 0, gallery: [] });
const gallery = galleryOf.items;

test.describe('about page', () => {
  test('the HTML sent without JavaScript has philosophy, quotes, the founder, the gallery and head tags', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/about');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());

    expect(html).toContain('<title>Об академии — философия, главный тренер и жизнь клуба | Академия единоборств</title>');
    expect(metaContent(html, 'description')).toMatch(/^Академия единоборств \([^)]+\): во что мы верим/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/about"/>`);
    expect(metaContent(html, 'og:image')).toBe(`${baseURL}/media/images/og-default.jpg`);

    expect(html).toContain('<h1 class="page-banner__title display">Об академии</h1>');
    expect(html).toContain(philosophy.title);
    for (const value of philosophy.values) expect(html).toContain(value.title);
    for (const quote of quotes) {
      expect(html).toContain(quote.text);
      expect(html).toContain(quote.author);
    }
    expect(html.match(/<blockquote/g)).toHaveLength(quotes.length);
    expect(html).toContain(founder.name);
    // The portrait is the seeded library item (its address holds the item's id and hash).
    expect(html).toMatch(
      new RegExp(`<img[^>]*src="/uploads/media/[^"]+"[^>]*width="800" height="1000"[^>]*alt="${aboutPhotos.founder.alt}"`),
    );
    for (const title of [
      aboutMessages.founderSection.qualificationsTitle,
      aboutMessages.founderSection.beltsTitle,
      aboutMessages.founderSection.resultsTitle,
    ])
      expect(html).toContain(title);
    for (const line of [...founder.qualifications, ...founder.belts, ...founder.results]) expect(html).toContain(line);
    expect(html.match(/class="gallery__image"/g)).toHaveLength(6);
    for (const item of gallery) expect(html).toContain(item.caption);
  });

  test('the gallery has six slides and moves with its buttons, dots and keys', async ({ page }) => {
    test.slow();
    // Reduced motion turns autoplay off, so only the test moves the slider.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await expectHydratedInPlace(page);
    const galleryRegion = page.locator('.gallery');
    await galleryRegion.scrollIntoViewIfNeeded();
    await expect(galleryRegion.locator('.swiper-initialized')).toBeVisible();
    await expect(galleryRegion.locator('.swiper-slide')).toHaveCount(6);
    await expect(galleryRegion.getByRole('button', { name: 'Запустить автопрокрутку' })).toBeVisible();

    // In loop mode Swiper ignores a move while the previous one is still animating, as a person would wait.
    const activeCaption = () =>
      galleryRegion.locator('.swiper-initialized').evaluate((element) => {
        const { swiper } = element as HTMLElement & { swiper: { animating: boolean } };
        return swiper.animating
          ? null
          : (element.querySelector('.swiper-slide-active .gallery__caption-text')?.textContent ?? null);
      });
    await expect.poll(activeCaption).toBe(gallery[0]?.caption);
    await galleryRegion.getByRole('button', { name: 'Следующее фото' }).click();
    await expect.poll(activeCaption).toBe(gallery[1]?.caption);
    await galleryRegion.getByRole('button', { name: 'Предыдущее фото' }).click();
    await expect.poll(activeCaption).toBe(gallery[0]?.caption);
    // Loop: back from the first photo is the last one.
    await galleryRegion.getByRole('button', { name: 'Предыдущее фото' }).click();
    await expect.poll(activeCaption).toBe(gallery[5]?.caption);

    const dots = galleryRegion.locator('.gallery__dot');
    await expect(dots).toHaveCount(6);
    await dots.nth(3).click();
    await expect.poll(activeCaption).toBe(gallery[3]?.caption);
    await expect(dots.nth(3)).toHaveClass(/gallery__dot--active/);

    await page.keyboard.press('ArrowRight');
    await expect.poll(activeCaption).toBe(gallery[4]?.caption);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(activeCaption).toBe(gallery[3]?.caption);
  });

  test('the gallery plays by itself every 5 seconds and the pause button stops it', async ({ page }) => {
    test.slow();
    // Page timers run as usual until the test fast-forwards them.
    await page.clock.install();
    await page.goto('/about');
    await expectHydratedInPlace(page);
    const galleryRegion = page.locator('.gallery');
    await galleryRegion.scrollIntoViewIfNeeded();
    await expect(galleryRegion.locator('.swiper-initialized')).toBeVisible();
    // Keep the pointer away: autoplay pauses while the mouse is over the slider.
    await page.mouse.move(0, 0);
    const activeCaption = () => galleryRegion.locator('.swiper-slide-active .gallery__caption-text').textContent();
    await expect.poll(activeCaption, { timeout: 8000 }).toBe(gallery[1]?.caption);

    await galleryRegion.getByRole('button', { name: 'Остановить автопрокрутку' }).click();
    await page.mouse.move(0, 0);
    await expect(galleryRegion.getByRole('button', { name: 'Запустить автопрокрутку' })).toBeVisible();
    const stoppedAt = await activeCaption();
    // More than a whole autoplay delay passes at once: the slide stays.
    await page.clock.runFor(6000);
    expect(await activeCaption()).toBe(stoppedAt);
  });
});
