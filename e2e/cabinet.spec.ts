import { type SmsStandIn, startSmsStandIn } from '../server/test/sms-stand-in';
import { loginAsAdmin } from './admin-helpers';
import { waitForHydration } from './fixtures';
import { expect, test as isolated } from './isolated';

/**
 * The family's page against the built server, its SMS going to SMS.ru's stand-in (real HTTP): the
 * demo guardian logs in by phone and code, sees the two children with their week, visits and passes,
 * and logs out everywhere. Logins change data: an isolated server per worker.
 */
const SMS_KEY = 'e2e-sms-key';
const DEMO_PHONE = '+79990000001';

const test = isolated.extend<object, { sms: SmsStandIn }>({
  sms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const sms = await startSmsStandIn(SMS_KEY);
      await use(sms);
      await sms.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [async ({ sms }, use) => use({ SMS_API_URL: sms.url, SMS_API_ID: SMS_KEY }), { scope: 'worker' }],
});
// The wrong code on purpose: its 400 is the browser's console line.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test("a guardian logs in by a code, sees both children's week, visits and passes, and logs out everywhere", async ({
  page,
  sms,
}, info) => {
  // A login, two cards and two full-page screenshots on a busy 2-core machine.
  test.slow();
  await page.goto('/cabinet');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.screenshot({ path: `.tmp/cabinet-login-${info.project.name}.png`, fullPage: true });

  const sentBefore = sms.sent.length;
  await page.getByLabel('Номер телефона').fill('9990000001');
  await expect(page.getByLabel('Номер телефона')).toHaveValue('+7 999 000-00-01');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Если номер +7 999 000-00-01 есть в клубе')).toBeVisible();
  await expect(page.getByText(/Отправить код ещё раз можно через \d+ с/)).toBeVisible();
  await expect.poll(() => sms.sent.length).toBeGreaterThan(sentBefore);
  const code = sms.codeFor(DEMO_PHONE) ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code first: the Russian refusal, and the form stays.
  await page.getByLabel('Код из сообщения').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Код неверный или устарел. Запросите новый код.');
  await page.getByLabel('Код из сообщения').fill(code);
  await page.getByRole('button', { name: 'Войти' }).click();

  const cards = page.locator('article.cabinet-card');
  await expect(cards).toHaveCount(2, { timeout: 15_000 });
  await expect(cards.nth(0).getByRole('heading', { name: 'Козлов Артём' })).toBeVisible();
  await expect(cards.nth(1).getByRole('heading', { name: 'Козлов Тимофей' })).toBeVisible();
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await expect(card.getByRole('heading', { name: 'Занятия на этой неделе' })).toBeVisible();
    expect(await card.locator('.cabinet-week li').count()).toBeGreaterThan(0);
    await expect(card.locator('.cabinet-visits')).toBeVisible();
    await expect(card.locator('.cabinet-pass__name')).toContainText('Детский: 8 занятий');
    await expect(card.getByText(/Осталось занятий: \d/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Продлить' })).toHaveAttribute(
      'href',
      /^\/buy\/\d+\?renewal=\d+\.\d+\.[\w-]{43}$/,
    );
    await expect(card.getByText('3\u202f500\u00a0₽')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Записать ещё ребёнка' })).toHaveAttribute(
    'href',
    /\/waiting-list\?phone=.*guardian=/,
  );
  await page.screenshot({ path: `.tmp/cabinet-home-${info.project.name}.png`, fullPage: true });

  // A brother or sister: the sign-up form with the guardian's phone and name filled in.
  await page.getByRole('link', { name: 'Записать ещё ребёнка' }).click();
  await expect(page).toHaveURL(/\/waiting-list\?/);
  await waitForHydration(page);
  await expect(page.locator('input[name="phone"]')).toHaveValue('+7 999 000-00-01');
  await page.locator('input[name="age"]').fill('9');
  await expect(page.locator('input[name="guardianName"]')).toHaveValue('Козлова Екатерина');
  await page.goto('/cabinet');
  await waitForHydration(page);
  await expect(page.locator('article.cabinet-card')).toHaveCount(2, { timeout: 15_000 });

  // The session is the family's cookie: HttpOnly, SameSite=Strict, only for /trpc.
  const cookie = (await page.context().cookies()).find((item) => item.name === 'academy_family');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/trpc' });

  await page.getByRole('button', { name: 'Выйти везде' }).click();
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  const after = await page.request.get('/trpc/family.home', {
    headers: { cookie: `academy_family=${cookie?.value ?? ''}` },
  });
  expect(after.status()).toBe(401);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
});

test("the owner sees today's login SMS against the daily cap on the dashboard", async ({ page, sms }, info) => {
  test.slow();
  // One code more, sent through the stand-in: the count is the server's, not this file's.
  const asked = await page.request.post('/trpc/family.requestCode', { data: { phone: '+7 999 000-00-01' } });
  expect([200, 429]).toContain(asked.status());
  await expect.poll(() => sms.sent.length).toBeGreaterThan(0);
  await loginAsAdmin(page);
  await page.goto('/admin-dashboard');
  await expect(page.getByTestId('sms-budget')).toHaveText(/^Отправлено сегодня: [1-9]\d* из 100$/, { timeout: 15_000 });
  await page.getByTestId('sms-budget').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `.tmp/cabinet-sms-budget-${info.project.name}.png` });
});
