import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { passes, payments } from '../db/schema';
import { callerAs } from '../test/content-fixtures';
import { addChild } from '../test/family-fixtures';
import { type PaymentWorld, startPaymentWorld } from '../test/payments-world';
import { type BotApiStandIn, startBotApiStandIn } from '../test/telegram-bot-api';
import { adminToken, cleanup } from '../test/test-app';
import { clubMessagesSettled } from './club-messages';
import { defaultLawSettings, writeLawSettings } from './law-settings';
import { paymentOutcome } from './payments/outcome';
import { reconcilePayments } from './payments/reconcile';

/**
 * The club's chat hears of money: an online payment (the whole path: our app on a socket, the ЮKassa
 * stand-in paying and notifying over HTTP), a sale in the gym, a refund; names only with
 * «Передавать имя и телефон»; one message per payment however many notifications arrive; a Telegram
 * failure costs the payment nothing. The messages reach the local Bot API stand-in.
 */
const CLUB_CHAT = '-100777';
let world: PaymentWorld | null = null;
let bot: BotApiStandIn | null = null;

afterEach(async () => {
  await world?.close();
  await bot?.close();
  world = null;
  bot = null;
  cleanup();
});

async function start(options: { autoNotify?: boolean; contacts?: boolean } = {}) {
  bot = await startBotApiStandIn();
  world = await startPaymentWorld(
    {
      env: {
        TELEGRAM_BOT_TOKEN: bot.token,
        TELEGRAM_CHAT_ID: CLUB_CHAT,
        TELEGRAM_API_URL: bot.url,
        PUBLIC_URL: 'https://club.example',
      },
    },
    { autoNotify: options.autoNotify ?? true },
  );
  if (options.contacts) writeLawSettings(world.deps, { ...defaultLawSettings, telegramIncludeContacts: true });
  return { w: world, api: bot };
}

/** A parent buys online: checkout, ЮKassa's page paid, its notification handled; returns ЮKassa's id. */
async function buyOnline(w: PaymentWorld, settle = true) {
  const { confirmationUrl, token } = await callerAs(w.deps).payments.checkout(w.input());
  const remoteId = confirmationUrl.split('/').pop() ?? '';
  if (settle) {
    w.standIn.settle(remoteId, 'pay');
    await w.standIn.idle();
  }
  await clubMessagesSettled();
  return { remoteId, token };
}

const clubTexts = (api: BotApiStandIn) => api.sent.filter((m) => String(m.chat_id) === CLUB_CHAT).map((m) => m.text);

describe("the club's chat hears of payments", () => {
  it('an online payment: roubles, the pass, how, a link to the member; no name with the setting off', async () => {
    const { w, api } = await start();
    await buyOnline(w);
    const paid = w.deps.db.select().from(payments).get();
    expect(paid?.status).toBe('succeeded');
    expect(clubTexts(api)).toEqual([
      [
        'Оплата: 3\u202f500,50\u00a0₽',
        'Абонемент: «Детский, 8 занятий»',
        'Способ: на сайте, картой (ЮKassa)',
        `Открыть: https://club.example/admin/members/${paid?.memberId}`,
      ].join('\n'),
    ]);
    expect(clubTexts(api)[0]).not.toContain('Петров');
  });

  it('with «Передавать имя и телефон» on, the member is named', async () => {
    const { w, api } = await start({ contacts: true });
    await buyOnline(w);
    expect(clubTexts(api)).toHaveLength(1);
    expect(clubTexts(api)[0]).toContain('Ученик: Петров Миша');
  });

  it('duplicate and concurrent notifications, the return page and the reconciler together: ONE message', async () => {
    const { w, api } = await start({ autoNotify: false });
    const { remoteId, token } = await buyOnline(w, false);
    w.standIn.settle(remoteId, 'pay');
    const [statuses, outcome] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => w.standIn.notify('payment.succeeded', remoteId))),
      paymentOutcome(w.deps, token),
      reconcilePayments(w.deps),
    ]);
    expect(statuses).toEqual(Array(6).fill(200));
    expect(outcome.status).toBe('succeeded');
    await w.standIn.notify('payment.succeeded', remoteId);
    await clubMessagesSettled();
    expect(clubTexts(api)).toHaveLength(1);
    expect(w.deps.db.select().from(passes).all()).toHaveLength(1);
  });

  it('Telegram failing never fails the payment: the pass is made, the notification answered 200', async () => {
    const { w, api } = await start({ autoNotify: false });
    const { remoteId } = await buyOnline(w, false);
    w.standIn.settle(remoteId, 'pay');
    api.failSends(500, 5);
    expect(await w.standIn.notify('payment.succeeded', remoteId)).toBe(200);
    await clubMessagesSettled();
    expect(w.deps.db.select().from(payments).get()?.status).toBe('succeeded');
    expect(w.deps.db.select().from(passes).all()).toHaveLength(1);
    expect(clubTexts(api)).toEqual([]);
    // Telegram up again: a repeated notification is no second state change, so nothing is re-sent.
    expect(await w.standIn.notify('payment.succeeded', remoteId)).toBe(200);
    await clubMessagesSettled();
    expect(clubTexts(api)).toEqual([]);
  });

  it('a sale in the gym and a refund', async () => {
    const { w, api } = await start({ contacts: true });
    const staff = callerAs(w.deps, await adminToken(w.deps));
    const memberId = addChild(w.deps, 'Сидоров Гоша', '+79005550301');
    const sale = await staff.passes.sell({ memberId, passTypeId: w.passTypeId, method: 'terminal', price: '3 000' });
    await clubMessagesSettled();
    expect(clubTexts(api)).toEqual([
      [
        'Оплата: 3\u202f000\u00a0₽',
        'Абонемент: «Детский, 8 занятий»',
        'Способ: в зале, картой через терминал',
        'Ученик: Сидоров Гоша',
        `Открыть: https://club.example/admin/members/${memberId}`,
      ].join('\n'),
    ]);
    expect(w.deps.db.select().from(passes).where(eq(passes.id, sale.id)).get()?.status).toBe('active');

    api.sent.length = 0;
    await buyOnline(w);
    const online = w.deps.db.select().from(payments).where(eq(payments.provider, 'yookassa')).get();
    api.sent.length = 0;
    await staff.payments.refund({ paymentId: online?.id ?? 0, amountKopecks: 100_000, reason: 'Болезнь' });
    await staff.payments.refund({ paymentId: online?.id ?? 0, amountKopecks: 250_050, reason: 'Переезд' });
    await clubMessagesSettled();
    expect(clubTexts(api)).toEqual([
      expect.stringMatching(/^Возврат части оплаты: 1\u202f000\u00a0₽\nАбонемент: «Детский, 8 занятий»\nУченик: Петров Миша\n/),
      expect.stringMatching(/^Возврат: 2\u202f500,50\u00a0₽\nАбонемент: «Детский, 8 занятий» \(возвращён полностью\)\n/),
    ]);
  });
});
