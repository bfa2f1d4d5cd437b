import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { admins, passTypes, payments } from '../../db/schema';
import { callerAs, trpcError } from '../../test/content-fixtures';
import { type PaymentWorld, startPaymentWorld } from '../../test/payments-world';
import { adminToken, cleanup } from '../../test/test-app';
import { issueTokenPair } from '../tokens';

/**
 * The dashboard's money and the accountant's CSV over the whole payment path: online sales through
 * the ЮKassa stand-in, gym sales through passes.sell, refunds through payments.refund, with the
 * server's clock moved across the club's month boundary (Moscow, UTC+3).
 */

let world: PaymentWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
  cleanup();
});

/** Unix seconds of a Moscow wall-clock time (UTC+3 all year). */
const msk = (iso: string) => Date.parse(`${iso}+03:00`) / 1000;
let clock = msk('2026-12-05T12:00');

async function paidOnline(w: PaymentWorld, child: string) {
  const { confirmationUrl } = await callerAs(w.deps).payments.checkout(
    w.input({ member: { kind: 'new', fullName: child, birthDate: '2016-03-15', guardianName: 'Петрова Анна', ...w.consent } }),
  );
  const remoteId = confirmationUrl.split('/').pop() ?? '';
  return remoteId;
}

async function settle(w: PaymentWorld, remoteId: string, outcome: 'pay' | 'decline') {
  w.standIn.settle(remoteId, outcome);
  await w.standIn.idle();
  const row = w.deps.db.select().from(payments).where(eq(payments.providerPaymentId, remoteId)).get();
  if (!row) throw new Error('no payment');
  return row;
}

function account(w: PaymentWorld, login: string, role: 'manager' | 'coach') {
  const id = w.deps.db.insert(admins).values({ login, name: login, role, passwordHash: 'locked' }).returning().get().id;
  return issueTokenPair(w.deps, id).then((pair) => callerAs(w.deps, pair.token));
}

/** A month of sales: online, cash, terminal, a declined payment, a partial refund; and the months around it. */
async function monthOfSales() {
  clock = msk('2026-11-30T10:00');
  world = await startPaymentWorld({ now: () => clock });
  const w = world;
  // A fresh token at each call: the clock moves by weeks, past a token's life.
  const owner = async () => callerAs(w.deps, await adminToken(w.deps));
  const unlimited = w.deps.db
    .insert(passTypes)
    .values({ name: 'Взрослый безлимит', validityDays: 30, validFrom: 'purchase', priceKopecks: 500_000 })
    .returning()
    .get().id;
  const adult = await (await owner()).members.create({ fullName: '=1+2 Сидоров Пётр', phones: [] });
  const sell = (at: string, passTypeId: number, method: 'cash' | 'terminal', price?: string) => {
    clock = msk(at);
    return owner().then((o) => o.passes.sell({ memberId: adult.id, passTypeId, method, price }));
  };
  // 23:59 on 30 November in Moscow (20:59 UTC): November's.
  await sell('2026-11-30T23:59', w.passTypeId, 'cash', '3000');
  // 00:30 on 1 December in Moscow, still 30 November in UTC: December's.
  await sell('2026-12-01T00:30', unlimited, 'cash');
  clock = msk('2026-12-05T12:00');
  const online = await settle(w, await paidOnline(w, 'Петров Миша'), 'pay');
  clock = msk('2026-12-07T15:00');
  await settle(w, await paidOnline(w, 'Петров Гриша'), 'decline');
  await sell('2026-12-10T18:15', w.passTypeId, 'terminal');
  clock = msk('2026-12-20T11:00');
  await (await owner()).payments.refund({ paymentId: online.id, amountKopecks: 100_000, reason: 'Болел две недели' });
  // The rest of the refund succeeds on 2 January: January's, not December's.
  clock = msk('2027-01-02T09:00');
  await (await owner()).payments.refund({ paymentId: online.id, amountKopecks: 50_000, reason: 'Ещё неделя' });
  await w.standIn.idle();
  clock = msk('2026-12-30T12:00');
  return { w, owner, online };
}

