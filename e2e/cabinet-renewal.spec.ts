import { startYookassaStandIn, type YookassaStandIn } from '#server/stand-ins/yookassa';
import { openFamilySessionInDataDir } from '../server/test/family-session-file';
import { type SmsStandIn, startSmsStandIn } from '../server/test/sms-stand-in';
import { clubDay, formatDayMonth } from '../shared/rules/dates';
import { passEndsOn } from '../shared/rules/passes';
import { trpcAdminMutation } from './admin-helpers';
import { waitForHydration } from './fixtures';
import { expect, test as isolated } from './isolated';

/**
 * Issue 44's check, end to end on the built server: the demo guardian logs in by an SMS code (SMS.ru's
 * stand-in), renews one child's pass from /cabinet through ЮKassa's stand-in (its confirmation page,
 * a card), comes back to 'Оплата прошла', and /cabinet then shows the new pass and the payment with
 * its receipt; 'Выйти везде' ends this session and another device's. Both stand-ins are real HTTP
 * servers the worker's own server is configured with; payments change data: an isolated server.
 */
const SMS_KEY = 'e2e-sms-key';
const SHOP = { shopId: '100500', secretKey: 'test_e2e_key' };
const DEMO_PHONE = '+79990000001';

const test = isolated.extend<object, { sms: SmsStandIn; yookassa: YookassaStandIn }>({
  sms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const sms = await startSmsStandIn(SMS_KEY);
      await use(sms);
      await sms.close();
    },
    { scope: 'worker' },
  ],
  yookassa: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const standIn = await startYookassaStandIn(SHOP);
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ sms, yookassa }, use) =>
      use({
        SMS_API_URL: sms.url,
        SMS_API_ID: SMS_KEY,
        YOOKASSA_SHOP_ID: SHOP.shopId,
        YOOKASSA_SECRET_KEY: SHOP.secretKey,
        YOOKASSA_API_URL: yookassa.apiUrl,
      }),
    { scope: 'worker' },
  ],
});

test.beforeEach(async ({ request, server, yookassa }) => {
  yookassa.notificationUrl = `${server.url}/api/yookassa/notifications`;
  // The owner's saves: the offer, and ЮKassa's notification address as the stand-in's.
  await trpcAdminMutation(request, 'payments.publishOffer', { body: 'Публичная оферта клуба.\n\nОплата абонемента на сайте.' });
  await trpcAdminMutation(request, 'payments.updateSettings', { vatCode: 1, notificationAddresses: ['127.0.0.1'] });
});

