import fs from 'node:fs';
import path from 'node:path';
import { forgedToken, freshTokenPair, readStorage, STORAGE_KEYS, seedStorage, tolerant401 } from './admin-area-helpers';
import { ADMIN_CREDENTIALS, adminTokens, loginAsAdmin } from './admin-helpers';
import { metaContent, waitForHydration } from './fixtures';
import { expect, test } from './isolated';

type Manifest = Record<
  string,
  { file: string; src?: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

function reachable(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * Scripts and styles only admin screens use, from the build manifest: what the admin routes' split
 * components load, minus what the entry or any public route's chunks load too.
 */
function adminOnlyAssets(): Set<string> {
  const manifestFile = path.join(process.env.DIST_DIR ?? 'dist', 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const isAdmin = (key: string) => /^client\/routes\/_admin\/.*tsr-split/.test(manifest[key]?.src ?? key);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry || manifest[key]?.isDynamicEntry);
  const adminChunks = reachable(manifest, entries.filter(isAdmin));
  const publicChunks = reachable(
    manifest,
    entries.filter((key) => !isAdmin(key)),
  );
  const files = new Set<string>();
  for (const key of adminChunks) {
    if (publicChunks.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
  }
  return files;
}

const toast = (page: import('@playwright/test').Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test.describe('admin guard', () => {
  test('without a login an admin page sends to the login page and says why', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/authorization-account\?reason=required&redirect=%2Fadmin-dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в панель администратора' })).toBeVisible();
    await expect(toast(page, 'Требуется авторизация')).toBeVisible();
  });

  test('admin pages and the login page are served with noindex; the admin page HTML is a neutral shell', async ({ request }) => {
    for (const path of ['/admin-dashboard', '/admin/applications', '/admin/settings', '/authorization-account']) {
      const html = await (await request.get(path)).text();
      expect(metaContent(html, 'robots'), path).toBe('noindex');
    }
    const dashboard = await (await request.get('/admin-dashboard')).text();
    expect(dashboard).toContain('Загрузка панели администратора…');
    expect(dashboard).not.toContain('Журнал посещаемости</span><span class="dashboard-card__desc"');
  });

  test('a public page downloads no admin code', async ({ page }) => {
    const adminFiles = adminOnlyAssets();
    expect(adminFiles.size).toBeGreaterThan(5);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/', '/boxing', '/authorization-account']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(requested.some((path) => path.startsWith('/static/js/'))).toBe(true);
    expect(requested.filter((path) => adminFiles.has(path))).toEqual([]);
  });
});

tolerant401.describe('server says no', () => {
  tolerant401(
    'a forged token in storage ends on the login page after the server answers 401, storage cleared',
    async ({ page }) => {
      await seedStorage(page, { flag: 'true', token: forgedToken(3600), refreshToken: 'not-a-real-refresh-token' });
      await page.goto('/admin-dashboard');
      await expect(page).toHaveURL(/\/authorization-account/);
      await expect(page.getByRole('heading', { level: 1, name: 'Вход в панель администратора' })).toBeVisible();
      await expect.poll(() => readStorage(page)).toEqual({ isAuthenticated: null, token: null, refreshToken: null });
    },
  );

  tolerant401('a 401 from any call on an open admin page clears the login and goes to the login page', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки сайта' })).toBeVisible();
    // The session ends on the server side (as after a password change): the next call is refused.
    await page.route('**/trpc/settings.update**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { message: 'Требуется авторизация', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
        }),
      }),
    );
    await page.getByLabel('Город').fill('Обнинск ');
    await page.getByRole('button', { name: 'Сохранить' }).first().click();
    await expect(page).toHaveURL(/\/authorization-account\?reason=expired/);
    await expect(toast(page, 'Ваша сессия истекла')).toBeVisible();
    expect(await readStorage(page)).toEqual({ isAuthenticated: null, token: null, refreshToken: null });
  });

  tolerant401('a wrong password shows the error toast and keeps the user on the form', async ({ page }) => {
    await page.goto('/authorization-account');
    // Typing before hydration would be reset by React's controlled inputs.
    await waitForHydration(page);
    await page.getByLabel('Логин').fill('admin');
    await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(toast(page, 'Неверный логин или пароль')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
    await expect(page).toHaveURL(/\/authorization-account$/);
    expect((await readStorage(page)).token).toBeNull();
  });

  tolerant401('a throttled login shows the server text with the wait', async ({ page }) => {
    // Locking the real account would sign every other test out for ten minutes; the server's lock is
    // covered by server/lib/login-throttle tests. Here: what the page does with a 429.
    const text = 'Слишком много попыток входа. Попробуйте через 10 мин.';
    await page.route('**/trpc/auth.login**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify([{ error: { message: text, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } } }]),
      }),
    );
    await page.goto('/authorization-account');
    // Typing before hydration would be reset by React's controlled inputs.
    await waitForHydration(page);
    await page.getByLabel('Логин').fill('admin');
    await page.getByLabel('Пароль', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(text);
  });
});

