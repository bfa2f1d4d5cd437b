import type { APIRequestContext } from '@playwright/test';
import { demoContactsPage } from '#shared/pages/demo/contacts';
import type { SiteSettings } from '#shared/schemas/settings';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

// The seeded first version of /contact.
const { intro: contactIntro, findUs, firstTraining, faq } = demoContactsPage;

async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/trpc/settings.get');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: SiteSettings } }).result.data;
}

const telDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^8/, '7');

test.describe('contacts page', () => {
  test('the HTML sent without JavaScript shows the contacts from the site settings', async ({ request, baseURL }) => {
    const settings = await siteSettings(request);
    const response = await request.get('/contact');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());

    expect(html).toContain(`<title>Контакты и как добраться — ${settings.clubName}</title>`);
    expect(metaContent(html, 'description')).toContain(settings.city);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/contact"/>`);
    expect(html).toContain('<h1 class="page-banner__title display">Контакты</h1>');

    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(`href="tel:+${telDigits(settings.phone)}"`);
    expect(main).toContain(`>${settings.phone}</a>`);
    expect(main).toContain(settings.address);
    expect(main).toContain(settings.addressNote);
    expect(main).toContain(settings.hoursWeekdays);
    expect(main).toContain(settings.hoursSunday);
    if (settings.email) expect(main).toContain(`href="mailto:${settings.email}"`);
    for (const url of [settings.telegramUrl, settings.vkUrl, settings.youtubeUrl].filter(Boolean))
      expect(main).toContain(`href="${url}"`);
    expect(main).toContain(`https://yandex.ru/maps/?pt=${settings.mapLng},${settings.mapLat}`);
    expect(main).toContain('Открыть в Яндекс Картах');

    expect(main).toContain(contactIntro.title);
    for (const block of findUs) expect(main).toContain(block.title);
    for (const item of firstTraining.items) expect(main).toContain(item);
    for (const item of faq) expect(main).toContain(item.question);
  });

  test('answers open on click, and the map and phone links work in the browser', async ({ page, request }) => {
    const settings = await siteSettings(request);
    await page.goto('/contact');
    await expectHydratedInPlace(page);

    await expect(page.locator('.contact-card__phone')).toHaveText(settings.phone);
    await expect(page.locator('.contact-card__phone')).toHaveAttribute('href', `tel:+${telDigits(settings.phone)}`);
    await expect(page.getByRole('link', { name: 'Позвонить' })).toHaveAttribute('href', `tel:+${telDigits(settings.phone)}`);

    const mapLink = page.getByRole('link', { name: 'Открыть в Яндекс Картах' });
    await expect(mapLink).toHaveAttribute('target', '_blank');
    await expect(mapLink).toHaveAttribute('href', new RegExp(`pt=${settings.mapLng},${settings.mapLat}`));

    const first = faq[0];
    if (!first) throw new Error('FAQ is empty');
    const question = page.getByText(first.question, { exact: true });
    const answer = page.getByText(first.answer[0] ?? '', { exact: true });
    await question.scrollIntoViewIfNeeded();
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  test('the academy menu leads to the contacts page', async ({ page, isMobile }) => {
    await page.goto('/');
    await expectHydratedInPlace(page);
    if (isMobile) await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('button', { name: 'Академия' }).first().click();
    await page.getByRole('link', { name: 'Контакты', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  });
});
