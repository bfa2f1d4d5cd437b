import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { attendanceRecords, prices } from '../db/schema';
import { cleanup, createTestDeps } from '../test/test-app';
import { createAttendance, listAttendance } from './attendance';
import { createGroup } from './groups';
import { nextPosition } from './positions';
import { createPrice, createPrices, listPrices } from './prices';

afterEach(cleanup);

const price = (category: string) => ({ category, price: 1000, duration: undefined, description: '' });

describe('nextPosition', () => {
  it('starts an empty list at 0 and goes after the largest position, gaps included', () => {
    const deps = createTestDeps();
    expect(nextPosition(deps.db, prices)).toBe(0);
    deps.db
      .insert(prices)
      .values([
        { id: 'a', category: 'Разовое', price: 500, position: 0, createdAt: 1, updatedAt: 1 },
        { id: 'b', category: 'Абонемент', price: 4000, position: 7, createdAt: 1, updatedAt: 1 },
      ])
      .run();
    expect(nextPosition(deps.db, prices)).toBe(8);
  });

  it('counts only the rows `where` selects: one group’s month of the journal', () => {
    const deps = createTestDeps();
    const first = createGroup(deps, 'Дети 7-10');
    const second = createGroup(deps, 'Взрослые');
    for (const name of ['Иванов Иван', 'Петров Пётр']) {
      createAttendance(deps, { group: first._id, studentName: name, month: 3, year: 2026, days: [], attendance: {} });
    }
    const inGroup = (groupId: string, month: number) =>
      and(eq(attendanceRecords.groupId, groupId), eq(attendanceRecords.year, 2026), eq(attendanceRecords.month, month));
    expect(nextPosition(deps.db, attendanceRecords, inGroup(first._id, 3))).toBe(2);
    expect(nextPosition(deps.db, attendanceRecords, inGroup(first._id, 4))).toBe(0);
    expect(nextPosition(deps.db, attendanceRecords, inGroup(second._id, 3))).toBe(0);
    createAttendance(deps, { group: second._id, studentName: 'Сидорова Анна', month: 3, year: 2026, days: [], attendance: {} });
    expect(listAttendance(deps, { group: first._id, month: 3, year: 2026 }).map((record) => record.studentName)).toEqual([
      'Иванов Иван',
      'Петров Пётр',
    ]);
  });

  it('appends one item and a batch after the existing ones, in order', () => {
    const deps = createTestDeps();
    createPrice({ db: deps.db, now: () => 1 }, price('Разовое занятие'));
    createPrices({ db: deps.db, now: () => 2 }, [price('Абонемент на месяц'), price('Абонемент на год')]);
    createPrice({ db: deps.db, now: () => 3 }, price('Индивидуальное занятие'));
    expect(listPrices(deps).map((item) => item.category)).toEqual([
      'Разовое занятие',
      'Абонемент на месяц',
      'Абонемент на год',
      'Индивидуальное занятие',
    ]);
    expect(nextPosition(deps.db, prices)).toBe(4);
  });
});
