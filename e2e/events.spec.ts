import type { Page } from '@playwright/test';
import { NEWS_HASHTAGS } from '#shared/constants';
import { eventPosts, hasHashtag, isShowablePost } from '#shared/rules/news';
import type { Post } from '#shared/schemas/post';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';
import { listPosts } from './news-data';

const PAGE_SIZE = 5;

const titlesOf = (posts: Post[]) => posts.map((post) => post.title);
const pagePosts = (posts: Post[], page: number) => posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
const itemTitles = (page: Page) => page.locator('.news-item__title');

function htmlTitles(html: string): string[] {
  return [...html.matchAll(/<h2 class="news-item__title">([^<]*)<\/h2>/g)].map((match) => decodeHtml(match[1] ?? ''));
}

test.describe('events', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the HTML sent without JavaScript has page 1 of the events, the pager and the head tags', async ({ request, baseURL }) => {
    const events = eventPosts(await listPosts(request));
    expect(events.length).toBeGreaterThan(PAGE_SIZE);
    const response = await request.get('/events');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<title>Афиша — [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/events"/>`);
    expect(metaContent(html, 'description')).toMatch(/^Афиша .+: соревнования/);
    expect(html).toMatch(/<h1 class="page-banner__title display">Афиша<\/h1>/);
    expect(htmlTitles(html)).toEqual(titlesOf(pagePosts(events, 1)));
    // (The class name itself is in the page's inline CSS; no element carries it.)
    expect(html).not.toMatch(/class="[^"]*news-skeleton/);
    expect(html).toContain('aria-label="Страница 2"');
    // The service hashtag is removed from the shown text.
    for (const text of html.match(/<p class="news-item__text">[\s\S]*?<\/p>/g) ?? []) expect(text).not.toMatch(/#афиша/i);
  });

  test('only showable posts tagged #афиша are listed, newest first, across all pages', async ({ request }) => {
    const all = await listPosts(request);
    const events = eventPosts(all);
    const pages = Math.ceil(events.length / PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      seen.push(...htmlTitles(decodeHtml(await (await request.get(`/events?page=${page}`)).text())));
    }
    expect(seen).toEqual(titlesOf(events));
    const untagged = all.filter((post) => isShowablePost(post) && !hasHashtag(post.text, NEWS_HASHTAGS.events));
    expect(untagged.length).toBeGreaterThan(0);
    for (const post of untagged) expect(seen).not.toContain(post.title);
    // A tagged post with a video or without a photo stays out too.
    for (const post of all.filter((each) => hasHashtag(each.text, NEWS_HASHTAGS.events) && !isShowablePost(each))) {
      expect(seen).not.toContain(post.title);
    }
  });

  test('pages through the events in the browser and opens a photo', async ({ page, request }) => {
    const events = eventPosts(await listPosts(request));
    await page.goto('/events');
    await expectHydratedInPlace(page);
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(events, 1)));
    const pager = page.getByRole('navigation', { name: 'Страницы' });
    await pager.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\/events\?page=2$/);
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(events, 2)));
    await expect(pager.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');

    const photo = page.locator('.news-item__photo').first();
    await photo.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(photo).toBeFocused();
  });

  test('a page past the end leads to the last page', async ({ page, request }) => {
    const events = eventPosts(await listPosts(request));
    const last = Math.ceil(events.length / PAGE_SIZE);
    await page.goto('/events?page=50');
    await expect(page).toHaveURL(new RegExp(`/events\\?page=${last}$`));
    await expectHydratedInPlace(page);
    await expect(itemTitles(page)).toHaveText(titlesOf(pagePosts(events, last)));
  });
});
