import type { APIRequestContext, Page } from '@playwright/test';
import { homeNews, homeVictories } from '#shared/rules/news';
import type { Post } from '#shared/schemas/post';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

async function listPosts(request: APIRequestContext): Promise<Post[]> {
  const response = await request.get('/trpc/posts.list');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: Post[] } }).result.data;
}

function newsPanel(page: Page) {
  return page.locator('.news-section [role="tabpanel"]');
}

test.describe('home page', () => {
  test('the HTML sent without JavaScript has the content and head tags', async ({ request, baseURL }) => {
    const posts = await listPosts(request);
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = decodeHtml(await response.text());

    expect(html.startsWith('<!DOCTYPE html><html lang="ru">')).toBe(true);
    expect(html).toMatch(/<title>Академия единоборств — [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    expect(metaContent(html, 'description')).toMatch(/ММА, грэпплинг, бокс/);
    expect(metaContent(html, 'og:title')).toMatch(/^Академия единоборств — /);
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'og:url')).toBe(`${baseURL}/`);
    expect(metaContent(html, 'og:image')).toBe(`${baseURL}/media/images/og-default.jpg`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:locale')).toBe('ru_RU');

    expect(html).toMatch(/<h1 class="hero__title display">.*Академия.*единоборств.*<\/h1>/s);
    const news = homeNews(posts);
    expect(news.length).toBeGreaterThan(0);
    for (const post of news) expect(html).toContain(post.title);
    expect(html).toContain('Записаться на пробное');
    // The query cache travels with the page for hydration.
    expect(html).toContain('$_TSR');
  });

  test('hydrates in place without console errors and switches the news tabs', async ({ page, request }) => {
    const posts = await listPosts(request);
    await page.goto('/');
    await expectHydratedInPlace(page);

    const clubTab = page.getByRole('tab', { name: 'Новости академии' });
    const victoriesTab = page.getByRole('tab', { name: 'Наши победы' });
    await expect(clubTab).toHaveAttribute('aria-selected', 'true');
    await expect(newsPanel(page).locator('.news-card__title')).toHaveText(homeNews(posts).map((post) => post.title));

    await victoriesTab.scrollIntoViewIfNeeded();
    await victoriesTab.click();
    await expect(victoriesTab).toHaveAttribute('aria-selected', 'true');
    const victories = homeVictories(posts);
    expect(victories.length).toBeGreaterThan(0);
    await expect(newsPanel(page).locator('.news-card__title')).toHaveText(victories.map((post) => post.title));
  });

  test('the news slider moves with its arrows and dots', async ({ page }) => {
    // Reduced motion turns autoplay off, so only the test moves the slider.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expectHydratedInPlace(page);
    const slider = page.locator('.news-section .carousel');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper-initialized')).toBeVisible();

    const activeTitle = () => slider.locator('.swiper-slide-active .news-card__title').textContent();
    const first = await activeTitle();
    await slider.getByRole('button', { name: 'Следующий слайд' }).click();
    await expect.poll(activeTitle).not.toBe(first);
    await slider.getByRole('button', { name: 'Предыдущий слайд' }).click();
    await expect.poll(activeTitle).toBe(first);

    const dots = slider.locator('.carousel__dot');
    expect(await dots.count()).toBeGreaterThan(1);
    await dots.last().click();
    await expect(dots.last()).toHaveClass(/carousel__dot--active/);
  });

  test("'Читать далее' leads to the press centre", async ({ page }) => {
    await page.goto('/');
    await expectHydratedInPlace(page);
    // As a visitor: scroll to the slider and rest the pointer on it, which pauses its autoplay, then
    // click the link of the slide in view (at 1440 px the first link in the page can be off screen).
    await newsPanel(page).locator('.carousel').scrollIntoViewIfNeeded();
    // Swiper itself is fetched once the slider comes into view.
    const slider = newsPanel(page).locator('.swiper-initialized');
    await slider.hover();
    await expect
      .poll(() =>
        slider.evaluate(
          (element) => (element as HTMLElement & { swiper: { autoplay: { paused: boolean } } }).swiper.autoplay.paused,
        ),
      )
      .toBe(true);
    const more = slider.locator('.swiper-slide-active').getByRole('link', { name: 'Читать далее' });
    await expect(more).toBeInViewport();
    await more.click();
    await expect(page).toHaveURL(/\/press-center$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the merchandise slider and the contacts come from the database', async ({ page, request }) => {
    const products = ((await (await request.get('/trpc/products.list')).json()) as { result: { data: { text: string }[] } })
      .result.data;
    await page.goto('/');
    const merch = page.locator('.merch-section');
    await merch.scrollIntoViewIfNeeded();
    await expect(merch.locator('.merch-card__name').first()).toHaveText(products[0]?.text ?? '');
    await expect(merch.getByRole('link', { name: /Перейти в магазин/ })).toHaveAttribute('href', '/online-store');

    const settings = (
      (await (await request.get('/trpc/settings.get')).json()) as { result: { data: { phone: string; address: string } } }
    ).result.data;
    const contacts = page.locator('.contacts-section');
    await contacts.scrollIntoViewIfNeeded();
    await expect(contacts.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(contacts.getByRole('link', { name: /Открыть в Яндекс Картах/ })).toHaveAttribute(
      'href',
      /^https:\/\/yandex\.ru\/maps\/\?pt=/,
    );
  });

  test('the contact panel has a round toggle up to 1200 px and is always shown above', async ({ page }, testInfo) => {
    await page.goto('/');
    await expectHydratedInPlace(page);
    const panel = page.locator('.contacts-panel');
    const toggle = page.locator('.contacts-map__toggle');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel).toBeVisible();
    if (testInfo.project.name === 'desktop') {
      await expect(toggle).toBeHidden();
      return;
    }
    await toggle.click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = decodeHtml(await response.text());
    expect(html).toContain('Страница не найдена');
    expect(html).toMatch(/<title>Страница не найдена — Академия единоборств<\/title>/);
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(metaContent(html, 'description')).toBe('Возможно, ссылка устарела или в адресе есть опечатка.');

    const visit = await page.goto('/no-such-page');
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expectHydratedInPlace(page);
    await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Академия');
  });
});

test.describe('menus', () => {
  test('phone: the menu opens over the page, locks scrolling and closes with Escape', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu toggle exists up to 1024 px');
    await page.goto('/');
    await expectHydratedInPlace(page);
    await expect(page.getByRole('navigation', { name: 'Главное меню' }).first()).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Открыть меню' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Главное меню' });
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await dialog.getByRole('button', { name: 'Направления' }).click();
    await dialog.getByRole('link', { name: 'Бокс', exact: true }).click();
    await expect(page).toHaveURL(/\/boxing$/);
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(page.getByRole('heading', { level: 1, name: 'Бокс' })).toBeVisible();
  });

  test('desktop: the academy and directions dropdowns open by hover and keyboard', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the dropdown menu shows above 1024 px');
    await page.goto('/');
    await expectHydratedInPlace(page);
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeHidden();
    const nav = page.locator('.navbar').getByRole('navigation', { name: 'Главное меню' });

    const directions = nav.getByRole('button', { name: 'Направления' });
    await directions.hover();
    await expect(directions).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.locator(`[id="${await directions.getAttribute('aria-controls')}"]`);
    await expect(submenu.getByRole('link')).toHaveText([
      'ММА',
      'Грэпплинг',
      'Бокс',
      'Кикбоксинг',
      'Рукопашный бой',
      'Каратэ',
      'Женская самооборона',
    ]);
    await submenu.getByRole('link', { name: 'Бокс', exact: true }).click();
    await expect(page).toHaveURL(/\/boxing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Бокс' })).toBeVisible();
    await expect(directions).toHaveAttribute('data-status', 'active');

    const academy = nav.getByRole('button', { name: 'Академия' });
    await academy.focus();
    await page.keyboard.press('Enter');
    await expect(academy).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Об академии' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/contact');
    await page.keyboard.press('Escape');
    await expect(academy).toHaveAttribute('aria-expanded', 'false');
    await expect(academy).toBeFocused();

    // A mouse opens it by hovering on the way to the button; the click then leaves it open (a toggle
    // closed it again whenever React had re-rendered between the hover and the click).
    await page.mouse.move(0, 600);
    await academy.click();
    await expect(academy).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Контакты' })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(academy).toHaveAttribute('aria-expanded', 'false');
  });
});
