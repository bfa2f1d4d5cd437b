import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { TOTP } from 'otpauth';
import { loginMessages } from '#shared/messages/screens/login.ru';
import { serverMessages } from '#shared/messages/server.ru';
import { trpcAdminMutation } from './admin-helpers';
import { waitForHydration } from './fixtures';
import { expect, test } from './isolated';

const copy = serverMessages.twoStep.screen;
const PASSWORD = 'пароль владельца 2026';

/**
 * A fresh account with a password (through the one-time link's call), so switching two-step login on
 * or changing a password never touches the worker's shared admin, whose API logins other tests of
 * this worker reuse.
 */
async function newStaff(request: APIRequestContext, info: TestInfo, role: 'owner' | 'manager' = 'owner'): Promise<string> {
  const login = `${role}-${info.project.name}-${Date.now().toString(36)}`.toLowerCase();
  const created = await trpcAdminMutation<{ link: string }>(request, 'staff.create', {
    name: role === 'owner' ? 'Ольга Владелец' : 'Ирина Менеджер',
    login,
    role,
  });
  const token = created.link.split('/').pop();
  const set = await request.post('/trpc/staff.setPassword', { data: { token, password: PASSWORD } });
  expect(set.ok(), await set.text()).toBe(true);
  return login;
}

async function logInWithPassword(page: Page, login: string, password = PASSWORD): Promise<void> {
  await page.goto('/authorization-account');
  // Typing before hydration would be reset by React's controlled inputs.
  await waitForHydration(page);
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  // A real scrypt on a busy machine: the answer may take a while.
  await expect(page.getByRole('button', { name: /Вход…/ })).toHaveCount(0, { timeout: 30_000 });
}

