import type { APIRequestContext, Page } from '@playwright/test';
import { waitForHydration } from './fixtures';
import { expect, test } from './isolated';
import { storedApplications, uniqueSurname, waitForSessionChoices } from './waiting-list-helpers';

/**
 * The robot check and the press of 'Отправить' in either order, on a phone-speed CPU: ticking first
 * sends at once; pressing first runs the check by itself and sends once it passes, without the
 * 'подтвердите, что вы не робот' detour back to the box. The spec's message stays for a check that
 * failed.
 */

const ROBOT_MESSAGE = 'Пожалуйста, подтвердите, что вы не робот.';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Отправить заявку' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text);

/**
 * The form on a CPU four times slower (DevTools' throttling, as a mid-range phone), with a record
 * of whether the robot message ever appeared and of every submission sent.
 */
async function openSlowForm(page: Page) {
  // Notes whether the message shows at any moment, not only at the end.
  await page.addInitScript((message) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(message)) (window as { sawRobotMessage?: boolean }).sawRobotMessage = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ROBOT_MESSAGE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const submissions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/applications.submit')) submissions.push(request.url());
  });
  await page.goto('/waiting-list');
  await waitForHydration(page);
  // The widget's script waits until its box nears the screen, as a visitor scrolling down brings it.
  await page.locator('.wl-captcha').scrollIntoViewIfNeeded();
  await expect(page.locator('altcha-widget')).toBeVisible();
  return {
    submissions,
    sawRobotMessage: () => page.evaluate(() => Boolean((window as { sawRobotMessage?: boolean }).sawRobotMessage)),
  };
}

async function fillValidForm(page: Page, lastname: string) {
  await field(page, 'Имя').fill('Анна');
  await field(page, 'Фамилия').fill(lastname);
  await field(page, 'Телефон').fill('+7 999 765-43-21');
  await field(page, 'Возраст').fill('25');
  await field(page, 'Направление').selectOption({ label: 'Каратэ' });
  await waitForSessionChoices(page);
  await page.getByRole('checkbox', { name: /Я согласен\(на\)/ }).check();
}

async function expectSentOnce(page: Page, request: APIRequestContext, lastname: string, submissions: string[]) {
  await expect(toast(page, 'Заявка успешно отправлена')).toBeVisible({ timeout: 60_000 });
  await expect(field(page, 'Фамилия')).toHaveValue('');
  expect(submissions).toHaveLength(1);
  expect(await storedApplications(request, lastname)).toEqual([
    expect.objectContaining({ name: 'Анна', lastname, age: 25, direction: 'Karate', consent: true }),
  ]);
}

test.describe('the robot check and the press of Отправить, in either order', () => {
  // The proof of work runs in the browser on a slowed CPU.
  test.describe.configure({ timeout: 120_000 });

  test('ticked first, then sent: the application goes at once', async ({ page, request }) => {
    const lastname = uniqueSurname('Капча');
    const { submissions, sawRobotMessage } = await openSlowForm(page);
    await fillValidForm(page, lastname);
    const widget = page.locator('altcha-widget');
    await widget.getByText('Я не робот').click();
    await expect(widget.getByText('Проверено')).toBeVisible({ timeout: 60_000 });
    await submitButton(page).click();
    await expectSentOnce(page, request, lastname, submissions);
    expect(await sawRobotMessage()).toBe(false);
  });

  test('sent without ticking: the press runs the check and sends once it passes', async ({ page, request }) => {
    const lastname = uniqueSurname('Капча');
    const { submissions, sawRobotMessage } = await openSlowForm(page);
    await fillValidForm(page, lastname);
    await expect(page.locator('altcha-widget').getByRole('checkbox')).not.toBeChecked();
    await submitButton(page).click();
    // While the check runs the button says the form is busy and does not take a second press.
    await expect(page.getByRole('button', { name: 'Отправка...' })).toBeDisabled();
    await expectSentOnce(page, request, lastname, submissions);
    expect(await sawRobotMessage()).toBe(false);
  });

  test('ticked and sent before the check finished: the running check is awaited, not restarted', async ({ page, request }) => {
    const lastname = uniqueSurname('Капча');
    const { submissions, sawRobotMessage } = await openSlowForm(page);
    await fillValidForm(page, lastname);
    let challenges = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/applications/captcha-challenge')) challenges += 1;
    });
    await page.locator('altcha-widget').getByText('Я не робот').click();
    await submitButton(page).click();
    await expectSentOnce(page, request, lastname, submissions);
    expect(await sawRobotMessage()).toBe(false);
    // One challenge: the tick's. A restarted check would have fetched a second one.
    expect(challenges).toBe(1);
  });
});

test.describe('a robot check that fails', () => {
  test.describe.configure({ timeout: 120_000 });
  // The refused challenge request is logged by the browser itself.
  test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

  test('keeps the spec message under the widget and in a toast, and sends nothing', async ({ page }) => {
    const { submissions } = await openSlowForm(page);
    await fillValidForm(page, uniqueSurname('Капча'));
    await page.route('**/api/applications/captcha-challenge', (route) => route.fulfill({ status: 503, body: '' }));
    await submitButton(page).click();
    await expect(page.locator('.wl-captcha').getByText(ROBOT_MESSAGE)).toBeVisible({ timeout: 60_000 });
    await expect(toast(page, ROBOT_MESSAGE)).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    expect(submissions).toHaveLength(0);
  });
});
