import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, memberGroups, members, passVisits } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { callerAs, jsonRequest } from '../../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../../test/test-app';
import { linkJournalToMembers } from '../members/journal-link';

/** 15 November 2026, 12:00 UTC: the club's day is 2026-11-15. */
let now = Date.UTC(2026, 10, 15, 12) / 1000;
let deps: AppDeps;
let token: string;
let karate: string;
let boxing: string;
const owner = () => callerAs(deps, token);

beforeAll(async () => {
  deps = createTestDeps({ now: () => now });
  token = await adminToken(deps);
  karate = (await owner().groups.create({ name: 'Каратэ дети' }))._id;
  boxing = (await owner().groups.create({ name: 'Бокс взрослые' }))._id;
  await owner().groups.setDirection({ id: karate, direction: 'Karate' });
  await owner().groups.setDirection({ id: boxing, direction: 'Boxing' });
});
afterAll(cleanup);

async function passType(
  name: string,
  fields: Partial<{
    classes: number | null;
    validityDays: number;
    validFrom: 'purchase' | 'first_class';
    freezeDays: number;
    directions: Array<'Karate' | 'Boxing'>;
  }> = {},
) {
  return owner().passTypes.create({
    name,
    directions: fields.directions ?? ['Karate'],
    classes: fields.classes === undefined ? 8 : fields.classes,
    validityDays: fields.validityDays ?? 30,
    validFrom: fields.validFrom ?? 'purchase',
    price: '3 500',
    freezeDays: fields.freezeDays ?? 0,
  });
}

/** A journal row for a name in a group's November, ticked on these days. */
async function row(group: string, studentName: string, ticks: number[] = []) {
  const days = [3, 5, 10, 12, 17, 19, 24, 26];
  return owner().attendance.create({
    group,
    month: 11,
    year: 2026,
    studentName,
    days,
    attendance: Object.fromEntries(ticks.map((d) => [String(d), true])),
  });
}

async function tick(record: { _id: string; days: number[] }, ticks: number[]) {
  const [saved] = await owner().attendance.save({
    attendance: [
      {
        _id: record._id,
        month: 11,
        year: 2026,
        days: record.days,
        attendance: Object.fromEntries(ticks.map((d) => [String(d), true])),
      },
    ],
  });
  return saved;
}

const memberOf = (recordId: string) =>
  deps.db.select({ memberId: attendanceRecords.memberId }).from(attendanceRecords).where(eq(attendanceRecords.id, recordId)).get()
    ?.memberId ?? null;
const visits = (memberId: number) =>
  deps.db.select().from(passVisits).where(eq(passVisits.memberId, memberId)).orderBy(passVisits.date).all();
const card = (memberId: number) => owner().members.byId({ id: memberId });

