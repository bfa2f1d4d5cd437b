import { directions } from '#shared/directions';
import { serverMessages } from '#shared/messages/server.ru';
import { demoDirectionPages } from '#shared/pages/demo/directions';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

// The seeded first versions of the seven pages.
const contentBySlug = demoDirectionPages;
const directionMeta = Object.fromEntries(Object.entries(demoDirectionPages).map(([slug, page]) => [slug, page.meta])) as Record<
  keyof typeof demoDirectionPages,
  { title: string; description: string }
>;

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

for (const direction of directions) {
  const content = contentBySlug[direction.slug];

  test.describe(`direction page ${direction.route}`, () => {
    test('the HTML sent without JavaScript has the whole page and its canonical address', async ({ request, baseURL }) => {
      const response = await request.get(direction.route);
      expect(response.status()).toBe(200);
      const html = decodeHtml(await response.text());

      expect(html).toContain(`<title>${directionMeta[direction.slug].title} — Академия единоборств</title>`);
      expect(metaContent(html, 'description')).toBe(directionMeta[direction.slug].description);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${direction.canonicalPath}"/>`);
      expect(metaContent(html, 'og:url')).toBe(`${baseURL}${direction.canonicalPath}`);
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);

      expect(html).toContain(`<h1 class="page-banner__title display">${direction.name}</h1>`);
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Главная<\/a>/);
      expect(count(html, /<li[^>]*class="(?:[^"]* )?feature-card"/g)).toBe(4);
      for (const feature of content.features) expect(html).toContain(feature.title);
      expect(count(html, /<li[^>]*class="timeline__item"/g)).toBe(3);
      for (const item of content.history.timeline) expect(html).toContain(item.title);
      expect(count(html, /<li[^>]*class="element-card"/g)).toBe(content.elements.items.length);
      expect([3, 4]).toContain(content.elements.items.length);
      for (const item of content.elements.items) expect(html).toContain(`>${item.name}</h3>`);
      for (const section of [content.description, content.rules, content.popularity]) expect(html).toContain(section.heading);

      expect(html).toContain(`>${serverMessages.directions.ctaTitle}</h2>`);
      expect(html).toContain(serverMessages.directions.ctaText);
      expect(html).toMatch(
        /<a[^>]*class="button button--gold direction-cta__button"[^>]*href="\/waiting-list\?direction=[^"]+"[^>]*>Записаться/,
      );

      const video = /<video[^>]*>/.exec(html)?.[0];
      if (direction.banner === 'video') {
        expect(video, 'a background video').toBeDefined();
        for (const attribute of ['muted', 'playsinline', 'loop'])
          expect(video?.toLowerCase()).toMatch(new RegExp(` ${attribute}=""`));
        // The poster is an image under the video: a phone-sized file from srcset, fetched first.
        const poster = /<img[^>]*class="bg-video bg-video__poster"[^>]*>/.exec(html)?.[0];
        expect(poster, 'a poster image').toBeDefined();
        expect(poster).toContain(`src="/media/video/${direction.slug}-poster.webp"`);
        expect(poster).toContain(`/media/video/${direction.slug}-poster-768.webp 768w`);
        expect(poster).toContain('sizes="100vw"');
        expect(poster).toContain('fetchPriority="high"');
        expect(video).toContain('preload="none"');
        expect(html).toContain(`<source src="/media/video/${direction.slug}.webm" type="video/webm"/>`);
        expect(html).toContain(`<source src="/media/video/${direction.slug}.mp4" type="video/mp4"/>`);
      } else {
        expect(video, 'a gradient banner has no video').toBeUndefined();
      }
    });
  });
}

test.describe('direction page banners in the browser', () => {
  test('the loop starts only after the page has loaded, plays on screen and pauses off screen', async ({ page }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/video\/mma\.(webm|mp4)$/.test(request.url())) events.push('video');
    });
    page.on('load', () => events.push('load'));
    await page.goto('/mma');
    await expectHydratedInPlace(page);
    const video = page.locator('.page-banner video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    expect(events.indexOf('load')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('video'), 'the video is requested after the page load event').toBeGreaterThan(events.indexOf('load'));
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.playsInline])).toEqual([
      true,
      true,
      true,
    ]);
    await expect(page.locator('.page-banner .bg-video__poster')).toHaveAttribute('src', '/media/video/mma-poster.webp');

    await page.locator('.direction-cta').scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test('under reduced motion the poster stays and nothing is downloaded', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/video\/.+\.(webm|mp4)$/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto('/boxing', { waitUntil: 'load' });
    await expectHydratedInPlace(page);
    // The player decides once the page has loaded and the video's first visibility report came in
    // (the next frames); a download it started would keep the network busy.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
    );
    await page.waitForLoadState('networkidle');
    const video = page.locator('.page-banner video');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(videoRequests).toEqual([]);
  });

  test('a gradient banner has no video and the CTA leads to the waiting list', async ({ page }) => {
    await page.goto('/womens-self-defense');
    await expectHydratedInPlace(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Женская самооборона' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    const cta = page.locator('.direction-cta').getByRole('link', { name: 'Записаться' });
    await cta.scrollIntoViewIfNeeded();
    await cta.click();
    await expect(page).toHaveURL(/\/waiting-list\?direction=/);
    // The form opens with the page's direction chosen.
    await expect(page.getByLabel('Направление', { exact: true })).toHaveValue("Women's self-defense");
  });
});
