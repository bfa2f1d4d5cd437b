import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { newBookingToken } from '#server/lib/trials/tokens';
import { startYookassaStandIn, type YookassaStandIn } from '#server/stand-ins/yookassa';
import { trpcAdminMutation } from './admin-helpers';
import { expect, test as isolated } from './isolated';

const SHOP = { shopId: '100500', secretKey: 'test_e2e_key' };
const PASS = 'Детский, 8 занятий (e2e)';
const MMA = 'ММА взрослые (e2e)';

/**
 * Every worker's server talks to its own ЮKassa stand-in over HTTP (YOOKASSA_API_URL), and the
 * stand-in's notifications come back to the server's route from 127.0.0.1, which the test allows in
 * the payment settings as the owner would (the server runs as in production).
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

function database(dataDir: string) {
  return new Database(path.join(dataDir, 'academy.db'));
}

test.beforeEach(async ({ request, server, standIn }) => {
  standIn.notificationUrl = `${server.url}/api/yookassa/notifications`;
  const db = database(server.dataDir);
  try {
    if (!db.prepare('select id from pass_types where name = ?').get(PASS))
      db.prepare(
        "insert into pass_types (name, directions, group_ids, classes, validity_days, valid_from, price_kopecks, age_min, age_max, sold_online) values (?, '[\"Karate\"]', '[]', 8, 30, 'purchase', 350000, 6, 14, 1)",
      ).run(PASS);
    if (!db.prepare('select id from pass_types where name = ?').get(MMA))
      db.prepare(
        "insert into pass_types (name, directions, group_ids, classes, validity_days, valid_from, price_kopecks, age_min, sold_online) values (?, '[\"Mma\"]', '[]', 12, 45, 'purchase', 550000, 16, 1)",
      ).run(MMA);
  } finally {
    db.close();
  }
  // Admin saves: the offer, and ЮKassa's address as the stand-in's (each also refreshes the page cache).
  await trpcAdminMutation(request, 'payments.publishOffer', { body: 'Публичная оферта клуба.\n\nОплата абонемента на сайте.' });
  await trpcAdminMutation(request, 'payments.updateSettings', { vatCode: 1, notificationAddresses: ['127.0.0.1'] });
});

/** From /price to the stand-in's page: a parent buys a child's pass. */
async function buy(page: Page, child: string, method: 'Банковская карта' | 'СБП') {
  await page.goto('/price');
  const row = page.locator('.buy-online__item').filter({ hasText: PASS });
  await row.getByRole('link', { name: 'Купить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Покупка абонемента' })).toBeVisible();
  await page.getByLabel('Абонемент').selectOption({ label: `${PASS} — 3\u202f500\u00a0₽` });
  await page.getByLabel('Фамилия и имя ученика').fill(child);
  await page.getByLabel('Дата рождения').fill(`${new Date().getFullYear() - 9}-04-20`);
  await page.getByLabel('Родитель или опекун (для ребёнка)').fill('Сидорова Мария');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('9161234567');
  await page.getByLabel('E-mail для чека').fill('maria@example.ru');
  await page.getByText(method, { exact: true }).click();
  await page.getByLabel(/^Я согласен\(на\) на обработку персональных данных/).check();
  await page.getByLabel('Я принимаю условия публичной оферты').check();
  await expect(page.locator('.buy-total strong')).toHaveText('3\u202f500\u00a0₽');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page.getByRole('heading', { name: 'ЮKassa (тестовая страница оплаты)' })).toBeVisible();
}

function passesOf(dataDir: string, child: string) {
  const db = database(dataDir);
  try {
    return db
      .prepare(
        'select p.name, p.status, y.method, y.status as paid from passes p join members m on m.id = p.member_id join payments y on y.id = p.payment_id where m.full_name = ?',
      )
      .all(child);
  } finally {
    db.close();
  }
}

/**
 * A 9-year-old's karate trial booked by the mother, the visit a week ago, with its private link (the
 * token the booking's message carries; only its hash is stored, as the booking stores it).
 */
function trialVisitor(dataDir: string, child: string): { token: string; applicationId: number } {
  const db = database(dataDir);
  try {
    const { token, hash } = newBookingToken();
    const applicationId = Number(
      db
        .prepare(
          "insert into applications (name, lastname, phone, age, direction, consent, consent_at, consent_by, guardian_name, status) values (?, 'Петров', '+79165554433', 9, 'Karate', 1, unixepoch(), 'guardian', 'Петрова Анна', 'came')",
        )
        .run(child).lastInsertRowid,
    );
    const slotId = Number(
      db
        .prepare(
          "insert into trial_slots (weekday, time, direction, title, age_min, age_max) values (2, '18:00', 'Karate', 'Дети 7–12 лет', 7, 12)",
        )
        .run().lastInsertRowid,
    );
    const day = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    db.prepare(
      "insert into trial_bookings (slot_id, date, application_id, status, attendance, token_hash) values (?, ?, ?, 'booked', 'came', ?)",
    ).run(slotId, day, applicationId, hash);
    return { token, applicationId };
  } finally {
    db.close();
  }
}