test("a guardian renews a child's pass from /cabinet through ЮKassa, sees it with the receipt, and logs out everywhere", async ({
  page,
  browser,
  server,
  sms,
  yookassa,
}, info) => {
  // A login, a payment through two stand-ins and three screenshots on a busy 2-core machine.
  test.slow();
  const other = await browser.newContext();
  // A session of the same phone on another device, opened as a login opens one (the real function).
  const otherToken = openFamilySessionInDataDir(
    server.dataDir,
    DEMO_PHONE,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
  );
  await other.addCookies([{ name: 'academy_family', value: otherToken, url: server.url }]);
  const otherHome = () => other.request.get(`${server.url}/trpc/family.home`);
  expect((await otherHome()).status()).toBe(200);

  await page.goto('/cabinet');
  await waitForHydration(page);
  const sentBefore = sms.sent.length;
  await page.getByLabel('Номер телефона').fill('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect.poll(() => sms.sent.length).toBeGreaterThan(sentBefore);
  await page.getByLabel('Код из сообщения').fill(sms.codeFor(DEMO_PHONE) ?? '');
  await page.getByRole('button', { name: 'Войти' }).click();

  const cards = page.locator('article.cabinet-card');
  await expect(cards).toHaveCount(2, { timeout: 15_000 });
  for (const card of [cards.nth(0), cards.nth(1)]) {
    expect(await card.locator('.cabinet-week li').count()).toBeGreaterThan(0);
    await expect(card.locator('.cabinet-visits')).toBeVisible();
    await expect(card.locator('.cabinet-pass')).toHaveCount(1);
  }
  const artem = cards.filter({ has: page.getByRole('heading', { name: 'Козлов Артём' }) });
  const paymentsBefore = await artem.locator('.cabinet-payments > li').count();

  await artem.getByRole('link', { name: 'Продлить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Покупка абонемента' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText('Продление для ученика по ссылке из напоминания')).toBeVisible();
  await page.getByRole('textbox', { name: 'Телефон' }).fill('9990000001');
  await page.getByLabel('E-mail для чека').fill('kozlova@example.ru');
  await page.getByText('Банковская карта', { exact: true }).click();
  await page.getByLabel('Я принимаю условия публичной оферты').check();
  await expect(page.locator('.buy-total strong')).toHaveText('3\u202f500\u00a0₽');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();

  // ЮKassa's confirmation page (the stand-in's), paid by card.
  await expect(page.getByRole('heading', { name: 'ЮKassa (тестовая страница оплаты)' })).toBeVisible();
  await expect(page.getByText('bank_card')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/payment\//);
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await expect(page.getByText('Абонемент «Детский: 8 занятий» для ученика Козлов Артём оформлен')).toBeVisible();
  await yookassa.idle();

  // Back on /cabinet: the new pass (8 classes, valid from today) beside the old one, the payment with its receipt.
  await page.goto('/cabinet');
  await waitForHydration(page);
  await expect(cards).toHaveCount(2, { timeout: 15_000 });
  const today = clubDay(Math.floor(Date.now() / 1000));
  const renewed = artem.locator('.cabinet-pass').filter({ hasText: `Действует до ${formatDayMonth(passEndsOn(today, 30))}` });
  await expect(artem.locator('.cabinet-pass')).toHaveCount(2);
  await expect(renewed).toHaveCount(1);
  await expect(renewed).toContainText('Детский: 8 занятий');
  await expect(renewed).toContainText('Осталось занятий: 8');
  // One 'Продлить' per child: on the latest pass.
  await expect(artem.getByRole('link', { name: 'Продлить' })).toHaveCount(1);
  await expect(renewed.getByRole('link', { name: 'Продлить' })).toHaveCount(1);
  await expect(cards.nth(1).locator('.cabinet-pass')).toHaveCount(1);

  const payments = artem.locator('.cabinet-payments > li');
  await expect(payments).toHaveCount(paymentsBefore + 1);
  const paid = payments.first();
  await expect(paid).toContainText('Детский: 8 занятий');
  await expect(paid).toContainText('3\u202f500\u00a0₽');
  await expect(paid).toContainText('оплачено');
  // The receipt the stand-in registered, as GET /v3/receipts?payment_id= gave it.
  const [receipt] = [...yookassa.receipts.receipts.values()].filter((item) => item.type === 'payment').slice(-1);
  expect(receipt?.status).toBe('succeeded');
  await expect(paid.getByText('Чек отправлен на почту/телефон')).toBeVisible();
  await paid.getByText('Данные для проверки чека в ФНС').click();
  const check = paid.locator('.cabinet-receipt__check dl');
  await expect(check).toContainText(`ФН${receipt?.fiscal_storage_number}`);
  await expect(check).toContainText(`ФД${receipt?.fiscal_document_number}`);
  await expect(check).toContainText(`ФП${receipt?.fiscal_attribute}`);
  await expect(check).toContainText('Итог3500,00');
  await paid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `.tmp/cabinet-renewed-${info.project.name}.png`, fullPage: true });

  // 'Выйти везде': this page's session and the other device's are both gone.
  await page.getByRole('button', { name: 'Выйти везде' }).click();
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  expect((await otherHome()).status()).toBe(401);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  await other.close();
});
