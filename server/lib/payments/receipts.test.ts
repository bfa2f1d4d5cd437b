import { afterEach, describe, expect, it } from 'vitest';
import { paymentReceipts, payments } from '../../db/schema';
import { familySession } from '../../test/family-fixtures';
import { type PaymentWorld, startPaymentWorld } from '../../test/payments-world';
import { cleanup } from '../../test/test-app';
import { startCheckout } from './checkout';
import { refreshReceipts } from './receipts';
import { reconcilePayments } from './reconcile';

let world: PaymentWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
  cleanup();
});

/** A parent buys and pays; the notification comes back and is applied. */
async function paid(w: PaymentWorld) {
  await startCheckout(w.deps, w.input());
  const row = w.deps.db.select().from(payments).get();
  if (!row?.providerPaymentId) throw new Error('no payment at ЮKassa');
  w.standIn.settle(row.providerPaymentId, 'pay');
  await w.standIn.idle();
  return { row, remoteId: row.providerPaymentId };
}

const receiptCalls = (w: PaymentWorld) => w.standIn.calls.filter((call) => call.path === '/receipts').length;

describe("the payment's receipt ('Чеки от ЮKassa', GET /v3/receipts?payment_id=)", () => {
  it('a receipt still being registered is stored as pending, then the reconciler stores its fiscal attributes', async () => {
    world = await startPaymentWorld();
    world.standIn.receipts.startAs = 'pending';
    const { row, remoteId } = await paid(world);
    const [made] = [...world.standIn.receipts.receipts.values()];
    expect(made).toMatchObject({ type: 'payment', payment_id: remoteId, status: 'pending' });
    // The notification read the receipt right after applying the payment.
    expect(world.deps.db.select().from(paymentReceipts).all()).toEqual([
      expect.objectContaining({
        paymentId: row.id,
        providerReceiptId: made?.id,
        type: 'payment',
        status: 'pending',
        fiscalAttribute: null,
      }),
    ]);
    const { caller } = familySession(world.deps, '+79991234567');
    const before = await caller.family.home();
    expect(before.members[0]?.payments[0]?.receipt).toEqual({ status: 'pending', fiscal: null });

    const registered = world.standIn.receipts.register(made?.id ?? '');
    await reconcilePayments(world.deps);
    const after = await caller.family.home();
    expect(after.members[0]?.payments[0]).toMatchObject({
      status: 'succeeded',
      amountKopecks: 350_050,
      receipt: {
        status: 'succeeded',
        fiscal: {
          registeredAt: registered.registered_at,
          fn: registered.fiscal_storage_number,
          fd: registered.fiscal_document_number,
          fp: registered.fiscal_attribute,
        },
      },
    });
    expect(registered.fiscal_storage_number).toMatch(/^\d{16}$/);

    // A registered receipt is final: the next runs do not ask ЮKassa again, and nothing is duplicated.
    const calls = receiptCalls(world);
    await reconcilePayments(world.deps);
    expect(receiptCalls(world)).toBe(calls);
    expect(world.deps.db.select().from(paymentReceipts).all()).toHaveLength(1);
  });

  it('ЮKassa down at the notification: 503; its repeat applies the payment and stores the registered receipt', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    const { row, remoteId } = await paid(world);
    world.standIn.mode = 'down';
    expect(await world.standIn.notify('payment.succeeded', remoteId)).toBe(503);
    world.standIn.mode = 'up';
    expect(await world.standIn.notify('payment.succeeded', remoteId)).toBe(200);
    expect(world.deps.db.select().from(payments).get()).toMatchObject({ status: 'succeeded' });
    expect(world.deps.db.select().from(paymentReceipts).all()).toEqual([
      expect.objectContaining({ paymentId: row.id, status: 'succeeded', fiscalStorageNumber: expect.stringMatching(/^\d{16}$/) }),
    ]);
  });

  it('the receipt read fails alone: the payment stays succeeded, the receipt comes with the next reconciler run', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    const { row, remoteId } = await paid(world);
    expect(await world.standIn.notify('payment.succeeded', remoteId)).toBe(200);
    world.deps.db.delete(paymentReceipts).run();
    world.standIn.mode = 'down';
    await expect(refreshReceipts(world.deps, row.id)).rejects.toMatchObject({ name: 'YookassaError', outcome: 'unknown' });
    expect(await reconcilePayments(world.deps)).toEqual({ checked: 0, failed: 0 });
    expect(world.deps.db.select().from(paymentReceipts).all()).toEqual([]);
    world.standIn.mode = 'up';
    await reconcilePayments(world.deps);
    expect(world.deps.db.select().from(paymentReceipts).all()).toHaveLength(1);
  });

  it('a payment not succeeded has no receipt to read: no call', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    await startCheckout(world.deps, world.input());
    const row = world.deps.db.select().from(payments).get();
    expect(await refreshReceipts(world.deps, row?.id ?? 0)).toBe(0);
    expect(receiptCalls(world)).toBe(0);
  });
});
