import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { members, passes, paymentEvents, payments } from '../../db/schema';
import { createDeps } from '../../deps';
import { type PaymentWorld, startPaymentWorld } from '../../test/payments-world';
import { cleanup } from '../../test/test-app';
import { createPayment } from '../yookassa/client';
import { startCheckout } from './checkout';
import { handleNotification } from './notifications';
import { paymentRequestOf } from './order';
import { reconcilePayments } from './reconcile';

let world: PaymentWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
  cleanup();
});

/** The same data file opened by a new process: what a restart sees. */
function restarted(w: PaymentWorld) {
  return createDeps({ db: openDatabase(w.deps.env.dbFile), env: w.deps.env, jwtSecret: w.deps.jwtSecret });
}

describe('the reconciler: lost notifications, lost answers, crashes', () => {
  it('ЮKassa down at create: the visitor is told to try again, the row waits, the reconciler finishes it with the same key', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    world.standIn.mode = 'down';
    await expect(startCheckout(world.deps, world.input())).rejects.toMatchObject({
      kind: 'not-ready',
      message: expect.stringMatching(/не отвечает.*деньги не списаны/),
    });
    const row = world.deps.db.select().from(payments).get();
    expect(row).toMatchObject({ status: 'created', providerPaymentId: null });
    expect(await reconcilePayments(world.deps)).toEqual({ checked: 1, failed: 1 });
    world.standIn.mode = 'up';
    expect(await reconcilePayments(world.deps)).toEqual({ checked: 1, failed: 0 });
    expect(world.deps.db.select().from(payments).get()).toMatchObject({
      status: 'pending',
      providerPaymentId: expect.any(String),
    });
    expect(new Set(world.standIn.calls.filter((c) => c.method === 'POST').map((c) => c.idempotenceKey))).toEqual(
      new Set([row?.idempotenceKey]),
    );
    expect(world.standIn.payments.size).toBe(1);
  });

  it('ЮKassa made the payment but its answer was lost: the re-send with the same key finds it, no second payment', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    world.standIn.mode = 'slow';
    await expect(startCheckout(world.deps, world.input())).rejects.toMatchObject({ kind: 'not-ready' });
    world.standIn.mode = 'up';
    const row = world.deps.db.select().from(payments).get();
    if (!row) throw new Error('no row');
    // ЮKassa got the call and made the payment; we never heard back.
    const made = await createPayment(world.deps, paymentRequestOf(world.deps, row), row.idempotenceKey);
    world.standIn.settle(made.id, 'pay');
    await reconcilePayments(world.deps);
    expect(world.standIn.payments.size).toBe(1);
    expect(world.deps.db.select().from(payments).get()).toMatchObject({ status: 'succeeded', providerPaymentId: made.id });
    expect(world.deps.db.select().from(passes).all()).toHaveLength(1);
  });

  it('killed between the bank’s answer and the pass: at start the reconciler makes exactly one pass', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    await startCheckout(world.deps, world.input());
    const remoteId = world.deps.db.select().from(payments).get()?.providerPaymentId ?? '';
    // The buyer paid; the notification never reached us (the process was down).
    world.standIn.settle(remoteId, 'pay');
    world.deps.db.$client.close();
    const after = restarted(world);
    const twice = await Promise.all([reconcilePayments(after), reconcilePayments(after)]);
    expect(twice.map((r) => r.failed)).toEqual([0, 0]);
    await reconcilePayments(after);
    expect(after.db.select().from(passes).all()).toHaveLength(1);
    expect(after.db.select().from(members).all()).toHaveLength(1);
    expect(after.db.select().from(payments).get()?.status).toBe('succeeded');
    // A late notification now changes nothing.
    const late = { type: 'notification', event: 'payment.succeeded', object: { id: remoteId } };
    expect(await handleNotification(after, '127.0.0.1', late)).toBe('applied');
    expect(after.db.select().from(passes).all()).toHaveLength(1);
  });

  it('a crash inside the transaction rolls back all of it (status, member, pass, event); the next pass of the reconciler finishes', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    await startCheckout(world.deps, world.input());
    const remoteId = world.deps.db.select().from(payments).get()?.providerPaymentId ?? '';
    world.standIn.settle(remoteId, 'pay');
    const events = world.deps.db.select().from(paymentEvents).all().length;
    // The pass's insert fails after the member was made and the payment moved, inside the one transaction.
    world.deps.db.$client.exec("CREATE TRIGGER crash BEFORE INSERT ON passes BEGIN SELECT RAISE(ABORT, 'crash'); END");
    expect(await world.standIn.notify('payment.succeeded', remoteId)).toBe(500);
    await expect(reconcilePayments(world.deps)).rejects.toThrow(/crash/);
    expect(world.deps.db.select().from(payments).get()?.status).toBe('pending');
    expect(world.deps.db.select().from(members).all()).toHaveLength(0);
    expect(world.deps.db.select().from(passes).all()).toHaveLength(0);
    expect(world.deps.db.select().from(paymentEvents).all()).toHaveLength(events);
    world.deps.db.$client.exec('DROP TRIGGER crash');
    await reconcilePayments(world.deps);
    expect(world.deps.db.select().from(passes).all()).toHaveLength(1);
    expect(world.deps.db.select().from(members).all()).toHaveLength(1);
  });

  it('a pending payment the buyer left is canceled when ЮKassa says so; nothing to do without ЮKassa', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    await startCheckout(world.deps, world.input());
    const remoteId = world.deps.db.select().from(payments).get()?.providerPaymentId ?? '';
    expect(await reconcilePayments(world.deps)).toEqual({ checked: 1, failed: 0 });
    expect(world.deps.db.select().from(payments).get()?.status).toBe('pending');
    world.standIn.settle(remoteId, 'decline');
    await reconcilePayments(world.deps);
    expect(world.deps.db.select().from(payments).get()?.status).toBe('canceled');
    expect(await reconcilePayments(world.deps)).toEqual({ checked: 0, failed: 0 });
  });
});