test.describe('buying a pass online (ЮKassa stand-in)', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [method, stored] of [
    ['Банковская карта', 'bank_card'],
    ['СБП', 'sbp'],
  ] as const) {
    test(`a parent buys a child's pass from /price by ${stored}: 'Оплата прошла', the pass is on the member`, async ({
      page,
      server,
    }, info) => {
      const child = `Сидоров Ваня ${stored} ${info.project.name}`;
      await buy(page, child, method);
      await page.getByRole('button', { name: 'Оплатить' }).click();
      await expect(page).toHaveURL(/\/payment\//);
      await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
      await expect(page.getByText(`Абонемент «${PASS}» для ученика ${child} оформлен`)).toBeVisible();
      expect(passesOf(server.dataDir, child)).toEqual([{ name: PASS, status: 'active', method: stored, paid: 'succeeded' }]);
    });
  }

  test("a declined payment: 'Оплата не прошла', no pass", async ({ page, server }, info) => {
    const child = `Сидоров Петя ${info.project.name}`;
    await buy(page, child, 'Банковская карта');
    await page.getByRole('button', { name: 'Отказаться' }).click();
    await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
    await expect(page.getByText('Деньги не списаны')).toBeVisible();
    expect(passesOf(server.dataDir, child)).toEqual([]);
  });

  test("a pending payment: 'Ждём подтверждения банка', then the bank confirms", async ({ page, server, standIn }, info) => {
    const child = `Сидоров Коля ${info.project.name}`;
    await buy(page, child, 'СБП');
    const paymentId = page.url().split('/').pop() ?? '';
    await page.getByRole('button', { name: 'Оставить в ожидании' }).click();
    await expect(page.getByRole('heading', { name: 'Ждём подтверждения банка' })).toBeVisible();
    expect(passesOf(server.dataDir, child)).toEqual([]);
    standIn.settle(paymentId, 'pay');
    await standIn.idle();
    await page.getByRole('button', { name: 'Проверить ещё раз' }).click();
    await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
    expect(passesOf(server.dataDir, child)).toHaveLength(1);
  });

  test("from the trial visitor's private link: 'Купить абонемент', the member from the application, 'Оплата прошла'", async ({
    page,
    server,
  }, info) => {
    const name = `Миша ${info.project.name}`;
    const { token, applicationId } = trialVisitor(server.dataDir, name);
    await page.goto(`/trial/${token}`);
    await expect(page.getByRole('heading', { name: 'Понравилось? Купите абонемент' })).toBeVisible();
    // Only passes for karate and a 9-year-old: one for any direction is, the adults' MMA pass is not.
    await expect(page.locator('.tb-buy__pass').filter({ hasText: 'Безлимит на месяц' })).toHaveCount(1);
    await expect(page.locator('.tb-buy__pass').filter({ hasText: MMA })).toHaveCount(0);
    await page.getByRole('link', { name: `Купить абонемент «${PASS}»` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Покупка абонемента' })).toBeVisible();
    await expect(page.getByLabel('Абонемент')).toHaveValue(/\d+/);
    await expect(page.locator('.buy-trial__name')).toHaveText(`Петров ${name}`);
    await expect(page.getByText('Родитель или опекун: Петрова Анна')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 916 555-44-33');
    await page.getByLabel('Дата рождения').fill(`${new Date().getFullYear() - 9}-02-11`);
    await page.getByLabel('E-mail для чека').fill('anna@example.ru');
    await page.getByLabel(/^Я согласен\(на\) на обработку персональных данных/).check();
    await expect(page.getByText('Ученику нет 18 лет: согласие')).toBeVisible();
    await page.getByLabel('Я принимаю условия публичной оферты').check();
    await expect(page.locator('.buy-total strong')).toHaveText('3\u202f500\u00a0₽');
    await page.getByRole('button', { name: 'Перейти к оплате' }).click();
    await expect(page.getByRole('heading', { name: 'ЮKassa (тестовая страница оплаты)' })).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
    await expect(page.getByText(`Абонемент «${PASS}» для ученика Петров ${name} оформлен`)).toBeVisible();
    const db = database(server.dataDir);
    try {
      const made = db
        .prepare(
          'select m.full_name as name, m.guardian_name as guardian, m.consent_by as consentBy, m.consent_edition_id is not null as edition, m.consent_at is not null as consentAt, p.name as pass, y.status as paid from members m join passes p on p.member_id = m.id join payments y on y.id = p.payment_id where m.application_id = ?',
        )
        .all(applicationId);
      expect(made).toEqual([
        {
          name: `Петров ${name}`,
          guardian: 'Петрова Анна',
          consentBy: 'guardian',
          edition: 1,
          consentAt: 1,
          pass: PASS,
          paid: 'succeeded',
        },
      ]);
      expect(db.prepare('select status from applications where id = ?').get(applicationId)).toEqual({ status: 'joined' });
    } finally {
      db.close();
    }
  });
});