describe('a tick in the journal takes one class', () => {
  it('takes a class from the pass, gives it back on untick, and keeps a tick without a pass as "без абонемента"', async () => {
    const record = await row(karate, 'Соколов Миша');
    const memberId = memberOf(record._id);
    expect(memberId).not.toBeNull();
    const type = await passType('Детский: 8 занятий');
    // No pass yet: the tick is kept, with no pass.
    await tick(record, [3]);
    expect(visits(memberId as number)).toMatchObject([{ date: '2026-11-03', passId: null }]);
    const sold = await owner().passes.sell({ memberId: memberId as number, passTypeId: type.id, method: 'cash' });
    await tick(record, [3, 17, 19]);
    expect(visits(memberId as number).map((v) => [v.date, v.passId])).toEqual([
      ['2026-11-03', null],
      ['2026-11-17', sold.id],
      ['2026-11-19', sold.id],
    ]);
    let pass = (await card(memberId as number)).passes[0];
    expect(pass).toMatchObject({ classesLeft: 6, state: 'active', startsOn: '2026-11-15', endsOn: '2026-12-14' });
    // Unticking gives the class back.
    await tick(record, [3, 17]);
    pass = (await card(memberId as number)).passes[0];
    expect(pass?.classesLeft).toBe(7);
    const states = await owner().members.journalStates({ group: karate, month: 11, year: 2026 });
    expect(states.find((s) => s.recordId === record._id)).toMatchObject({
      pass: { classesLeft: 7, state: 'active', endsOn: '2026-12-14' },
      unpaidDays: [3],
      unpaidVisits: 1,
    });
  });

  it("takes the class from the oldest valid pass first, and only from a pass for the group's direction", async () => {
    const record = await row(karate, 'Орлова Даша');
    const memberId = memberOf(record._id) as number;
    const karateType = await passType('Каратэ 4', { classes: 4 });
    const boxingType = await passType('Бокс 4', { classes: 4, directions: ['Boxing'] });
    const boxingPass = await owner().passes.sell({ memberId, passTypeId: boxingType.id, method: 'terminal' });
    now += 60;
    const first = await owner().passes.sell({ memberId, passTypeId: karateType.id, method: 'cash' });
    now += 60;
    const second = await owner().passes.sell({ memberId, passTypeId: karateType.id, method: 'cash' });
    await tick(record, [17, 19, 24, 26]);
    expect(visits(memberId).every((v) => v.passId === first.id)).toBe(true);
    // The first is used up: the next tick goes to the second; the boxing pass is never touched.
    const secondRow = await row(karate, 'Орлова Даша');
    expect(memberOf(secondRow._id)).toBe(memberId);
    await tick(secondRow, [26, 12]);
    const byPass = visits(memberId).reduce<Record<string, number>>((acc, v) => {
      acc[String(v.passId)] = (acc[String(v.passId)] ?? 0) + 1;
      return acc;
    }, {});
    // Day 26 is already a visit of the first row (one visit per member, group and day); day 12 is before the purchase.
    expect(byPass).toEqual({ [String(first.id)]: 4, null: 1 });
    expect(byPass[String(boxingPass.id)]).toBeUndefined();
    expect(byPass[String(second.id)]).toBeUndefined();
  });

  it('does not take a class from an expired pass, nor on a frozen day; a freeze moves the end', async () => {
    const record = await row(karate, 'Волков Петя');
    const memberId = memberOf(record._id) as number;
    const type = await passType('Неделя', { classes: null, validityDays: 7, freezeDays: 5 });
    now = Date.UTC(2026, 10, 1, 12) / 1000; // bought on 1 November: valid to 7 November
    const sold = await owner().passes.sell({ memberId, passTypeId: type.id, method: 'cash' });
    now = Date.UTC(2026, 10, 15, 12) / 1000;
    await tick(record, [3, 10]);
    expect(visits(memberId).map((v) => [v.date, v.passId])).toEqual([
      ['2026-11-03', sold.id],
      ['2026-11-10', null],
    ]);
    // A freeze past the allowance is refused in Russian; within it, the end moves by the frozen days.
    await expect(owner().passes.freeze({ passId: sold.id, from: '2026-11-04', days: 6, reason: 'Болеет' })).rejects.toThrow(
      'Заморозка больше разрешённой: осталось 5 дн.',
    );
    const frozen = await owner().passes.freeze({ passId: sold.id, from: '2026-11-05', days: 5, reason: 'Болеет' });
    expect(frozen.endsOn).toBe('2026-11-12');
    await tick(record, [3, 5, 10]);
    expect(visits(memberId).map((v) => [v.date, v.passId])).toEqual([
      ['2026-11-03', sold.id],
      ['2026-11-05', null],
      ['2026-11-10', null],
    ]);
    // Unfreezing from the 7th gives back three days.
    const unfrozen = await owner().passes.unfreeze({ passId: sold.id, on: '2026-11-07', reason: 'Выздоровел' });
    expect(unfrozen.endsOn).toBe('2026-11-09');
    const history = (await card(memberId)).changes.map((c) => [c.kind, c.days, c.reason]);
    expect(history).toEqual([
      ['unfreeze', 3, 'Выздоровел'],
      ['freeze', 2, 'Болеет'],
    ]);
  });

  it('starts a "first class" pass on its first tick, and unticking that tick makes it wait again', async () => {
    const record = await row(karate, 'Лебедев Саша');
    const memberId = memberOf(record._id) as number;
    const type = await passType('С первого занятия', { validFrom: 'first_class', validityDays: 30 });
    const sold = await owner().passes.sell({ memberId, passTypeId: type.id, method: 'cash' });
    expect((await card(memberId)).passes[0]).toMatchObject({ state: 'not_started', startsOn: null, endsOn: null });
    await tick(record, [10]);
    expect((await card(memberId)).passes[0]).toMatchObject({
      id: sold.id,
      startsOn: '2026-11-10',
      endsOn: '2026-12-09',
      classesLeft: 7,
    });
    await tick(record, []);
    expect((await card(memberId)).passes[0]).toMatchObject({ startsOn: null, endsOn: null, classesLeft: 8 });
  });

  it('gives the classes back when a journal row is deleted', async () => {
    const record = await row(karate, 'Титов Гоша');
    const memberId = memberOf(record._id) as number;
    const sold = await owner().passes.sell({
      memberId,
      passTypeId: (await passType('Четыре', { classes: 4 })).id,
      method: 'cash',
    });
    await tick(record, [17, 19]);
    expect(deps.db.select().from(passVisits).where(eq(passVisits.passId, sold.id)).all()).toHaveLength(2);
    await owner().attendance.delete({ id: record._id });
    expect(deps.db.select().from(passVisits).where(eq(passVisits.passId, sold.id)).all()).toHaveLength(0);
  });
});

