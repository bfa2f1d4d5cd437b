import { test as base, type Page, type Route } from '@playwright/test';
import { formatLongDate } from '#shared/rules/dates';
import { cleanPostText, filterPosts, isShowablePost } from '#shared/rules/news';
import type { Post } from '#shared/schemas/post';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';
import { BROKEN_TITLE, GOOD_POSTS, listPosts } from './news-data';

const PAGE_SIZE = 5;

const titlesOf = (posts: Post[]) => posts.map((post) => post.title);
const pagePosts = (posts: Post[], page: number) => posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
const itemTitles = (page: Page) => page.locator('.news-item__title');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Страницы' });

async function shownPosts(request: Parameters<typeof listPosts>[0]): Promise<Post[]> {
  return filterPosts(await listPosts(request));
}

/** Titles in the order the server HTML lists them. */
function htmlTitles(html: string): string[] {
  return [...html.matchAll(/<h2 class="news-item__title">([^<]*)<\/h2>/g)].map((match) => decodeHtml(match[1] ?? ''));
}

test.describe('press centre', () => {
  // Several client navigations per test; generous under a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test('the HTML sent without JavaScript has page 1, the pager and the head tags', async ({ request, baseURL }) => {
    const posts = await shownPosts(request);
    expect(posts.length).toBeGreaterThan(8 * PAGE_SIZE);
    const response = await request.get('/press-center');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());

    expect(html).toMatch(/<title>Пресс-центр — [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/press-center"/>`);
    expect(metaContent(html, 'description')).toMatch(/^Новости .+: турниры и победы учеников/);
    expect(html).toMatch(/<h1 class="page-banner__title display">Пресс-центр<\/h1>/);
    expect(htmlTitles(html)).toEqual(titlesOf(pagePosts(posts, 1)));
    // Content, not a skeleton, for search engines and visitors without JavaScript.
    // (The class name itself is in the page's inline CSS; no element carries it.)
    expect(html).not.toMatch(/class="[^"]*news-skeleton/);
    for (const number of [1, 2, 3, 4]) expect(html).toContain(`aria-label="Страница ${number}"`);
    expect(html).not.toContain('aria-label="Страница 5"');
    expect(html).toMatch(/<a (?=[^>]*href="\/press-center\?page=5")(?=[^>]*aria-label="Следующие страницы")[^>]*>/);
    expect(html).not.toContain('Предыдущие страницы');
  });

  test('every showable post appears once, in order; video and photo-less posts never', async ({ request }) => {
    const all = await listPosts(request);
    const posts = filterPosts(all);
    const pages = Math.ceil(posts.length / PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      seen.push(...htmlTitles(decodeHtml(await (await request.get(`/press-center?page=${page}`)).text())));
    }
    expect(seen).toEqual(titlesOf(posts));
    const hidden = all.filter((post) => !isShowablePost(post));
    expect(hidden.some((post) => post.attachments.some((attachment) => attachment.type === 'video'))).toBe(true);
    expect(hidden.some((post) => post.photoUrls.length === 0)).toBe(true);
    for (const post of hidden) expect(seen).not.toContain(post.title);
  });

  test('page numbers in the address: ?page=2, an invalid one, one past the end', async ({ request, baseURL }) => {
    const posts = await shownPosts(request);
    const last = Math.ceil(posts.length / PAGE_SIZE);
    const second = decodeHtml(await (await request.get('/press-center?page=2')).text());
    expect(htmlTitles(second)).toEqual(titlesOf(pagePosts(posts, 2)));
    expect(second).toContain(`<link rel="canonical" href="${baseURL}/press-center?page=2"/>`);
    expect(second).toMatch(/<title>Пресс-центр — страница 2 — /);
    for (const invalid of ['abc', '0', '-3', '1.5']) {
      const html = decodeHtml(await (await request.get(`/press-center?page=${invalid}`)).text());
      expect(htmlTitles(html), invalid).toEqual(titlesOf(pagePosts(posts, 1)));
    }
    const beyond = await request.get('/press-center?page=999', { maxRedirects: 0 });
    expect(beyond.status()).toBe(307);
    expect(beyond.headers().location).toMatch(new RegExp(`/press-center\\?page=${last}$`));
  });

  test('hydrates in place; items show the date, the cleaned text and links opening in a new tab', async ({ page, request }) => {
    const posts = pagePosts(await shownPosts(request), 1);
    await page.goto('/press-center');
    await expectHydratedInPlace(page);
    await expect(itemTitles(page)).toHaveText(titlesOf(posts));
    const items = page.locator('.news-item');
    for (const [index, post] of posts.entries()) {
      const item = items.nth(index);
      await expect(item.locator('time')).toHaveText(formatLongDate(post.date));
      const text = cleanPostText(post.text);
      await expect(item.locator('.news-item__text')).toContainText(text.split('\n')[0] ?? '');
      await expect(item.locator('.news-item__image')).toHaveJSProperty('complete', true);
    }
    const links = page.locator('.news-item__text a');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    const first = links.first();
    const href = await first.getAttribute('href');
    await page.context().route(/example\.com|vk\.com|t\.me|youtube\.com/, (route) => route.fulfill({ body: 'внешний сайт' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), first.click()]);
    expect(popup.url()).toBe(href);
    await popup.close();
  });

  test('the pager moves between blocks of four pages', async ({ page, request }) => {
    const posts = await shownPosts(request);
    const last = Math.ceil(posts.length / PAGE_SIZE);
    expect(last).toBeGreaterThan(8);
    await page.goto('/press-center');
    await expectHydratedInPlace(page);
    const numbers = pager(page).locator('.pager__page');
    const next = pager(page).getByRole('link', { name: 'Следующие страницы' });
    const previous = pager(page).getByRole('link', { name: 'Предыдущие страницы' });

    await expect(numbers).toHaveText(['1', '2', '3', '4']);
    await expect(pager(page).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await expect(previous).toHaveCount(0);

    await next.click();
    await expect(page).toHaveURL(/\/press-center\?page=5$/);
    await expect(numbers).toHaveText(['5', '6', '7', '8']);
    await expect(pager(page).getByRole('link', { name: 'Страница 5' })).toHaveAttribute('aria-current', 'page');
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(posts, 5)));

    await previous.click();
    await expect(page).toHaveURL(/\/press-center\?page=4$/);
    await expect(numbers).toHaveText(['1', '2', '3', '4']);
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(posts, 4)));

    await next.click();
    await expect(page).toHaveURL(/\/press-center\?page=5$/);
    await next.click();
    await expect(page).toHaveURL(/\/press-center\?page=9$/);
    await expect(numbers).toHaveText(Array.from({ length: Math.min(4, last - 8) }, (_, index) => String(9 + index)));
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(posts, 9)));
    if (last <= 12) await expect(next).toHaveCount(0);

    await pager(page).getByRole('link', { name: 'Страница 10' }).click();
    await expect(page).toHaveURL(/\/press-center\?page=10$/);
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(posts, 10)));
  });

  test('?page=2 opened in the browser shows the next five posts', async ({ page, request }) => {
    const posts = await shownPosts(request);
    await page.goto('/press-center?page=2');
    await expectHydratedInPlace(page);
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(posts, 2)));
    await expect(pager(page).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('the photo opens a modal closed by its button, the backdrop and Escape; focus is kept and restored', async ({ page }) => {
    await page.goto('/press-center');
    await expectHydratedInPlace(page);
    const photo = page.locator('.news-item__photo').first();
    const dialog = page.getByRole('dialog');
    // The card's 600 px file (a library photo's 640 px one) and the 1200 px one the viewer opens.
    const largeSrc = (await photo.locator('img').getAttribute('src'))?.replace(/-(600|640)\.webp$/, '-1200.webp');

    await photo.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('src', largeSrc ?? '');
    const close = dialog.getByRole('button', { name: 'Закрыть' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(photo).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    await photo.click();
    await expect(dialog).toBeVisible();
    // A click on the dark backdrop, away from the picture.
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);

    await photo.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(photo).toBeFocused();
  });

  test('a client-side page change shows the skeleton until the new photos have loaded', async ({ page, request }) => {
    const posts = await shownPosts(request);
    await page.goto('/press-center');
    await expectHydratedInPlace(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/uploads/**', async (route: Route) => {
      await released;
      await route.continue();
    });
    await pager(page).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    const skeleton = page.locator('.news-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.news-skeleton__block')).toHaveCount(5);
    await expect(skeleton).toHaveAttribute('role', 'status');
    await expect(itemTitles(page)).toHaveCount(0);
    const duration = await skeleton
      .locator('.shimmer')
      .first()
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(Number.parseFloat(duration)).toBeGreaterThanOrEqual(2);
    expect(Number.parseFloat(duration)).toBeLessThanOrEqual(3);
    release();
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(posts, 2)));
    await expect(skeleton).toHaveCount(0);
  });

  test('navigating into the press centre from another page shows the skeleton, then the posts', async ({ page, request }) => {
    const posts = await shownPosts(request);
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/uploads/**', async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.locator('footer').getByRole('link', { name: 'Пресс-центр' }).click();
    await expect(page).toHaveURL(/\/press-center$/);
    await expect(page.locator('.news-skeleton')).toBeVisible();
    release();
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(posts, 1)));
  });

  test('a failing posts query shows the error view', async ({ page }) => {
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    // Answered as tRPC reports a server failure (status 200 keeps the browser from logging a failed request).
    await page.route(/\/trpc\/[^?]*posts\.list/, (route) => {
      const error = {
        message: 'Сервер новостей недоступен',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
      };
      const batched = new URL(route.request().url()).searchParams.has('batch');
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(batched ? [{ error }] : { error }) });
    });
    await page.locator('footer').getByRole('link', { name: 'Пресс-центр' }).click();
    await expect(page.getByRole('heading', { name: 'Произошла ошибка' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('К сожалению, при загрузке данных произошла непредвиденная ошибка.')).toBeVisible();
    await expect(page.getByText('Сервер новостей недоступен')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
  });
});

/**
 * The broken photo makes the browser log its 404: this test checks the console itself, allowing
 * exactly that request and nothing else.
 */
base(
  'a photo that fails to load shows the error view with its address; the buttons reload and go home',
  async ({ page, request }) => {
    base.setTimeout(60_000);
    const posts = await shownPosts(request);
    const index = posts.findIndex((post) => post.title === BROKEN_TITLE);
    expect(index).toBeGreaterThanOrEqual(GOOD_POSTS);
    const brokenPage = Math.floor(index / PAGE_SIZE) + 1;
    // A library photo: its address names the width (the card's srcset offers every WebP width).
    const brokenBase = posts[index]?.photoUrls[0]?.replace(/-\d+\.webp$/, '') ?? '';

    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() !== 'error') return;
      if (text.startsWith('Failed to load resource') && message.location().url.includes(brokenBase)) return;
      problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`/press-center?page=${brokenPage}`);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Произошла ошибка' })).toBeVisible();
    await expect(
      alert.getByText('К сожалению, при загрузке данных произошла непредвиденная ошибка.', { exact: true }),
    ).toBeVisible();
    const detail = alert.locator('.news-error__detail');
    await expect(detail).toHaveText(new RegExp(`^Не удалось загрузить изображение: ${brokenBase}-\\d+\\.webp$`));

    // 'Попробовать снова' reloads the page (a mark left on window is gone afterwards).
    await page.evaluate(() => {
      (window as Window & { __beforeRetry?: boolean }).__beforeRetry = true;
    });
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Попробовать снова' }).click()]);
    expect(await page.evaluate(() => (window as Window & { __beforeRetry?: boolean }).__beforeRetry)).toBeUndefined();
    await expect(page).toHaveURL(new RegExp(`\\?page=${brokenPage}$`));

    await page.getByRole('alert').getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toContainText('Академия');
    expect(problems).toEqual([]);
  },
);