test.describe('login', () => {
  test('empty fields are explained without a request; the password can be shown', async ({ page }) => {
    await page.goto('/authorization-account');
    // Typing before hydration would be reset by React's controlled inputs.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Логин: обязательное поле')).toBeVisible();
    await expect(page.getByText('Пароль: обязательное поле')).toBeVisible();
    const password = page.getByLabel('Пароль', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Показать пароль' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Скрыть пароль' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the right login stores the session and opens the dashboard; the header then offers logout', async ({ page }) => {
    await page.goto('/authorization-account');
    // Typing before hydration would be reset by React's controlled inputs.
    await waitForHydration(page);
    await page.getByLabel('Логин').fill(ADMIN_CREDENTIALS.login);
    await page.getByLabel('Пароль', { exact: true }).fill(ADMIN_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(toast(page, 'Вход выполнен успешно!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Панель администратора' })).toBeVisible();
    const stored = await readStorage(page);
    expect(stored[STORAGE_KEYS.flag]).toBe('true');
    expect(stored[STORAGE_KEYS.token]).toMatch(/^ey/);
    expect(stored[STORAGE_KEYS.refreshToken]?.length).toBeGreaterThan(20);
    await expect(page.locator('.masthead').getByRole('button', { name: 'Выйти' })).toBeVisible();
    // Elsewhere the same control links to the dashboard; the login page says you are in already.
    await page.goto('/boxing');
    await expect(page.locator('.masthead').getByRole('link', { name: 'Панель администратора' })).toBeVisible();
    await page.goto('/authorization-account');
    // Typing before hydration would be reset by React's controlled inputs.
    await waitForHydration(page);
    await expect(page.getByText('Вы уже вошли как администратор.')).toBeVisible();
  });

  test('after login the page asked for first is opened', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/redirect=%2Fadmin%2Fsettings/);
    await waitForHydration(page);
    await page.getByLabel('Логин').fill(ADMIN_CREDENTIALS.login);
    await page.getByLabel('Пароль', { exact: true }).fill(ADMIN_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });

  test('an expired token with a valid refresh token is renewed: the admin stays in', async ({ page }) => {
    const pair = await freshTokenPair(page.request);
    const expired = forgedToken(-60);
    await seedStorage(page, { flag: 'true', token: expired, refreshToken: pair.refreshToken });
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Панель администратора' })).toBeVisible();
    const stored = await readStorage(page);
    expect(stored.token).not.toBe(expired);
    expect(stored.refreshToken).not.toBe(pair.refreshToken);
    // The renewed token is a real one: an admin call made with it succeeds.
    await expect(page.locator('[data-card="applications"]')).toBeVisible();
    const check = await page.request.get('/trpc/auth.me', { headers: { Authorization: stored.token ?? '' } });
    expect(check.status()).toBe(200);
  });
});

test.describe('logout', () => {
  test('desktop: a dialog asks first; Нет keeps the login, Да clears it and opens the login page', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the phone logs out without a dialog');
    const pair = await freshTokenPair(page.request);
    await seedStorage(page, { flag: 'true', token: pair.token, refreshToken: pair.refreshToken });
    await page.goto('/admin-dashboard');
    const logout = page.locator('.masthead').getByRole('button', { name: 'Выйти' });
    await logout.click();
    const dialog = page.getByRole('dialog', { name: 'Выход из учетной записи' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Вы точно хотите выйти из учетной записи?');
    await dialog.getByRole('button', { name: 'Нет' }).click();
    await expect(dialog).toBeHidden();
    expect((await readStorage(page)).token).toBe(pair.token);

    await logout.click();
    await page.getByRole('dialog', { name: 'Выход из учетной записи' }).getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL(/\/authorization-account$/);
    expect(await readStorage(page)).toEqual({ isAuthenticated: null, token: null, refreshToken: null });
    // The refresh token was revoked on the server: it can no longer renew the session.
    await expect
      .poll(async () => (await page.request.post('/trpc/auth.refresh', { data: { refreshToken: pair.refreshToken } })).status())
      .toBe(401);
  });

  test('phone: logout on the dashboard clears the login at once and reloads', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'desktop asks in a dialog');
    const { token } = await adminTokens(page.request);
    await seedStorage(page, { flag: 'true', token });
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Панель администратора' })).toBeVisible();
    await page.locator('.masthead').getByRole('button', { name: 'Выйти' }).click();
    // After the reload the guard finds no login.
    await expect(page).toHaveURL(/\/authorization-account\?reason=required/);
    expect(await readStorage(page)).toEqual({ isAuthenticated: null, token: null, refreshToken: null });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
