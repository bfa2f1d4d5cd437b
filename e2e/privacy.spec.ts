import type { APIRequestContext } from '@playwright/test';
import { analyticsSentence, EMAIL_FALLBACK, fillPolicyTokens, policySections } from '#client/features/privacy/content';
import { policyEdition } from '#shared/content/privacy-edition';
import type { SiteSettings } from '#shared/schemas/settings';
import { decodeHtml, expect, expectHydratedInPlace, test } from './fixtures';

async function publicConfig(
  request: APIRequestContext,
): Promise<{ metricaCounterId: string; retentionMonths: number; processors: string }> {
  const response = await request.get('/trpc/privacy.publicConfig');
  return (
    (await response.json()) as { result: { data: { metricaCounterId: string; retentionMonths: number; processors: string } } }
  ).result.data;
}

async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/trpc/settings.get');
  return ((await response.json()) as { result: { data: SiteSettings } }).result.data;
}

test.describe('privacy policy page', () => {
  test('the HTML sent without JavaScript has every section with the operator from the settings', async ({ request, baseURL }) => {
    const settings = await siteSettings(request);
    const response = await request.get('/privacy');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());

    expect(html).toContain(`<title>Политика обработки персональных данных — ${settings.clubName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/privacy"/>`);
    expect(html).toContain('Политика в отношении обработки персональных данных</h1>');
    expect(html).toContain(`<time dateTime="${policyEdition.isoDate}">${policyEdition.label}</time>`);

    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.match(/<h2 id="policy-\d+" class="privacy__heading">/g)).toHaveLength(policySections.length);
    const config = await publicConfig(request);
    const values = {
      clubName: settings.clubName,
      address: settings.address,
      email: settings.email,
      retentionMonths: String(config.retentionMonths),
      processors: config.processors,
      analytics: analyticsSentence(Boolean(config.metricaCounterId)),
    };
    for (const section of policySections) {
      expect(main).toContain(section.heading);
      for (const paragraph of section.paragraphs) expect(main).toContain(fillPolicyTokens(paragraph, values));
    }
    expect(main).toContain(`Оператор персональных данных: ${settings.clubName}.`);
    expect(main).toContain(`Адрес: ${settings.address}.`);
    expect(main).toContain(settings.email || EMAIL_FALLBACK);
    expect(main).not.toMatch(/\{(clubName|address|email)\}/);
  });

  test('the table of contents leads to a section', async ({ page, isMobile }) => {
    await page.goto('/privacy');
    await expectHydratedInPlace(page);
    const target = policySections[8];
    if (!target) throw new Error('the policy has fewer sections than expected');
    await expect(page.getByRole('heading', { level: 2, name: target.heading })).toBeAttached();
    if (isMobile) {
      // The contents list is shown on wide screens only.
      await expect(page.getByRole('navigation', { name: 'Разделы политики' })).toBeHidden();
      return;
    }
    await page.getByRole('navigation', { name: 'Разделы политики' }).getByRole('link', { name: target.heading }).click();
    await expect(page).toHaveURL(/#policy-9$/);
    await expect(page.getByRole('heading', { level: 2, name: target.heading })).toBeInViewport();
  });
});
