import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { memberPhones, passes, passTypes, payments } from '../../db/schema';
import { cleanup, createTestDeps } from '../../test/test-app';
import { createMember } from '../members/create';
import { issuePass, passOfPayment } from './issue';

describe('issuing a pass', () => {
  const deps = createTestDeps();
  afterAll(cleanup);

  const typeId = deps.db
    .insert(passTypes)
    .values({
      name: '8 занятий',
      directions: ['Karate'],
      classes: 8,
      validityDays: 30,
      validFrom: 'purchase',
      priceKopecks: 350000,
      freezeDays: 7,
    })
    .returning({ id: passTypes.id })
    .get().id;
  const memberId = createMember(deps.db, {
    fullName: 'Никитин Арсений',
    birthDate: '2017-04-02',
    guardianName: 'Никитина Ольга',
    phones: [
      { phone: '+79991234567', role: 'guardian' },
      { phone: '+79991234567', role: 'guardian' },
    ],
  });

  it('copies the type onto the pass and starts a purchase pass today', () => {
    const id = issuePass(deps.db, { memberId, passTypeId: typeId, paymentId: null, priceKopecks: 350000, today: '2026-12-03' });
    const row = deps.db.select().from(passes).where(eq(passes.id, id)).get();
    expect(row).toMatchObject({
      name: '8 занятий',
      classesTotal: 8,
      startsOn: '2026-12-03',
      endsOn: '2027-01-01',
      freezeDaysAllowed: 7,
    });
    expect(deps.db.select().from(memberPhones).where(eq(memberPhones.memberId, memberId)).all()).toHaveLength(1);
  });

  it('one payment makes at most one pass: the second insert fails and the transaction rolls back', () => {
    const paymentId = deps.db
      .insert(payments)
      .values({
        provider: 'cash',
        idempotenceKey: 'k-1',
        status: 'succeeded',
        method: 'cash',
        amountKopecks: 350000,
        passTypeId: typeId,
        order: {},
      })
      .returning({ id: payments.id })
      .get().id;
    const first = issuePass(deps.db, { memberId, passTypeId: typeId, paymentId, priceKopecks: 350000, today: '2026-12-03' });
    expect(() =>
      deps.db.transaction((tx) =>
        issuePass(tx, { memberId, passTypeId: typeId, paymentId, priceKopecks: 350000, today: '2026-12-03' }),
      ),
    ).toThrow(/UNIQUE/);
    expect(passOfPayment(deps.db, paymentId)).toBe(first);
    expect(deps.db.select().from(passes).where(eq(passes.paymentId, paymentId)).all()).toHaveLength(1);
  });
});