test.describe('two-step login and sessions', () => {
  // Several scrypt logins and two browsers on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // The login's code step is a 401 with a field error, and a wrong code is one: the browser logs both;
  // a wrong current password on 'Сменить пароль' is a 400 with a field error.
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('the owner switches two-step login on, logs out, and logs in with a code from the app', async ({
    page,
    request,
    isMobile,
  }, info) => {
    const login = await newStaff(request, info);
    await logInWithPassword(page, login);
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await page.getByRole('link', { name: /Вход и сеансы/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page.getByText(copy.ownerAdvice)).toBeVisible();
    await page.getByRole('button', { name: copy.turnOn }).click();
    await expect(page.getByRole('img', { name: copy.qrAlt })).toBeVisible();
    // The person's app, played by the same library: the key as the screen shows it.
    const secret = ((await page.locator('[data-totp-secret]').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const app = new TOTP({ secret });
    await page.getByLabel(copy.confirmLabel).fill(app.generate());
    await page.getByRole('button', { name: copy.confirm }).click();
    const codes = page.locator('[data-recovery-codes] li');
    await expect(codes).toHaveCount(10);
    await page.getByRole('button', { name: copy.done }).click();
    await expect(page.getByText(copy.twoStepOn)).toBeVisible();
    await expect(page.getByText(copy.recoveryLeft(10))).toBeVisible();

    // Log out through the dashboard's header, as a person does (the phone logs out at once, a desktop asks first).
    await page.goto('/admin-dashboard');
    await page.locator('.masthead').getByRole('button', { name: 'Выйти' }).click();
    if (!isMobile)
      await page.getByRole('dialog', { name: 'Выход из учетной записи' }).getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL(/\/authorization-account/);

    await logInWithPassword(page, login);
    await expect(page.getByRole('heading', { level: 1, name: loginMessages.codeTitle })).toBeVisible();
    await expect(page.getByLabel('Логин')).toBeHidden();
    const field = page.getByLabel(loginMessages.code);
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toBeFocused();
    // A wrong code is refused in Russian and the step stays.
    await field.fill(app.generate({ timestamp: Date.now() - 10 * 60_000 }));
    await page.getByRole('button', { name: loginMessages.submit }).click();
    await expect(page.getByText(serverMessages.twoStep.server.codeInvalid)).toBeVisible();
    // The code of the window that enabled it was spent; the next window's is accepted (one window either side).
    await field.fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: loginMessages.submit }).click();
    // A real scrypt on a busy machine: the login may take a while.
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Панель администратора' })).toBeVisible();
  });

  test('a manager changes their own password: the other session ends, this one stays, the new password logs in', async ({
    page,
    request,
    isMobile,
  }, info) => {
    const NEW_PASSWORD = 'новый пароль менеджера 2026';
    const login = await newStaff(request, info, 'manager');
    // Another device of the same person, logged in through the API.
    const other = await request.post('/trpc/auth.login', { data: { login, password: PASSWORD } });
    expect(other.ok(), await other.text()).toBe(true);
    await logInWithPassword(page, login);
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await page.getByRole('link', { name: /Вход и сеансы/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    const sessions = page.locator('.sessions-item');
    await expect(sessions).toHaveCount(2);
    const section = page.getByRole('region', { name: copy.passwordTitle });
    const current = section.getByLabel(copy.currentPassword);
    // Anchored: 'Повторите новый пароль' contains the words too.
    const fresh = section.getByLabel(new RegExp(`^${copy.newPassword}`));
    const repeat = section.getByLabel(copy.repeatPassword);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    await expect(fresh).toHaveAttribute('type', 'password');
    await section.getByLabel(copy.showPasswords).check();
    await expect(fresh).toHaveAttribute('type', 'text');

    // A weak new password: the schema's own message, nothing sent.
    await current.fill(PASSWORD);
    await fresh.fill('корот');
    await repeat.fill('корот');
    await section.getByRole('button', { name: copy.changePassword }).click();
    await expect(section.getByText('Пароль: не короче 8 символов')).toBeVisible();
    // The repeat differs.
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(`${NEW_PASSWORD}!`);
    await section.getByRole('button', { name: copy.changePassword }).click();
    await expect(section.getByText(copy.passwordMismatch)).toBeVisible();
    // A wrong current password: the server's answer on its field.
    await current.fill('не тот пароль');
    await repeat.fill(NEW_PASSWORD);
    await section.getByRole('button', { name: copy.changePassword }).click();
    await expect(section.getByText(serverMessages.twoStep.server.currentPasswordInvalid)).toBeVisible();

    await current.fill(PASSWORD);
    await section.getByRole('button', { name: copy.changePassword }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: copy.passwordChanged(1) })).toBeVisible({
      timeout: 30_000,
    });
    await expect(current).toHaveValue('');
    // This device stays; the other one is over.
    await expect(sessions).toHaveCount(1);
    await expect(sessions.filter({ hasText: copy.thisDevice })).toHaveCount(1);

    await page.goto('/admin-dashboard');
    await page.locator('.masthead').getByRole('button', { name: 'Выйти' }).click();
    if (!isMobile)
      await page.getByRole('dialog', { name: 'Выход из учетной записи' }).getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL(/\/authorization-account/);
    // The old password no longer logs in; the new one does.
    await logInWithPassword(page, login);
    await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
    await logInWithPassword(page, login, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  });

  test('ending another session logs that browser out at its next request', async ({ page, browser, request, server }, info) => {
    const login = await newStaff(request, info);
    // A second browser (the forgotten laptop), on the same server as this worker's page.
    const otherContext = await browser.newContext({ baseURL: server.url, viewport: page.viewportSize() ?? undefined });
    const other = await otherContext.newPage();
    try {
      await logInWithPassword(page, login);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await logInWithPassword(other, login);
      await expect(other).toHaveURL(/\/admin-dashboard$/);

      await page.goto('/admin/account');
      const sessions = page.locator('.sessions-item');
      await expect(sessions).toHaveCount(2);
      await expect(sessions.filter({ hasText: copy.thisDevice })).toHaveCount(1);
      await sessions.filter({ hasNotText: copy.thisDevice }).getByRole('button', { name: copy.end }).click();
      await page.getByRole('dialog', { name: copy.confirmEndTitle }).getByRole('button', { name: copy.end }).click();
      await expect(sessions).toHaveCount(1);

      // The other browser's next request: its token and its refresh token are refused, it is sent to log in.
      await other.goto('/admin/account');
      await expect(other).toHaveURL(/\/authorization-account/);
      await expect(other.getByRole('heading', { level: 1, name: 'Вход в панель администратора' })).toBeVisible();
    } finally {
      await otherContext.close();
    }
  });
});
