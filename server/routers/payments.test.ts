import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, members, offerEditions, passChanges, passes, passTypes, payments, refunds } from '../db/schema';
import { renewalToken } from '../lib/passes/renewal';
import { callerAs, trpcError } from '../test/content-fixtures';
import { type PaymentWorld, startPaymentWorld } from '../test/payments-world';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

let world: PaymentWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
  cleanup();
});

async function paidPayment(w: PaymentWorld) {
  const visitor = callerAs(w.deps);
  const { confirmationUrl } = await visitor.payments.checkout(w.input());
  const remoteId = confirmationUrl.split('/').pop() ?? '';
  w.standIn.settle(remoteId, 'pay');
  await w.standIn.idle();
  const row = w.deps.db.select().from(payments).where(eq(payments.providerPaymentId, remoteId)).get();
  if (row?.status !== 'succeeded') throw new Error('not paid');
  return row;
}

describe('payments router: the buyer’s checks', () => {
  it('refuses what cannot be sold, in Russian, with 4xx; nothing is stored', async () => {
    world = await startPaymentWorld();
    const w = world;
    const visitor = callerAs(w.deps);
    const refused = async (changes: Parameters<PaymentWorld['input']>[0], code: string, message: RegExp) => {
      const error = await trpcError(visitor.payments.checkout(w.input(changes)));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    };
    await refused({ passTypeId: 999 }, 'NOT_FOUND', /Такого абонемента нет/);
    const archived = w.deps.db
      .insert(passTypes)
      .values({ name: 'Старый', validityDays: 30, validFrom: 'purchase', priceKopecks: 100, soldOnline: true, archivedAt: 1 })
      .returning()
      .get();
    await refused({ passTypeId: archived.id }, 'CONFLICT', /не продаётся на сайте/);
    const gymOnly = w.deps.db
      .insert(passTypes)
      .values({ name: 'В зале', validityDays: 30, validFrom: 'purchase', priceKopecks: 100 })
      .returning()
      .get();
    await refused({ passTypeId: gymOnly.id }, 'CONFLICT', /не продаётся на сайте/);
    const year = new Date().getFullYear();
    await refused(
      { member: { kind: 'new', fullName: 'Малыш', birthDate: `${year - 3}-01-01`, guardianName: 'Мама', ...w.consent } },
      'BAD_REQUEST',
      /с 6 лет/,
    );
    await refused(
      { member: { kind: 'new', fullName: 'Взрослый', birthDate: `${year - 30}-01-01`, guardianName: null, ...w.consent } },
      'BAD_REQUEST',
      /до 14 лет/,
    );
    await refused(
      { member: { kind: 'new', fullName: 'Миша', birthDate: `${year - 10}-01-01`, guardianName: null, ...w.consent } },
      'BAD_REQUEST',
      /родителя или опекуна/,
    );
    await refused(
      { member: { kind: 'renewal', token: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
      'BAD_REQUEST',
      /Ссылка продления недействительна/,
    );
    await refused({ offerEditionId: w.offerId + 1 }, 'CONFLICT', /оферты изменился/);
    await refused({ payerPhone: '8999' }, 'BAD_REQUEST', /Телефон/);
    await refused({ payerEmail: 'не почта' }, 'BAD_REQUEST', /E-mail/);
    const unaccepted = await trpcError(visitor.payments.checkout({ ...w.input(), offerAccepted: false as true }));
    expect(unaccepted.message).toMatch(/согласие с офертой/);
    expect(w.deps.db.select().from(payments).all()).toEqual([]);
  });

  it('a renewal link buys for the member it names; the price is the type’s price now', async () => {
    world = await startPaymentWorld();
    const memberId = world.deps.db
      .insert(members)
      .values({ fullName: 'Иванов Петя', birthDate: `${new Date().getFullYear() - 9}-05-05` })
      .returning()
      .get().id;
    world.deps.db.update(passTypes).set({ priceKopecks: 400_000 }).where(eq(passTypes.id, world.passTypeId)).run();
    const visitor = callerAs(world.deps);
    await visitor.payments.checkout(world.input({ member: { kind: 'renewal', token: renewalToken(world.deps, memberId) } }));
    const row = world.deps.db.select().from(payments).get();
    expect(row).toMatchObject({ memberId, amountKopecks: 400_000, offerEditionId: world.offerId });
    world.standIn.settle(row?.providerPaymentId ?? '', 'pay');
    await world.standIn.idle();
    expect(world.deps.db.select().from(passes).all()).toEqual([expect.objectContaining({ memberId, priceKopecks: 400_000 })]);
    expect(world.deps.db.select().from(members).all()).toHaveLength(1);
  });

  it('without ЮKassa the shop is closed and checkout says so', async () => {
    const deps = createTestDeps();
    deps.db.insert(offerEditions).values({ body: 'Оферта', effectiveAt: 1 }).run();
    expect(await callerAs(deps).payments.shop()).toEqual({ open: false, passes: [], offerEditionId: 1, consentEditionId: null });
    const error = await trpcError(
      callerAs(deps).payments.checkout({
        passTypeId: 1,
        member: { kind: 'new', fullName: 'А', birthDate: '2000-01-01', consent: true, consentEditionId: 1 },
        payerPhone: '+7 999 123-45-67',
        payerEmail: 'a@b.ru',
        offerEditionId: 1,
        offerAccepted: true,
        method: 'sbp',
      }),
    );
    expect(error.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toMatch(/Оплата на сайте сейчас не работает/);
  });

  it('the return page: a forged token is not found; the shop lists what is sold online', async () => {
    world = await startPaymentWorld();
    const visitor = callerAs(world.deps);
    expect((await trpcError(visitor.payments.outcome({ token: 'x'.repeat(43) }))).code).toBe('NOT_FOUND');
    expect(await visitor.payments.shop()).toEqual({
      open: true,
      offerEditionId: world.offerId,
      consentEditionId: world.consent.consentEditionId,
      passes: [
        {
          id: world.passTypeId,
          name: 'Детский, 8 занятий',
          classes: 8,
          validityDays: 30,
          priceKopecks: 350_050,
          ageMin: 6,
          ageMax: 14,
        },
      ],
    });
  });
});

describe('payments router: refunds', () => {
  it('a manager refunds in part, then the rest: the pass is refunded, the audit names who, the refund why', async () => {
    world = await startPaymentWorld();
    const paid = await paidPayment(world);
    const staff = callerAs(world.deps, await adminToken(world.deps));
    const part = await staff.payments.refund({
      paymentId: paid.id,
      amountKopecks: 100_000,
      reason: 'Пропустил две недели по болезни',
    });
    expect(part).toMatchObject({ status: 'succeeded', amountKopecks: 100_000 });
    const sent = world.standIn.refunds.get(part?.providerRefundId ?? '')?.request as {
      amount: unknown;
      receipt: { items: unknown[] };
    };
    expect(sent.amount).toEqual({ value: '1000.00', currency: 'RUB' });
    expect(sent.receipt.items[0]).toMatchObject({
      amount: { value: '1000.00', currency: 'RUB' },
      payment_subject: 'service',
      payment_mode: 'full_payment',
    });
    expect(world.deps.db.select().from(passes).get()?.status).toBe('active');
    const tooMuch = await trpcError(staff.payments.refund({ paymentId: paid.id, amountKopecks: 250_051, reason: 'Ещё' }));
    expect(tooMuch.message).toBe('Вернуть можно не больше 2\u202f500,50\u00a0₽.');
    await staff.payments.refund({ paymentId: paid.id, amountKopecks: 250_050, reason: 'Переезд' });
    await world.standIn.idle();
    expect(world.deps.db.select().from(payments).get()).toMatchObject({ refundedKopecks: 350_050 });
    expect(world.deps.db.select().from(passes).get()?.status).toBe('refunded');
    expect(world.deps.db.select().from(passChanges).all()).toEqual([
      expect.objectContaining({ kind: 'refund', reason: 'Переезд' }),
    ]);
    expect(
      world.deps.db
        .select()
        .from(refunds)
        .all()
        .map((r) => r.status),
    ).toEqual(['succeeded', 'succeeded']);
    expect(
      world.deps.db
        .select()
        .from(auditLog)
        .all()
        .filter((row) => row.action === 'payments.refund'),
    ).toHaveLength(2);
    expect((await staff.payments.list())[0]).toMatchObject({
      id: paid.id,
      refundedKopecks: 350_050,
      refunds: [expect.anything(), expect.anything()],
    });
  });

  it('refuses to refund an unpaid payment and anyone without a token', async () => {
    world = await startPaymentWorld({}, { autoNotify: false });
    await callerAs(world.deps).payments.checkout(world.input());
    const row = world.deps.db.select().from(payments).get();
    const staff = callerAs(world.deps, await adminToken(world.deps));
    expect(
      (await trpcError(staff.payments.refund({ paymentId: row?.id ?? 0, amountKopecks: 100, reason: 'x' }))).message,
    ).toMatch(/только прошедший/);
    expect(
      (await trpcError(callerAs(world.deps).payments.refund({ paymentId: row?.id ?? 0, amountKopecks: 100, reason: 'x' }))).code,
    ).toBe('UNAUTHORIZED');
  });
});
