import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, applications, auditLog, memberPhones, passes, paymentEvents, payments } from '../db/schema';
import type { AppDeps } from '../deps';
import { issueTokenPair } from '../lib/tokens';
import { callerAs, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

const NOW = Date.UTC(2026, 10, 15, 12) / 1000;
let deps: AppDeps;
let token: string;
let coachToken: string;
let managerToken: string;
let ownGroup: string;
let otherGroup: string;
const owner = () => callerAs(deps, token);
const coach = () => callerAs(deps, coachToken);
const manager = () => callerAs(deps, managerToken);

function addAccount(login: string, role: 'manager' | 'coach', groupIds: string[] = []): number {
  return deps.db
    .insert(admins)
    .values({ login, name: login, role, passwordHash: 'locked', groupIds })
    .returning({ id: admins.id })
    .get().id;
}

beforeAll(async () => {
  deps = createTestDeps({ now: () => NOW });
  token = await adminToken(deps);
  ownGroup = (await owner().groups.create({ name: 'Каратэ 7–9' }))._id;
  otherGroup = (await owner().groups.create({ name: 'Бокс' }))._id;
  await owner().groups.setDirection({ id: ownGroup, direction: 'Karate' });
  coachToken = (await issueTokenPair(deps, addAccount('coach', 'coach', [ownGroup]))).token;
  managerToken = (await issueTokenPair(deps, addAccount('manager', 'manager'))).token;
});
afterAll(cleanup);

const child = {
  fullName: 'Петров Ваня',
  birthDate: '2017-04-02',
  guardianName: 'Петрова Анна',
  guardianEmail: 'anna@example.ru',
  notes: 'Аллергия на пыль',
  groupIds: [] as string[],
  phones: [
    { phone: '8 (912) 345-67-89', role: 'guardian' as const },
    { phone: '+7 900 111-22-33', role: 'extra' as const, label: 'Папа' },
  ],
};

describe('the roster', () => {
  it('creates a member with phones stored +7…, a second parent, groups; finds them by name, phone and group', async () => {
    const { id } = await manager().members.create({ ...child, groupIds: [ownGroup] });
    const card = await manager().members.byId({ id });
    expect(card).toMatchObject({
      fullName: 'Петров Ваня',
      birthDate: '2017-04-02',
      guardianName: 'Петрова Анна',
      notes: 'Аллергия на пыль',
    });
    expect(card.phones).toEqual([
      { phone: '+79123456789', role: 'guardian', label: '' },
      { phone: '+79001112233', role: 'extra', label: 'Папа' },
    ]);
    expect(card.groups.map((g) => g.id)).toEqual([ownGroup]);
    await owner().members.create({ ...child, fullName: 'Сидоров Олег', guardianName: null, phones: [], groupIds: [otherGroup] });
    expect((await owner().members.list({ search: 'петров' })).map((m) => m.fullName)).toEqual(['Петров Ваня']);
    expect((await owner().members.list({ search: '345 67' })).map((m) => m.fullName)).toEqual(['Петров Ваня']);
    expect((await owner().members.list({ group: otherGroup })).map((m) => m.fullName)).toEqual(['Сидоров Олег']);
    expect((await owner().members.list({ pass: 'none' })).length).toBe(2);
    expect(await owner().members.list({ pass: 'active' })).toEqual([]);
  });

  it('refuses bad input with a Russian message (400), an unknown member with 404', async () => {
    const bad = await trpcError(owner().members.create({ ...child, phones: [{ phone: '12345', role: 'self' }] }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toContain('Телефон: нужен российский номер');
    const date = await trpcError(owner().members.create({ ...child, birthDate: '2017-02-30' }));
    expect(date.message).toContain('Дата');
    const missing = await trpcError(owner().members.byId({ id: 99999 }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe('Ученик не найден');
    const price = await trpcError(owner().passTypes.create({ name: 'X', validityDays: 30, price: 'сто' }));
    expect(price.message).toContain('Цена: сумма в рублях');
  });

  it('archives and brings back; exports the roster as CSV', async () => {
    const { id } = await owner().members.create({ ...child, fullName: 'Архипов Лев', phones: [] });
    await owner().members.archive({ id });
    expect((await owner().members.list({})).some((m) => m.id === id)).toBe(false);
    expect((await owner().members.list({ archived: true })).map((m) => m.id)).toEqual([id]);
    await owner().members.archive({ id, archived: false });
    const csv = await owner().members.exportCsv({ search: 'Петров Ваня' });
    expect(csv.content).toContain('Ученик;Дата рождения;Группы;Телефоны');
    expect(csv.content).toContain(
      "Петров Ваня;2017-04-02;Каратэ 7–9;'+7 912 345-67-89, +7 900 111-22-33 (Папа);Петрова Анна;;без абонемента;;;0;нет",
    );
  });
});

describe('a sale in the gym', () => {
  it('records the payment (cash, succeeded), its staff event and the pass in one go; the audit log names who', async () => {
    const { id: memberId } = await manager().members.create({ ...child, fullName: 'Кузнецов Егор', phones: [] });
    const type = await manager().passTypes.create({
      name: 'Детский: 8 занятий',
      directions: ['Karate'],
      classes: 8,
      validityDays: 30,
      price: '3 500',
    });
    expect(type.priceKopecks).toBe(350_000);
    const sale = await manager().passes.sell({
      memberId,
      passTypeId: type.id,
      method: 'cash',
      price: '3000',
      note: 'Скидка брату',
    });
    const payment = deps.db.select().from(payments).where(eq(payments.id, sale.paymentId)).get();
    expect(payment).toMatchObject({
      provider: 'cash',
      status: 'succeeded',
      amountKopecks: 300_000,
      memberId,
      note: 'Скидка брату',
    });
    expect(deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, sale.paymentId)).all()).toMatchObject([
      { source: 'staff', toStatus: 'succeeded' },
    ]);
    expect(deps.db.select().from(passes).where(eq(passes.id, sale.id)).get()).toMatchObject({
      paymentId: sale.paymentId,
      priceKopecks: 300_000,
    });
    const entry = deps.db.select().from(auditLog).where(eq(auditLog.action, 'passes.sell')).get();
    expect(entry?.adminId).toBeGreaterThan(0);
    const card = await manager().members.byId({ id: memberId });
    expect(card.payments[0]).toMatchObject({ amountKopecks: 300_000, by: 'manager', method: 'cash' });
    // A correction needs a reason; below the ticked classes it is refused.
    const noReason = await trpcError(manager().passes.correctClasses({ passId: sale.id, classes: 2, reason: ' ' }));
    expect(noReason.message).toContain('Причина');
    await manager().passes.correctClasses({ passId: sale.id, classes: 2, reason: 'Подарок за турнир' });
    expect((await manager().members.byId({ id: memberId })).passes[0]?.classesLeft).toBe(10);
    await manager().passes.extend({ passId: sale.id, days: 7, reason: 'Карантин в школе' });
    expect((await manager().members.byId({ id: memberId })).passes[0]?.endsOn).toBe('2026-12-21');
  });

  it('refuses a sale of an archived type', async () => {
    const { id: memberId } = await owner().members.create({ ...child, fullName: 'Быков Ян', phones: [] });
    const type = await owner().passTypes.create({ name: 'Старый', validityDays: 30, price: '100' });
    await owner().passes.sell({ memberId, passTypeId: type.id, method: 'terminal' });
    expect(await owner().passTypes.delete({ id: type.id })).toEqual({ id: type.id, archived: true });
    const refused = await trpcError(owner().passes.sell({ memberId, passTypeId: type.id, method: 'cash' }));
    expect(refused.code).toBe('CONFLICT');
  });
});

describe("deletion at the person's request", () => {
  it('deletes a member without money, anonymises one with a pass (the money stays)', async () => {
    const plain = await owner().members.create({ ...child, fullName: 'Удалов Тим' });
    expect(await owner().members.delete({ id: plain.id })).toEqual({ id: plain.id, anonymised: false });
    expect((await trpcError(owner().members.byId({ id: plain.id }))).code).toBe('NOT_FOUND');
    const paid = await owner().members.create({ ...child, fullName: 'Платов Юра' });
    const type = await owner().passTypes.create({ name: 'Разовое занятие', classes: 1, validityDays: 1, price: '600' });
    await owner().passes.sell({ memberId: paid.id, passTypeId: type.id, method: 'cash' });
    expect(await owner().members.delete({ id: paid.id })).toEqual({ id: paid.id, anonymised: true });
    const card = await owner().members.byId({ id: paid.id });
    expect(card).toMatchObject({
      fullName: `Удалённый ученик №${paid.id}`,
      birthDate: null,
      guardianName: null,
      notes: '',
      phones: [],
    });
    expect(deps.db.select().from(memberPhones).where(eq(memberPhones.memberId, paid.id)).all()).toEqual([]);
    expect(card.passes).toHaveLength(1);
  });
});

describe('a trial visitor who came becomes a member in one tap', () => {
  it("takes the name, the guardian's phone and the consent record from the application, once", async () => {
    const app = deps.db
      .insert(applications)
      .values({
        name: 'Алиса',
        lastname: 'Миронова',
        phone: '+7 912 000-11-22',
        age: 8,
        direction: 'Karate',
        status: 'came',
        consent: true,
        consentAt: NOW - 86400,
        consentBy: 'guardian',
        guardianName: 'Миронова Ольга',
        createdAt: NOW - 86400,
      })
      .returning({ id: applications.id })
      .get().id;
    const { id } = await manager().members.fromApplication({ applicationId: app });
    const card = await manager().members.byId({ id });
    expect(card).toMatchObject({
      fullName: 'Миронова Алиса',
      guardianName: 'Миронова Ольга',
      applicationId: app,
      consentBy: 'guardian',
      consentAt: NOW - 86400,
    });
    expect(card.phones).toEqual([{ phone: '+79120001122', role: 'guardian', label: '' }]);
    // The group of the application's direction, when it is the only one.
    expect(card.groups.map((g) => g.id)).toEqual([ownGroup]);
    expect(deps.db.select({ status: applications.status }).from(applications).where(eq(applications.id, app)).get()?.status).toBe(
      'joined',
    );
    expect((await trpcError(manager().members.fromApplication({ applicationId: app }))).code).toBe('CONFLICT');
    const fresh = deps.db
      .insert(applications)
      .values({ name: 'Б', lastname: 'В', phone: '+7 912 000-11-23', age: 30, direction: 'Boxing', createdAt: NOW })
      .returning({ id: applications.id })
      .get().id;
    expect((await trpcError(manager().members.fromApplication({ applicationId: fresh }))).message).toBe(
      'Учеником можно сделать только того, кто пришёл на пробное занятие',
    );
  });
});

describe('a coach', () => {
  it('reads the members of their own groups without phones, a card without money, and nothing else', async () => {
    const own = await owner().members.create({ ...child, fullName: 'Свой Коля', groupIds: [ownGroup] });
    const other = await owner().members.create({ ...child, fullName: 'Чужой Коля', groupIds: [otherGroup] });
    const type = await owner().passTypes.create({ name: 'Тренировки', classes: 8, validityDays: 30, price: '3500' });
    await owner().passes.sell({ memberId: own.id, passTypeId: type.id, method: 'cash' });
    const list = await coach().members.list({ search: 'Коля' });
    expect(list.map((m) => m.fullName)).toEqual(['Свой Коля']);
    expect(list[0]?.phones).toEqual([]);
    const card = await coach().members.byId({ id: own.id });
    expect(card.payments).toEqual([]);
    expect(card.phones).toEqual([]);
    expect(card.passes[0]).toMatchObject({ classesLeft: 8, priceKopecks: null });
    expect((await trpcError(coach().members.byId({ id: other.id }))).code).toBe('FORBIDDEN');
    expect((await trpcError(coach().members.journalStates({ group: otherGroup, month: 11, year: 2026 }))).code).toBe('FORBIDDEN');
    const record = await coach().attendance.create({
      group: ownGroup,
      month: 11,
      year: 2026,
      studentName: 'Свой Коля',
      days: [17],
      attendance: { '17': true },
    });
    const states = await coach().members.journalStates({ group: ownGroup, month: 11, year: 2026 });
    expect(states.find((s) => s.recordId === record._id)).toMatchObject({
      memberId: own.id,
      pass: { classesLeft: 7 },
      unpaidVisits: null,
      unpaidDays: [],
    });
    // Each call made only when its turn comes: a refusal made earlier would reject with no handler yet.
    for (const call of [
      () => coach().passes.sell({ memberId: own.id, passTypeId: type.id, method: 'cash' }),
      () => coach().passTypes.list(),
      () => coach().members.update({ ...child, id: own.id }),
      () => coach().members.exportCsv({}),
    ])
      expect((await trpcError(call())).code).toBe('FORBIDDEN');
  });
});
