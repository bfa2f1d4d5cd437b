import type { APIRequestContext } from '@playwright/test';
import { formatRub, splitParagraphs } from '#shared/rules/prices';
import type { PriceItem } from '#shared/schemas/price';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

async function listPrices(request: APIRequestContext): Promise<PriceItem[]> {
  const response = await request.get('/trpc/prices.list');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: PriceItem[] } }).result.data;
}

test.describe('price page', () => {
  test('the HTML sent without JavaScript has every card with roubles and paragraphs', async ({ request, baseURL }) => {
    const items = await listPrices(request);
    expect(items.length).toBeGreaterThan(1);
    const response = await request.get('/price');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());

    expect(html).toMatch(/<title>Цены на тренировки — Академия единоборств<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/price"/>`);
    expect(metaContent(html, 'description')).toMatch(/^Стоимость тренировок/);
    expect(html).toMatch(/<h1 class="page-banner__title display">Цены<\/h1>/);
    for (const item of items) {
      expect(html).toContain(`<h2 class="price-card__category">${item.category}</h2>`);
      expect(html).toContain(
        `<p class="price-card__price display">${item.price === 0 ? 'Бесплатно' : formatRub(item.price)}</p>`,
      );
      for (const paragraph of splitParagraphs(item.description)) expect(html).toContain(`<p>${paragraph}</p>`);
      if (item.duration) expect(html).toContain(item.duration);
    }
  });

  test('cards show category, duration, price, paragraphs and lead to the waiting list', async ({ page, request }) => {
    const items = await listPrices(request);
    await page.goto('/price');
    await expectHydratedInPlace(page);
    const cards = page.locator('.price-card');
    await expect(cards).toHaveCount(items.length);
    await expect(page.locator('.price-card__category')).toHaveText(items.map((item) => item.category));

    const paid = items.findIndex((item) => item.price > 0 && splitParagraphs(item.description).length > 1);
    const paidItem = items[paid] as PriceItem;
    const card = cards.nth(paid);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.price-card__price')).toHaveText(formatRub(paidItem.price));
    await expect(card.locator('.price-card__price')).toContainText('₽');
    await expect(card.locator('.price-card__description p')).toHaveText(splitParagraphs(paidItem.description));
    if (paidItem.duration) await expect(card.locator('.price-card__duration')).toContainText(paidItem.duration);

    const free = items.findIndex((item) => item.price === 0);
    if (free >= 0) await expect(cards.nth(free).locator('.price-card__price')).toHaveText('Бесплатно');

    const signUp = card.getByRole('link', { name: 'Записаться' });
    await expect(signUp).toHaveAttribute('href', '/waiting-list');
    await expect(page.locator('.prices-cta').getByRole('link', { name: 'Записаться в клуб' })).toHaveAttribute(
      'href',
      '/waiting-list',
    );
    await expect(page.locator('.prices-cta').getByRole('link', { name: /\+7/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);

    await signUp.click();
    await expect(page).toHaveURL(/\/waiting-list$/);
  });
});
