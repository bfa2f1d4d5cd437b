import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

test.describe('direction page /boxing', () => {
  test('the HTML sent without JavaScript has the article and head tags', async ({ request, baseURL }) => {
    const response = await request.get('/boxing');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = decodeHtml(await response.text());

    expect(html).toMatch(/<title>Секция бокса для детей и взрослых — Академия единоборств<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/boxing"/>`);
    expect(metaContent(html, 'description')).toMatch(/^Секция бокса/);
    expect(metaContent(html, 'og:url')).toBe(`${baseURL}/boxing`);
    expect(metaContent(html, 'og:title')).toBe('Секция бокса для детей и взрослых — Академия единоборств');
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    // Only one canonical link: the root route sets none.
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);

    expect(html).toMatch(/<h1 class="page-banner__title display">Бокс<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Главная<\/a>/);
    for (const text of [
      'Ударная техника',
      'Традиции',
      'Физическая форма',
      'Характер',
      'История бокса',
      'Правила маркиза Куинсберри',
      'Джеб',
      'Кросс',
      'Хук',
      'Апперкот',
      'Правила и судейство',
      'Популярность',
      'Готовы начать тренировки?',
      'Запишитесь на пробное занятие прямо сейчас',
    ]) {
      expect(html, text).toContain(text);
    }
    // The sign-up link chooses the direction in the form.
    expect(html).toMatch(/<a[^>]*href="\/waiting-list\?direction=Boxing"[^>]*>Записаться/);
    // The page's CSS (the shell's and the direction page's own) is inside the HTML, so the page is
    // styled at the first paint without another request; no stylesheet link is left to wait for.
    const inlineStyle = /<style[^>]*data-tsr-inline-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inlineStyle).toContain('.skip-link');
    expect(inlineStyle).toContain('.element-card');
    expect(html).not.toContain('rel="stylesheet"');
  });

  test('hydrates in place, reveals its sections on scroll and links to the waiting list', async ({ page }) => {
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Бокс' })).toBeVisible();

    const cta = page.locator('.direction-cta__inner');
    await cta.scrollIntoViewIfNeeded();
    await expect(cta).toHaveAttribute('data-revealed', '');
    await expect(cta).toHaveCSS('opacity', '1');
    await expect(page.locator('.direction-cta').getByRole('link', { name: 'Записаться' })).toHaveAttribute(
      'href',
      '/waiting-list?direction=Boxing',
    );

    const cards = page.locator('.element-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.locator('h3')).toHaveText(['Джеб', 'Кросс', 'Хук', 'Апперкот']);
    await expect(page.locator('.timeline__item')).toHaveCount(3);
  });

  test('the breadcrumb leads home, with head tags and scroll position updated', async ({ page, baseURL }) => {
    await page.goto('/boxing');
    await expectHydratedInPlace(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page).toHaveTitle(/^Академия единоборств — /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveTitle(/^Секция бокса/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/boxing`);
  });
});
