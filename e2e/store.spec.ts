import type { APIRequestContext, Page } from '@playwright/test';
import { discountedPrice, formatRub } from '#shared/rules/prices';
import type { Product } from '#shared/schemas/product';
import type { SiteSettings } from '#shared/schemas/settings';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

async function trpcGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/trpc/${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

const listProducts = (request: APIRequestContext) => trpcGet<Product[]>(request, 'products.list');
const quickView = (page: Page) => page.getByRole('dialog');

test.describe('online store', () => {
  test('the HTML sent without JavaScript has every product with badges, prices and order links', async ({ request, baseURL }) => {
    const products = await listProducts(request);
    expect(products.length).toBeGreaterThan(2);
    const response = await request.get('/online-store');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());

    expect(html).toMatch(/<title>Интернет-магазин — Академия единоборств<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/online-store"/>`);
    expect(metaContent(html, 'description')).toMatch(/^Фирменная экипировка/);
    expect(html).toMatch(/<h1 class="page-banner__title display">Интернет-магазин<\/h1>/);
    expect(html).not.toContain('Загрузка товаров...');
    for (const product of products) {
      expect(html).toContain(`<h2 class="product-card__name">${product.text}</h2>`);
      const shown = product.discount > 0 ? discountedPrice(product.price, product.discount) : product.price;
      expect(html).toContain(formatRub(shown));
      if (product.discount > 0) expect(html).toContain(`−${product.discount}%`);
      expect(html).toContain(
        `href="https://t.me/academy_obninsk_shop?text=${encodeURIComponent(`Здравствуйте! Хочу заказать: ${product.text}`)}"`,
      );
    }
    expect(html.match(/>Новинка</g)).toHaveLength(products.filter((product) => product.isNew).length);
    // Explicit sizes everywhere; the first images load at once, the rest when scrolled to.
    const images = [...html.matchAll(/<img [^>]*class="product-card__image"[^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(products.length);
    for (const image of images) expect(image).toMatch(/width="800" height="800"/);
    expect(images.at(-1)).toContain('loading="lazy"');
    expect(images[0]).toContain('loading="eager"');
  });

  test('cards show the rating, struck-through old price and an Order link naming the product', async ({ page, request }) => {
    const products = await listProducts(request);
    const settings = await trpcGet<SiteSettings>(request, 'settings.get');
    await page.goto('/online-store');
    await expectHydratedInPlace(page);
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(products.length);

    const discounted = products.findIndex((product) => product.discount > 0);
    const item = products[discounted] as Product;
    const card = cards.nth(discounted);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.product-badge--sale')).toHaveText(`−${item.discount}%`);
    await expect(card.locator('s')).toContainText(formatRub(item.price));
    await expect(card.locator('.product-price__current')).toContainText(formatRub(discountedPrice(item.price, item.discount)));

    const half = products.findIndex((product) => product.rating % 1 !== 0);
    if (half >= 0) {
      const rating = (products[half] as Product).rating;
      await expect(cards.nth(half).getByRole('img', { name: `Рейтинг ${String(rating).replace('.', ',')} из 5` })).toBeVisible();
      await expect(cards.nth(half).locator('.star-rating__star[data-fill="half"]')).toHaveCount(1);
    }

    const order = card.getByRole('link', { name: /Заказать/ });
    await expect(order).toHaveAttribute('target', '_blank');
    await expect(order).toHaveAttribute('rel', 'noopener noreferrer');
    const href = (await order.getAttribute('href')) ?? '';
    const chat = new URL(settings.orderChatUrl);
    expect(href.startsWith(`https://t.me${chat.pathname}?text=`)).toBe(true);
    expect(new URL(href).searchParams.get('text')).toContain(item.text);
  });

  test('quick view opens the large image, keeps focus inside and closes by its button', async ({ page, request }) => {
    const first = (await listProducts(request))[0] as Product;
    await page.goto('/online-store');
    await expectHydratedInPlace(page);
    const zoom = page.getByRole('button', { name: `Быстрый просмотр: ${first.text}` });

    await zoom.click();
    const dialog = quickView(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: first.text })).toBeVisible();
    await expect(dialog.getByRole('img', { name: first.text })).toHaveAttribute('src', first.image);
    await expect(dialog.getByRole('link', { name: /Заказать/ })).toHaveAttribute('href', /text=/);
    const close = dialog.getByRole('button', { name: 'Закрыть' });
    await expect(close).toBeFocused();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Focus stays inside: Tab moves between the dialog's own controls.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('quick view opens from the keyboard and closes with Escape', async ({ page, request }) => {
    const first = (await listProducts(request))[0] as Product;
    await page.goto('/online-store');
    await expectHydratedInPlace(page);
    const zoom = page.getByRole('button', { name: `Быстрый просмотр: ${first.text}` });
    await zoom.focus();
    await page.keyboard.press('Enter');
    await expect(quickView(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(quickView(page)).toBeHidden();
    await expect(zoom).toBeFocused();
  });

  test('quick view closes on a click on the backdrop', async ({ page, request }) => {
    const products = await listProducts(request);
    const last = products[products.length - 1] as Product;
    await page.goto('/online-store');
    await expectHydratedInPlace(page);
    await page.getByRole('button', { name: `Быстрый просмотр: ${last.text}` }).click();
    await expect(quickView(page).getByRole('heading', { name: last.text })).toBeVisible();
    // A click inside the panel keeps it open; one beside it closes it.
    await quickView(page).getByRole('heading', { name: last.text }).click();
    await expect(quickView(page)).toBeVisible();
    await page.getByTestId('quick-view-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(quickView(page)).toBeHidden();
  });

  test("a client-side visit shows 'Загрузка товаров...' until the products arrive", async ({ page }) => {
    await page.goto('/price');
    await expectHydratedInPlace(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/[^?]*products\.list/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Интернет-магазин' }).click();
    await expect(page).toHaveURL(/\/online-store$/);
    await expect(page.getByRole('status')).toHaveText('Загрузка товаров...');
    await expect(page.locator('.product-card')).toHaveCount(0);
    release();
    // Generous: the held request has to finish and render on a busy machine.
    await expect(page.getByRole('status')).toBeHidden({ timeout: 15_000 });
    await expect(page.locator('.product-card').first()).toBeVisible();
  });
});