describe('the legacy /api journal keeps speaking names', () => {
  it('matches a new row to the member of that group by name, across months, and takes classes on PUT', async () => {
    const app = createTestApp(deps);
    const first = await row(boxing, 'Громов Илья');
    const memberId = memberOf(first._id) as number;
    const type = await passType('Бокс 8', { directions: ['Boxing'] });
    await owner().passes.sell({ memberId, passTypeId: type.id, method: 'cash' });
    const response = await jsonRequest(
      app,
      'POST',
      `/api/attendance?group=${boxing}`,
      { studentName: '  громов   илья ', month: 12, days: [1, 3], attendance: { '1': true } },
      token,
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as { _id: string; days: number[] };
    expect(memberOf(created._id)).toBe(memberId);
    expect(visits(memberId).map((v) => v.date)).toEqual(['2026-12-01']);
    const put = await jsonRequest(
      app,
      'PUT',
      '/api/attendance',
      { attendance: [{ _id: created._id, month: 12, days: [1, 3], attendance: { '1': true, '3': true } }] },
      token,
    );
    expect(put.status).toBe(200);
    expect(visits(memberId).map((v) => v.date)).toEqual(['2026-12-01', '2026-12-03']);
    // The same name in another group is another person.
    const other = await row(karate, 'Громов Илья');
    expect(memberOf(other._id)).not.toBe(memberId);
  });
});

describe('the journal moves into the roster at start', () => {
  it('links rows without a member by name within a group, creates the rest, and does nothing the second time', () => {
    const group = karate;
    const rows = [
      { name: 'Зуева Катя', month: 9 },
      { name: 'Зуева  Катя', month: 10 },
      { name: 'Носов Лёша', month: 10 },
    ].map((r, i) => ({
      id: `legacy-${i}`,
      groupId: group,
      studentName: r.name,
      year: 2026,
      month: r.month,
      attendance: { '2': true },
      days: [2],
      position: i,
      createdAt: now,
      updatedAt: now,
    }));
    deps.db.insert(attendanceRecords).values(rows).run();
    const before = deps.db.select().from(members).all().length;
    expect(linkJournalToMembers(deps)).toBe(3);
    const linked = rows.map((r) => memberOf(r.id));
    expect(linked[0]).toBe(linked[1]);
    expect(linked[2]).not.toBe(linked[0]);
    expect(deps.db.select().from(members).all().length).toBe(before + 2);
    expect(
      deps.db
        .select()
        .from(memberGroups)
        .where(eq(memberGroups.memberId, linked[0] as number))
        .all(),
    ).toHaveLength(1);
    // Idempotent: nothing to do again, nothing created, no row lost or renamed.
    expect(linkJournalToMembers(deps)).toBe(0);
    expect(deps.db.select().from(members).all().length).toBe(before + 2);
    expect(
      rows.map((r) => deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.id, r.id)).get()?.studentName),
    ).toEqual(['Зуева Катя', 'Зуева  Катя', 'Носов Лёша']);
  });
});
