import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '#shared/schemas/audit';
import { auditLog } from '../db/schema';
import type { AppDeps } from '../deps';
import { pruneAuditLog } from '../lib/retention';
import { issueTokenPair } from '../lib/tokens';
import { callerAs, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

/** 15 November 2026, 12:00 UTC = 15:00 in Moscow. */
const NOW = Date.UTC(2026, 10, 15, 12) / 1000;
let now = NOW;
let deps: AppDeps;
let ownerToken: string;
let ownerId: number;
let managerId: number;
let managerToken: string;
let coachToken: string;
let coachId: number;
const owner = () => callerAs(deps, ownerToken);
const manager = () => callerAs(deps, managerToken);

beforeAll(async () => {
  deps = createTestDeps({ now: () => now });
  ownerToken = await adminToken(deps);
  ownerId = (await owner().auth.account()).id;
  await owner().staff.update({ id: ownerId, name: 'Ирина Петрова', role: 'owner', groupIds: [], directions: [] });
  const { member } = await owner().staff.create({ name: 'Олег Смирнов', login: 'oleg', role: 'manager' });
  managerId = member.id;
  const coach = await owner().staff.create({ name: 'Тренер', login: 'coach', role: 'coach' });
  coachId = coach.member.id;
  await freshTokens();
});

/** Tokens valid at `now` (an access token lives minutes; the tests move the clock by hours and months). */
async function freshTokens() {
  ownerToken = (await issueTokenPair(deps, ownerId)).token;
  managerToken = (await issueTokenPair(deps, managerId)).token;
  coachToken = (await issueTokenPair(deps, coachId)).token;
}

async function at(time: number) {
  now = time;
  await freshTokens();
}
afterAll(cleanup);

describe('the journal of actions', () => {
  it('reads each entry in Russian, newest first, with the person and the address', async () => {
    const price = await manager().prices.create({ category: 'Бокс', duration: 'абонемент 8 занятий', price: 3500 });
    now += 60;
    await owner().prices.update({ _id: price._id, category: 'Бокс', duration: 'абонемент 8 занятий', price: 3900 });
    const { entries, total } = await owner().audit.list({});
    expect(total).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({
      person: 'Ирина Петрова',
      objectKind: 'prices',
      text: 'Ирина Петрова: изменена цена «Бокс, абонемент 8 занятий» (цена)',
    });
    expect(entries[1]).toMatchObject({
      person: 'Олег Смирнов',
      text: 'Олег Смирнов: добавлена цена «Бокс, абонемент 8 занятий» (категория, длительность, цена)',
    });
    // A staff change names the account from the accounts table; the log keeps no name.
    expect(entries.filter((entry) => entry.action === 'staff.create').map((entry) => entry.text)).toContain(
      'Ирина Петрова: добавлен сотрудник «Олег Смирнов» (имя, логин, роль)',
    );
  });

  it('filters by person, kind and club-time days, and pages', async () => {
    const byManager = await owner().audit.list({ adminId: managerId });
    expect(byManager.entries.map((entry) => entry.action)).toEqual(['prices.create']);
    const staff = await owner().audit.list({ kind: 'staff' });
    expect(staff.entries.every((entry) => entry.objectKind === 'staff')).toBe(true);
    expect(staff.total).toBe(3);

    // 23:30 on 15 November in Moscow is 20:30 UTC: the 15th in club time, though the 16th would not be.
    await at(Date.UTC(2026, 10, 15, 20, 30) / 1000);
    await owner().groups.create({ name: 'Поздняя' });
    await at(Date.UTC(2026, 10, 15, 21, 30) / 1000); // 00:30 on the 16th in Moscow
    await owner().groups.create({ name: 'Ночная' });
    const day15 = await owner().audit.list({ kind: 'groups', from: '2026-11-15', to: '2026-11-15' });
    expect(day15.entries.map((entry) => entry.text)).toEqual(['Ирина Петрова: добавлена группа «Поздняя» (название)']);
    const day16 = await owner().audit.list({ kind: 'groups', from: '2026-11-16' });
    expect(day16.total).toBe(1);

    for (let i = 0; i < AUDIT_PAGE_SIZE; i++) await owner().ad.toggle();
    const first = await owner().audit.list({});
    const second = await owner().audit.list({ page: 2 });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second.total).toBe(first.total);
    expect(second.entries[0]?.id).toBeLessThan(first.entries.at(-1)?.id ?? 0);
  });

  it('exports the filtered entries as CSV for a Russian Excel', async () => {
    const csv = await owner().audit.exportCsv({ adminId: managerId, kind: 'prices' });
    const [header, ...rows] = csv.replace('\uFEFF', '').split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('Дата и время;Сотрудник;Адрес;Раздел;Действие;Объект;Поля;Описание');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(';Олег Смирнов;');
    expect(rows[0]).toContain(';Цены;prices.create;«Бокс, абонемент 8 занятий»;');
    expect(rows[0]?.startsWith('15.11.2026, 15:00:00')).toBe(true);
  });

  it('refuses bad filters in Russian', async () => {
    const reversed = await trpcError(owner().audit.list({ from: '2026-11-16', to: '2026-11-15' }));
    expect(reversed.code).toBe('BAD_REQUEST');
    expect(reversed.message).toContain('не может быть раньше');
    const badDate = await trpcError(owner().audit.exportCsv({ from: '15.11.2026' }));
    expect(badDate.message).toContain('ГГГГ-ММ-ДД');
  });

  it('is the owner’s only: a manager and a coach are refused, and no token is 401', async () => {
    for (const call of [
      () => manager().audit.list({}),
      () => manager().audit.exportCsv({}),
      () => manager().audit.updateSettings({ retentionMonths: 3 }),
    ]) {
      expect((await trpcError(call())).code).toBe('FORBIDDEN');
    }
    expect((await trpcError(callerAs(deps, coachToken).audit.list({}))).code).toBe('FORBIDDEN');
    expect((await trpcError(callerAs(deps, null).audit.people())).code).toBe('UNAUTHORIZED');
  });
});

describe('how long entries are kept', () => {
  it('keeps 12 months unless the owner sets 3 to 36, with a Russian refusal outside', async () => {
    expect(await owner().audit.settings()).toEqual({ retentionMonths: 12 });
    for (const retentionMonths of [2, 37, 6.5]) {
      const refused = await trpcError(owner().audit.updateSettings({ retentionMonths }));
      expect(refused.code).toBe('BAD_REQUEST');
      expect(refused.message).toContain('от 3 до 36');
    }
    expect(await owner().audit.settings()).toEqual({ retentionMonths: 12 });
  });

  it('the retention job deletes older entries on a moved clock, and the setting is itself an entry', async () => {
    deps.db.delete(auditLog).run();
    await at(NOW);
    await owner().groups.create({ name: 'Старая запись' });
    // Eleven months later nothing goes; thirteen months later the entry is past 12 months.
    await at(NOW + 334 * 86_400);
    expect(pruneAuditLog(deps)).toBe(0);
    await owner().audit.updateSettings({ retentionMonths: 6 });
    const setting = (await owner().audit.list({ kind: 'audit' })).entries[0];
    expect(setting?.text).toBe('Ирина Петрова: изменён срок хранения журнала действий (срок хранения)');
    // With 6 months the first entry (11 months old) goes, the setting's own entry stays.
    expect(pruneAuditLog(deps)).toBe(1);
    expect((await owner().audit.list({})).entries.map((entry) => entry.action)).toEqual(['audit.updateSettings']);
    await at(now + 6 * 31 * 86_400);
    expect(pruneAuditLog(deps)).toBe(1);
  });
});
