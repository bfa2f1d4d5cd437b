import type { Page } from '@playwright/test';
import { decodeHtml, expectHydratedInPlace, metaContent, waitForHydration } from './fixtures';
import { expect, test } from './isolated';
import { storedApplications, uniqueSurname, waitForSessionChoices } from './waiting-list-helpers';

const AGE_MESSAGE = 'Возраст должен быть числом от 3 до 60';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openForm(page: Page, { checkHydratedInPlace = true } = {}) {
  await page.goto('/waiting-list');
  if (checkHydratedInPlace) await expectHydratedInPlace(page);
  else await waitForHydration(page);
}

async function fillValidForm(page: Page, lastname: string) {
  await field(page, 'Имя').fill('Иван');
  await field(page, 'Фамилия').fill(lastname);
  await field(page, 'Телефон').fill('+7 999 123-45-67');
  await field(page, 'Возраст').fill('12');
  await field(page, 'Направление').selectOption({ label: 'Бокс' });
  await waitForSessionChoices(page);
  // Twelve: a parent or guardian gives the consent and is named.
  await field(page, 'Имя и фамилия родителя или законного представителя').fill('Ольга Иванова');
  await page.getByRole('checkbox', { name: /Я согласен\(на\)/ }).check();
}

/** Ticks the real ALTCHA widget and waits until its proof of work is done. */
async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await expect(widget).toBeVisible();
  // The box is drawn over the native checkbox: tick it the way a visitor does, by its label.
  await widget.getByText('Я не робот').click();
  await expect(widget.getByText('Проверено')).toBeVisible({ timeout: 45_000 });
}