describe('the month’s money (payments.revenue)', () => {
  it('adds online, cash and terminal sales of the club’s month in kopecks; refunds apart; a declined payment is no revenue', async () => {
    const { owner } = await monthOfSales();
    const december = await (await owner()).payments.revenue({ month: '2026-12' });
    expect(december).toMatchObject({
      month: '2026-12',
      revenue: { online: 350_050, cash: 500_000, terminal: 350_050, total: 1_200_100 },
      refunds: { kopecks: 100_000, count: 1 },
      netKopecks: 1_100_100,
      passesSold: 3,
    });
    expect(december.byDirection).toEqual([
      {
        key: 'Karate',
        name: '',
        directions: ['Karate'],
        scope: 'directions',
        passes: 2,
        kopecks: { online: 350_050, cash: 0, terminal: 350_050, total: 700_100 },
      },
      {
        key: 'all',
        name: '',
        directions: [],
        scope: 'all',
        passes: 1,
        kopecks: { online: 0, cash: 500_000, terminal: 0, total: 500_000 },
      },
    ]);
    expect(december.byPassType.map((line) => [line.name, line.passes, line.kopecks.total])).toEqual([
      ['Детский, 8 занятий', 2, 700_100],
      ['Взрослый безлимит', 1, 500_000],
    ]);
    for (const line of [december.byDirection, december.byPassType])
      expect(line.reduce((sum, l) => sum + l.kopecks.total, 0)).toBe(december.revenue.total);

    expect(await (await owner()).payments.revenue({ month: '2026-11' })).toMatchObject({
      revenue: { online: 0, cash: 300_000, terminal: 0, total: 300_000 },
      refunds: { kopecks: 0, count: 0 },
      passesSold: 1,
    });
    expect(await (await owner()).payments.revenue({ month: '2027-01' })).toMatchObject({
      revenue: { total: 0 },
      refunds: { kopecks: 50_000, count: 1 },
      netKopecks: -50_000,
      passesSold: 0,
      byDirection: [],
    });
  });

  it('this month by default; passes ending within 7 days counted from today', async () => {
    const { w, owner } = await monthOfSales();
    // 30 December: the unlimited pass (1-30 Dec) and the online one (5 Dec - 3 Jan) end within a week;
    // the terminal one (10 Dec - 8 Jan) later; November's (30 Nov - 29 Dec) has ended.
    expect(await (await owner()).payments.revenue()).toMatchObject({ month: '2026-12', passesSold: 3, expiringSoon: 2 });
    clock = msk('2027-01-02T12:00');
    const manager = await account(w, 'manager', 'manager');
    expect(await manager.payments.revenue()).toMatchObject({ month: '2027-01', expiringSoon: 2 });
  });

  it('refuses a coach and a stranger, and a month that is not one, in Russian', async () => {
    const { w, owner } = await monthOfSales();
    const coach = await account(w, 'coach', 'coach');
    for (const call of [
      () => coach.payments.revenue({ month: '2026-12' }),
      () => coach.payments.revenueCsv({ month: '2026-12' }),
    ]) {
      const error = await trpcError(call());
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('Недостаточно прав для этого действия');
    }
    expect((await trpcError(callerAs(w.deps).payments.revenue())).code).toBe('UNAUTHORIZED');
    for (const month of ['2026-13', '1999-12', '2026-1', "2026-12'; drop table payments"]) {
      const error = await trpcError((await owner()).payments.revenue({ month }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toMatch(/Месяц: в формате ГГГГ-ММ/);
    }
    expect((await trpcError((await owner()).payments.revenueCsv({} as { month: string }))).code).toBe('BAD_REQUEST');
  });
});

describe('the accountant’s CSV (payments.revenueCsv)', () => {
  it('one row per payment of the month, in the club’s time, amounts in roubles with a comma, formulas guarded', async () => {
    const { owner, online } = await monthOfSales();
    const { filename, content } = await (await owner()).payments.revenueCsv({ month: '2026-12' });
    expect(filename).toBe('buhgalteriya-2026-12.csv');
    expect(content.startsWith('\uFEFF')).toBe(true);
    const rows = content.slice(1).split('\r\n');
    expect(rows[0]).toBe(
      'Дата и время (МСК);Вид;Состояние;Сумма, ₽;Возвращено, ₽;Абонемент;Ученик;Телефон плательщика (чек);E-mail плательщика (чек);Чек;Платёж ЮKassa',
    );
    const declined = (await (await owner()).payments.list()).find((p) => p.status === 'canceled');
    expect(rows.slice(1)).toEqual([
      "01.12.2026 00:30;наличные;оплачен;5000,00;0,00;Взрослый безлимит;'=1+2 Сидоров Пётр;;;не требуется;",
      `05.12.2026 12:00;онлайн (ЮKassa);оплачен;3500,50;1500,00;Детский, 8 занятий;Петров Миша;'+7 999 123-45-67;anna@example.ru;зарегистрирован;${online.providerPaymentId}`,
      `07.12.2026 15:00;онлайн (ЮKassa);не прошёл;3500,50;0,00;Детский, 8 занятий;Петров Гриша;'+7 999 123-45-67;anna@example.ru;ЮKassa не сообщила;${declined?.providerPaymentId}`,
      "10.12.2026 18:15;терминал;оплачен;3500,50;0,00;Детский, 8 занятий;'=1+2 Сидоров Пётр;;;не требуется;",
    ]);
    const november = (await (await owner()).payments.revenueCsv({ month: '2026-11' })).content.slice(1).split('\r\n');
    expect(november.slice(1)).toEqual([
      "30.11.2026 23:59;наличные;оплачен;3000,00;0,00;Детский, 8 занятий;'=1+2 Сидоров Пётр;;;не требуется;",
    ]);
    expect((await (await owner()).payments.revenueCsv({ month: '2027-02' })).content.slice(1).split('\r\n')).toHaveLength(1);
  });
});
