import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { startYookassaStandIn, type YookassaStandIn } from '#server/stand-ins/yookassa';
import { moneyMessages as money } from '#shared/messages/admin-money.ru';
import { adminPaymentsMessages as pay } from '#shared/messages/admin-payments.ru';
import { formatRubles } from '#shared/rules/money';
import type { MoneyMonth } from '#shared/schemas/revenue';
import { adminHeaders, trpcAdminMutation } from './admin-helpers';
import { expect, test as isolated } from './isolated';

const SHOP = { shopId: '100501', secretKey: 'test_e2e_money_key' };
const PASS = 'Детский, 8 занятий (деньги e2e)';
const PRICE = 350_000;

/**
 * A manager refunds an online payment in two parts from /admin/payments and reads the refund in the
 * dashboard's 'Деньги'; a coach's dashboard has no money. The payment goes through the worker's own
 * ЮKassa stand-in (as buy-pass.spec.ts): checkout by the API, paid on the stand-in, its notification
 * back to the server's route from 127.0.0.1, which the test allows as the owner would.
 */
const test = isolated.extend<object, { standIn: YookassaStandIn }>({
  standIn: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first argument.
    async ({}, use) => {
      const standIn = await startYookassaStandIn(SHOP);
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ standIn }, use) =>
      use({ YOOKASSA_SHOP_ID: SHOP.shopId, YOOKASSA_SECRET_KEY: SHOP.secretKey, YOOKASSA_API_URL: standIn.apiUrl }),
    { scope: 'worker' },
  ],
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function adminQuery<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const response = await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: await adminHeaders(request),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A staff account made by the owner, its password set through the invitation, logged in on a page of its own. */
async function staffPage(browser: Browser, request: APIRequestContext, page: Page, role: 'coach' | 'manager') {
  const login = `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await trpcAdminMutation<{ link: string }>(request, 'staff.create', {
    name: `Е2Е ${role}`,
    login,
    role,
    groupIds: [],
    directions: [],
  });
  const password = 'пароль сотрудника 2026';
  await trpcAdminMutation(request, 'staff.setPassword', { token: created.link.split('/').pop(), password });
  const answer = await request.post('/trpc/auth.login', { data: { login, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { token } = ((await answer.json()) as { result: { data: { token: string } } }).result.data;
  const context = await browser.newContext({ baseURL: new URL(created.link).origin, viewport: page.viewportSize() ?? undefined });
  const staff = await context.newPage();
  await staff.addInitScript((token) => {
    window.localStorage.setItem('isAuthenticated', 'true');
    window.localStorage.setItem('token', token);
  }, token);
  return { staff, token, close: () => context.close() };
}

/** A parent's online purchase through the real path: checkout, paid on the stand-in, the notification applied. */
async function paidOnline(request: APIRequestContext, standIn: YookassaStandIn, dataDir: string, child: string) {
  const db = new Database(path.join(dataDir, 'academy.db'));
  let passTypeId: number;
  try {
    const existing = db.prepare('select id from pass_types where name = ?').get(PASS) as { id: number } | undefined;
    passTypeId =
      existing?.id ??
      Number(
        db
          .prepare(
            "insert into pass_types (name, directions, group_ids, classes, validity_days, valid_from, price_kopecks, age_min, age_max, sold_online) values (?, '[\"Karate\"]', '[]', 8, 30, 'purchase', ?, 6, 14, 1)",
          )
          .run(PASS, PRICE).lastInsertRowid,
      );
  } finally {
    db.close();
  }
  const shop = await (await request.get('/trpc/payments.shop')).json();
  const { offerEditionId, consentEditionId } = (
    shop as { result: { data: { offerEditionId: number; consentEditionId: number } } }
  ).result.data;
  const answer = await request.post('/trpc/payments.checkout', {
    data: {
      passTypeId,
      member: {
        kind: 'new',
        fullName: child,
        birthDate: `${new Date().getFullYear() - 9}-04-20`,
        guardianName: 'Сидорова Мария',
        consent: true,
        consentEditionId,
      },
      payerPhone: '+7 916 123-45-67',
      payerEmail: 'maria@example.ru',
      offerEditionId,
      offerAccepted: true,
      method: 'bank_card',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { confirmationUrl } = ((await answer.json()) as { result: { data: { confirmationUrl: string } } }).result.data;
  standIn.settle(confirmationUrl.split('/').pop() ?? '', 'pay');
  await standIn.idle();
}

const thisMonth = (request: APIRequestContext) => adminQuery<MoneyMonth>(request, 'payments.revenue', {});

test.beforeEach(async ({ request, server, standIn }) => {
  standIn.notificationUrl = `${server.url}/api/yookassa/notifications`;
  await trpcAdminMutation(request, 'payments.publishOffer', { body: 'Публичная оферта клуба.\n\nОплата абонемента на сайте.' });
  await trpcAdminMutation(request, 'payments.updateSettings', { vatCode: 1, notificationAddresses: ['127.0.0.1'] });
});

test.describe('money: a manager’s refund and the dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager refunds an online payment in part, then the rest; the dashboard’s month shows the refunds', async ({
    browser,
    page,
    request,
    server,
    standIn,
  }, info: TestInfo) => {
    const child = `Деньгин Ваня ${info.project.name} ${Date.now().toString(36)}`;
    const before = await thisMonth(request);
    await paidOnline(request, standIn, server.dataDir, child);
    const { staff, close } = await staffPage(browser, request, page, 'manager');
    try {
      await staff.goto('/admin/payments');
      const item = staff.locator('.payments-item').filter({ hasText: child });
      await expect(item).toContainText(`${formatRubles(PRICE)}`);
      await expect(item).toContainText(pay.status.succeeded ?? '');
      // In part: 1 000 ₽ of 3 500 ₽.
      await item.getByLabel(pay.refundAmount).fill('1000');
      await item.getByLabel(pay.refundReason).fill('Пропустил две недели по болезни');
      await item.getByRole('button', { name: pay.refundButton }).click();
      await expect(toast(staff, pay.refundDone)).toBeVisible();
      await expect(item).toContainText(pay.refunded(formatRubles(100_000)));
      await expect(item.locator('.payments-item__refund')).toHaveText([
        `${pay.refundTitle}: ${formatRubles(100_000)}, ${pay.refundStatus.succeeded} — Пропустил две недели по болезни`,
      ]);
      // The rest: 2 500 ₽; then nothing is left to refund and the form is gone.
      await item.getByLabel(pay.refundAmount).fill('2500');
      await item.getByLabel(pay.refundReason).fill('Переезд');
      await item.getByRole('button', { name: pay.refundButton }).click();
      await expect(item).toContainText(pay.refunded(formatRubles(PRICE)));
      await expect(item.locator('.payments-item__refund')).toHaveCount(2);
      await expect(item.getByRole('button', { name: pay.refundButton })).toHaveCount(0);

      await staff.goto('/admin-dashboard');
      const block = staff.getByTestId('money-block');
      await expect(block).toBeVisible();
      const refunds = before.refunds.kopecks + PRICE;
      await expect(block.locator('[data-figure="refunds"] dd').first()).toHaveText(formatRubles(-refunds));
      await expect(block.locator('[data-figure="refunds"]')).toContainText(money.refundsCount(before.refunds.count + 2));
      await expect(block.locator('[data-figure="revenue"] dd').first()).toHaveText(formatRubles(before.revenue.total + PRICE));
      await expect(block.locator('[data-figure="net"] dd')).toHaveText(formatRubles(before.netKopecks));
      await expect(block.locator('[data-figure="sold"] dd')).toHaveText(String(before.passesSold + 1));
      await expect(block.getByRole('table', { name: money.byPassType })).toContainText(PASS);
      // The whole 'Деньги' card, heading and CSV button included, at this project's width (390 or 1440 px).
      await staff
        .locator('section.admin-card')
        .filter({ has: block })
        .screenshot({ path: info.outputPath(`money-${info.project.name}.png`) });

      // The previous month is another month: this payment and its refunds are not in it.
      await block.getByRole('button', { name: money.previous }).click();
      await expect(block.getByRole('table', { name: money.byPassType })).toHaveCount(0);
      await expect(block.locator('[data-figure="sold"] dd')).toHaveText('0');
      await block.getByRole('button', { name: money.next }).click();
      await expect(block.locator('[data-figure="sold"] dd')).toHaveText(String(before.passesSold + 1));
      await expect(block.getByRole('button', { name: money.next })).toBeDisabled();

      // The accountant's CSV of the month: this payment's row with both refunds.
      const download = staff.waitForEvent('download');
      await staff.getByRole('button', { name: money.csv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^buhgalteriya-\d{4}-\d{2}\.csv$/);
      const csv = await readFile((await file.path()) ?? '', 'utf8');
      const row = csv.split('\r\n').find((line) => line.includes(child));
      expect(row).toMatch(/;онлайн \(ЮKassa\);оплачен;3500,00;3500,00;/);
    } finally {
      await close();
    }
  });

  test('a coach’s dashboard has no money, and the server refuses the coach the month’s money', async ({
    browser,
    page,
    request,
  }) => {
    const { staff, token, close } = await staffPage(browser, request, page, 'coach');
    try {
      await staff.goto('/admin-dashboard');
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      // The coach's cards are drawn (their own account's among them): the page is whole, without money.
      await expect(staff.locator('[data-card="account"]')).toBeVisible();
      await expect(staff.getByTestId('money-block')).toHaveCount(0);
      await expect(staff.getByRole('heading', { name: money.title })).toHaveCount(0);
      await expect(staff.locator('body')).not.toContainText('₽');
      const refused = await request.get(`/trpc/payments.revenue?input=${encodeURIComponent('{}')}`, {
        headers: { Authorization: token },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain('Недостаточно прав');
    } finally {
      await close();
    }
  });
});