test.describe('waiting list', () => {
  // The proof of work runs in the browser; on a busy machine it can take several seconds.
  test.describe.configure({ timeout: 90_000 });

  test('the HTML sent without JavaScript has the form, the side panel and the head tags', async ({ request, baseURL }) => {
    const response = await request.get('/waiting-list');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<title>Записаться в клуб — [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/waiting-list"/>`);
    expect(metaContent(html, 'description')).toMatch(/Перезвоним в течение дня/);
    expect(html).toMatch(/<h1[^>]*>Записаться в клуб<\/h1>/);
    for (const label of ['Имя', 'Фамилия', 'Телефон', 'Возраст', 'Направление']) expect(html).toContain(`>${label}</label>`);
    for (const name of ['ММА', 'Грэпплинг', 'Бокс', 'Кикбоксинг', 'Рукопашный бой', 'Каратэ', 'Женская самооборона']) {
      expect(html).toContain(`>${name}</option>`);
    }
    expect(html).toContain('value="Hand-to-hand combat"');
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('Перезвоним в течение дня');
    expect(html).toContain('Первое занятие — бесплатно');
    expect(html).toContain('Что взять с собой');
    // The captcha widget is fetched by the page's script, not named in the HTML.
    expect(html).not.toMatch(/altcha[^"]*\.js/);
  });

  test('the captcha’s script waits until its box nears the screen, then draws the box', async ({ page }) => {
    const altchaScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/js\/altcha[^/]*\.js$/.test(request.url())) altchaScripts.push(request.url());
    });
    await openForm(page);
    await page.waitForLoadState('networkidle');
    // Loaded and idle, the box still a screen's fields below the window (at 390 and 1440 px): the
    // widget's code is neither fetched nor run.
    expect(altchaScripts).toEqual([]);
    await expect(page.locator('.wl-captcha .captcha')).toHaveAttribute('data-loaded', 'false');
    // The visitor scrolls down to the box: it is fetched and drawn.
    await page.locator('.wl-captcha').scrollIntoViewIfNeeded();
    await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeVisible();
    expect(altchaScripts).toHaveLength(1);
  });

  test('fields keep only what the rules allow while typing', async ({ page }) => {
    await openForm(page);
    const name = field(page, 'Имя');
    await name.pressSequentially('Ив4ан_!');
    await expect(name).toHaveValue('Иван');
    await name.fill('');
    const thirtyOne = 'Абвгдежзиклмнопрстуфхцчшщэюяab';
    await name.pressSequentially(`${thirtyOne}c`);
    await expect(name).toHaveValue(thirtyOne);

    const lastname = field(page, 'Фамилия');
    await lastname.pressSequentially('Smith 42');
    await expect(lastname).toHaveValue('Smith ');

    const age = field(page, 'Возраст');
    await age.pressSequentially('1a23');
    await expect(age).toHaveValue('12');

    const phone = field(page, 'Телефон');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await phone.click();
    await expect(phone).toHaveValue('+7');
    await phone.pressSequentially('9991234567');
    await expect(phone).toHaveValue('+7 999 123-45-67');
    await phone.fill('8 (912) 345 67 89 00');
    await expect(phone).toHaveValue('+7 912 345-67-89');
  });

  test('age outside 3–60 gets the spec message, linked to the field', async ({ page }) => {
    await openForm(page);
    const age = field(page, 'Возраст');
    await age.fill('61');
    await age.blur();
    const message = page.getByText(AGE_MESSAGE);
    await expect(message).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await age.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await message.getAttribute('id'));
    await age.fill('6');
    await expect(message).toHaveCount(0);
    await expect(age).toHaveAttribute('aria-invalid', 'false');
  });

  test('every field and the consent are required', async ({ page }) => {
    await openForm(page);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Имя: обязательное поле')).toBeVisible();
    await expect(page.getByText('Фамилия: обязательное поле')).toBeVisible();
    await expect(page.getByText(/^Телефон: /)).toBeVisible();
    await expect(page.getByText(AGE_MESSAGE)).toBeVisible();
    await expect(page.getByText('Направление: выберите из списка')).toBeVisible();
    await expect(page.getByText('Чтобы отправить заявку, подтвердите согласие')).toBeVisible();
    await expect(field(page, 'Имя')).toBeFocused();
    for (const label of ['Имя', 'Фамилия', 'Телефон', 'Возраст', 'Направление']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }

    // Everything but the consent: still refused, and nothing is sent.
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('applications.submit')) sent = true;
    });
    await fillValidForm(page, 'Петров');
    await page.getByRole('checkbox', { name: /Я согласен\(на\)/ }).uncheck();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Чтобы отправить заявку, подтвердите согласие')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('while the captcha script is still loading the form says so', async ({ page }) => {
    // The widget's chunk never arrives.
    await page.route(/\/static\/js\/altcha[^/]*\.js$/, () => {});
    await openForm(page);
    await fillValidForm(page, 'Петров');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.locator('.wl-captcha').getByText('Капча ещё не загрузилась. Пожалуйста, подождите.')).toBeVisible();
  });

  test('a real ALTCHA solve sends the application: toast, cleared form, stored', async ({ page, request }) => {
    const lastname = uniqueSurname();
    await openForm(page);
    await fillValidForm(page, lastname);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Заявка успешно отправлена')).toBeVisible();
    for (const label of ['Имя', 'Фамилия', 'Телефон', 'Возраст']) await expect(field(page, label)).toHaveValue('');
    await expect(field(page, 'Направление')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /Я согласен\(на\)/ })).not.toBeChecked();
    // A fresh widget, not yet ticked.
    await expect(page.locator('altcha-widget').getByRole('checkbox')).not.toBeChecked();

    const stored = await storedApplications(request, lastname);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Иван',
      lastname,
      phone: '+7 999 123-45-67',
      age: 12,
      direction: 'Boxing',
      consent: true,
      status: 'new',
      consentBy: 'guardian',
      guardianName: 'Ольга Иванова',
      marketingConsent: false,
    });
    expect(stored[0]?.consentEditionId).toEqual(expect.any(Number));
    expect(stored[0]?.consentUserAgent).toContain('Mozilla');
  });

  test('asks for the guardian under 18 only, and links the consent and the policy', async ({ page }) => {
    await openForm(page);
    const guardian = field(page, 'Имя и фамилия родителя или законного представителя');
    await expect(guardian).toHaveCount(0);
    await field(page, 'Возраст').fill('10');
    await expect(guardian).toBeVisible();
    await expect(page.getByText('согласие на обработку его персональных данных даёт родитель')).toBeVisible();
    await field(page, 'Возраст').fill('25');
    await expect(guardian).toHaveCount(0);
    const consent = page.locator('.wl-consent').first();
    await expect(consent.getByRole('link', { name: 'Согласия на обработку персональных данных' })).toHaveAttribute(
      'href',
      '/soglasie',
    );
    await expect(consent.getByRole('link', { name: 'Политикой обработки персональных данных' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page.getByRole('checkbox', { name: /новости и предложения/ })).not.toBeChecked();
  });

  test('submitting twice at once sends one application', async ({ page, request }) => {
    const lastname = uniqueSurname();
    await openForm(page);
    await fillValidForm(page, lastname);
    await solveCaptcha(page);
    let submits = 0;
    page.on('request', (req) => {
      if (req.url().includes('applications.submit')) submits += 1;
    });
    // Two submissions in the same task: the second comes before React can disable the button.
    await page.locator('form.wl-form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.locator('[data-sonner-toast]').getByText('Заявка успешно отправлена')).toBeVisible();
    expect(submits).toBe(1);
    expect(await storedApplications(request, lastname)).toHaveLength(1);
  });
});

/**
 * Failure paths make the browser log the failed request itself ('Failed to load resource'), which the
 * fixture counts as a problem: these tests allow exactly that and check that nothing else was logged.
 */
test.describe('waiting list failures', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

  async function watchConsole(page: Page) {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    return logged;
  }

  test('the server refusing the answer shows its text after the failure prefix', async ({ page, request }) => {
    const logged = await watchConsole(page);
    const lastname = uniqueSurname();
    await openForm(page, { checkHydratedInPlace: false });
    await fillValidForm(page, lastname);
    await solveCaptcha(page);
    // The request reaches the real server with a forged captcha answer; the server says why it refuses.
    await page.route('**/trpc/applications.submit**', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, { recaptchaResponse?: string }>;
      for (const input of Object.values(body)) input.recaptchaResponse = 'forged';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(
      page.locator('[data-sonner-toast]').getByText('Ошибка при отправке заявки: Пожалуйста, подтвердите, что вы не робот.'),
    ).toBeVisible();
    // The form keeps what was typed so the visitor can try again.
    await expect(field(page, 'Фамилия')).toHaveValue(lastname);
    expect(await storedApplications(request, lastname)).toHaveLength(0);
    expect(logged.every((text) => text.startsWith('Failed to load resource'))).toBe(true);
  });

  test('a dropped connection shows the generic failure message', async ({ page }) => {
    const logged = await watchConsole(page);
    await openForm(page, { checkHydratedInPlace: false });
    await fillValidForm(page, 'Петров');
    await solveCaptcha(page);
    await page.route('**/trpc/applications.submit**', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Ошибка при отправке заявки', { exact: true })).toBeVisible();
    expect(logged.every((text) => text.startsWith('Failed to load resource'))).toBe(true);
  });
});
