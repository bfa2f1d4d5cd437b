import path from 'node:path';
import { isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDb, type TempDb } from '../test/temp-db';
import {
  attendanceRecords,
  groups,
  members,
  offerEditions,
  passes,
  passTypes,
  passVisits,
  paymentEvents,
  payments,
} from './schema';
import { seedIfEmpty } from './seed';
import { demoPassTypes } from './seed-data/passes';

describe('the demo roster and its passes', () => {
  const now = new Date(2026, 10, 18, 12, 0);
  let temp: TempDb;

  beforeAll(async () => {
    temp = createTempDb();
    await seedIfEmpty({ db: temp.db, uploadsDir: path.join(temp.dir, 'uploads'), now });
  });
  afterAll(() => temp.cleanup());

  it('gives every demo group a direction and every journal row a member', () => {
    expect(temp.db.select().from(groups).where(isNull(groups.direction)).all()).toEqual([]);
    expect(temp.db.select().from(attendanceRecords).where(isNull(attendanceRecords.memberId)).all()).toEqual([]);
    expect(temp.db.select().from(members).all().length).toBeGreaterThan(20);
  });

  it('has the pass types, gym sales each with its staff event and pass, and ticks that took classes', () => {
    expect(temp.db.select({ name: passTypes.name, price: passTypes.priceKopecks }).from(passTypes).all()).toEqual(
      demoPassTypes.map((t) => ({ name: t.name, price: t.priceKopecks })),
    );
    const sales = temp.db.select().from(payments).all();
    expect(sales.length).toBeGreaterThan(10);
    expect(sales.every((p) => p.status === 'succeeded' && (p.provider === 'cash' || p.provider === 'terminal'))).toBe(true);
    expect(temp.db.select().from(paymentEvents).all()).toHaveLength(sales.length);
    expect(temp.db.select().from(passes).all()).toHaveLength(sales.length);
    expect(temp.db.select().from(passVisits).where(isNotNull(passVisits.passId)).all().length).toBeGreaterThan(10);
    // The last student of each group has no pass: their ticks are kept 'без абонемента'.
    expect(temp.db.select().from(passVisits).where(isNull(passVisits.passId)).all().length).toBeGreaterThan(0);
  });

  it('publishes the demo club’s offer, marked as a demo, naming ЮKassa, refunds by the consumer law and /soglasie', () => {
    const offers = temp.db.select().from(offerEditions).all();
    expect(offers).toHaveLength(1);
    const body = offers[0]?.body ?? '';
    expect(body).toMatch(/^Публичная оферта о продаже абонементов/);
    expect(body).toContain('ДЕМОНСТРАЦИОННЫЙ ТЕКСТ');
    for (const part of ['ЮKassa', 'О защите прав потребителей', 'Заморозка', '/soglasie', 'Стороны', 'Предмет договора'])
      expect(body).toContain(part);
    expect(body).toBe(body.trim());
  });
});
