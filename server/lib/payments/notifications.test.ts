import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { memberPhones, members, passes, paymentEvents, payments } from '../../db/schema';
import { type PaymentWorld, startPaymentWorld } from '../../test/payments-world';
import { cleanup } from '../../test/test-app';
import { startCheckout } from './checkout';
import { paymentOutcome } from './outcome';

let world: PaymentWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
  cleanup();
});

async function bought(w: PaymentWorld) {
  const { token } = await startCheckout(w.deps, w.input());
  const row = w.deps.db.select().from(payments).get();
  if (!row?.providerPaymentId) throw new Error('no payment at ЮKassa');
  return { token, row, remoteId: row.providerPaymentId };
}

const count = (w: PaymentWorld, table: typeof passes | typeof members | typeof paymentEvents) =>
  w.deps.db.select().from(table).all().length;

describe('a purchase, ЮKassa notifications and the one pass (real HTTP both ways, a real SQLite file)', () => {
  it('create → the buyer pays → notification → exactly one pass for a new member, the guardian’s phone', async () => {
    world = await startPaymentWorld();
    const { token, row, remoteId } = await bought(world);
    expect(row).toMatchObject({ status: 'pending', amountKopecks: 350_050, method: 'bank_card', payerPhone: '+79991234567' });
    const sent = world.standIn.payments.get(remoteId)?.request ?? {};
    expect(sent.amount).toEqual({ value: '3500.50', currency: 'RUB' });
    expect(sent.capture).toBe(true);
    expect(sent.confirmation).toEqual({ type: 'redirect', return_url: `${world.deps.env.siteOrigin}/payment/${token}` });
    expect(sent.metadata).toEqual({ paymentId: String(row.id) });
    expect(sent.receipt).toEqual({
      customer: { phone: '79991234567', email: 'anna@example.ru' },
      items: [
        {
          description: 'Абонемент «Детский, 8 занятий»',
          quantity: 1,
          amount: { value: '3500.50', currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'service',
          payment_mode: 'full_payment',
        },
      ],
    });
    expect(world.standIn.calls[0]?.idempotenceKey).toBe(row.idempotenceKey);
    expect(await paymentOutcome(world.deps, token)).toMatchObject({ status: 'pending' });

    world.standIn.settle(remoteId, 'pay');
    await world.standIn.idle();
    expect(world.standIn.notifications).toEqual([
      { event: 'payment.succeeded', objectId: remoteId, from: '127.0.0.1', status: 200 },
    ]);
    const paid = world.deps.db.select().from(payments).get();
    expect(paid).toMatchObject({ status: 'succeeded', receiptStatus: 'succeeded' });
    const pass = world.deps.db.select().from(passes).all();
    expect(pass).toHaveLength(1);
    expect(pass[0]).toMatchObject({
      paymentId: row.id,
      memberId: paid?.memberId,
      name: 'Детский, 8 занятий',
      priceKopecks: 350_050,
      classesTotal: 8,
    });
    const member = world.deps.db.select().from(members).all();
    expect(member).toEqual([
      expect.objectContaining({ fullName: 'Петров Миша', guardianName: 'Петрова Анна', guardianEmail: 'anna@example.ru' }),
    ]);
    expect(world.deps.db.select().from(memberPhones).all()).toEqual([
      expect.objectContaining({ phone: '+79991234567', role: 'guardian' }),
    ]);
    expect(world.deps.db.select({ source: paymentEvents.source, to: paymentEvents.toStatus }).from(paymentEvents).all()).toEqual([
      { source: 'create', to: 'created' },
      { source: 'create', to: 'pending' },
      { source: 'notification', to: 'succeeded' },
    ]);
    expect(await paymentOutcome(world.deps, token)).toEqual({
      status: 'succeeded',
      passName: 'Детский, 8 занятий',
      amountKopecks: 350_050,
      memberName: 'Петров Миша',
    });
  });

  it('duplicate, concurrent and reordered notifications make no second pass and move nothing back', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    const w = world;
    const { remoteId } = await bought(world);
    world.standIn.settle(remoteId, 'pay');
    const statuses = await Promise.all([
      ...Array.from({ length: 6 }, () => w.standIn.notify('payment.succeeded', remoteId)),
      // An old 'pending' state and a 'canceled' that never was, arriving late: the API says succeeded.
      world.standIn.notify('payment.waiting_for_capture', remoteId, { object: { id: remoteId, status: 'pending' } }),
      world.standIn.notify('payment.canceled', remoteId, { object: { id: remoteId, status: 'canceled' } }),
    ]);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(count(world, passes)).toBe(1);
    expect(count(world, members)).toBe(1);
    expect(world.deps.db.select().from(payments).get()?.status).toBe('succeeded');
    expect(world.deps.db.select().from(paymentEvents).where(eq(paymentEvents.toStatus, 'succeeded')).all()).toHaveLength(1);
  });

  it('a notification for a payment we never created is confirmed (200) and changes nothing', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    await bought(world);
    const events = count(world, paymentEvents);
    expect(
      await world.standIn.notify('payment.succeeded', '2f8a0f1e-000f-5000-9000-1b6c7a6f1234', {
        object: { id: '2f8a0f1e-000f-5000-9000-1b6c7a6f1234', status: 'succeeded' },
      }),
    ).toBe(200);
    expect(await world.standIn.notify('refund.succeeded', 'no-such-refund')).toBe(200);
    expect(count(world, paymentEvents)).toBe(events);
    expect(count(world, passes)).toBe(0);
  });

  it('from a foreign address: 403 and nothing changes; the same from ЮKassa’s address is applied', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    const { remoteId } = await bought(world);
    world.standIn.settle(remoteId, 'pay');
    expect(await world.standIn.notify('payment.succeeded', remoteId, { from: 'forbidden' })).toBe(403);
    expect(world.deps.db.select().from(payments).get()?.status).toBe('pending');
    expect(count(world, passes)).toBe(0);
    expect(await world.standIn.notify('payment.succeeded', remoteId)).toBe(200);
    expect(count(world, passes)).toBe(1);
  });

  it('a body that disagrees with the API: the API wins', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    const { remoteId } = await bought(world);
    // A forged 'succeeded' while the buyer has not paid: re-read, still pending, no pass.
    expect(
      await world.standIn.notify('payment.succeeded', remoteId, {
        object: { id: remoteId, status: 'succeeded', paid: true, amount: { value: '1.00', currency: 'RUB' } },
      }),
    ).toBe(200);
    expect(world.deps.db.select().from(payments).get()?.status).toBe('pending');
    expect(count(world, passes)).toBe(0);
    // A 'canceled' body while the API says succeeded: the pass is made.
    world.standIn.settle(remoteId, 'pay');
    expect(await world.standIn.notify('payment.canceled', remoteId, { object: { id: remoteId, status: 'canceled' } })).toBe(200);
    expect(world.deps.db.select().from(payments).get()?.status).toBe('succeeded');
    expect(count(world, passes)).toBe(1);
  });

  it('a declined payment is canceled with ЮKassa’s reason, no member and no pass', async () => {
    world = await startPaymentWorld();
    const { token, remoteId } = await bought(world);
    world.standIn.settle(remoteId, 'decline');
    await world.standIn.idle();
    expect(world.deps.db.select().from(payments).get()).toMatchObject({
      status: 'canceled',
      cancellationReason: 'general_decline',
    });
    expect(count(world, passes) + count(world, members)).toBe(0);
    expect((await paymentOutcome(world.deps, token)).status).toBe('canceled');
  });

  it('garbage from ЮKassa’s address is a 400; a notification too large is a 413', async () => {
    world = await startPaymentWorld();
    const { siteUrl } = world;
    const post = (body: string) =>
      fetch(`${siteUrl}/api/yookassa/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const bad = await post('{"type":"notification"');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Некорректное уведомление' });
    expect(
      (await post(JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: 'x'.repeat(70_000) } })))
        .status,
    ).toBe(413);
  });
});
