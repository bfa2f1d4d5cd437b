import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { appRouter } from '../routers/_app';
import { callerAs } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { fieldNames, latestChanges, objectIdOf } from './audit-log';

const NOW = Date.UTC(2026, 10, 15, 12) / 1000;
let deps: AppDeps;
let token: string;
let ownerId: number;
const createCaller = createCallerFactory(appRouter);
/** A caller from a known address, as a request would be. */
const owner = () => createCaller(createContext(deps, { authorization: token, ip: '203.0.113.7' }));
const latest = () => latestChanges(deps)[0];

beforeAll(async () => {
  deps = createTestDeps({ now: () => NOW });
  token = await adminToken(deps);
  ownerId = (await callerAs(deps, token).auth.account()).id;
});
afterAll(cleanup);

describe('the audit log', () => {
  it('records who, when, from where, the object and the fields of each kind of change', async () => {
    const group = await owner().groups.create({ name: 'Дети ММА' });
    expect(latest()).toMatchObject({
      at: NOW,
      adminId: ownerId,
      ip: '203.0.113.7',
      action: 'groups.create',
      objectKind: 'groups',
      objectId: group._id,
      fields: ['name'],
    });

    await owner().groups.rename({ id: group._id, name: 'Дети ММА 7–9' });
    expect(latest()).toMatchObject({ action: 'groups.rename', objectId: group._id, fields: ['id', 'name'] });

    const record = await owner().attendance.create({ group: group._id, month: 11, year: 2026, studentName: 'Петров Пётр' });
    expect(latest()).toMatchObject({ action: 'attendance.create', objectKind: 'attendance', objectId: group._id });
    await owner().attendance.save({ attendance: [{ _id: record._id, month: 11, year: 2026, attendance: {}, days: [2] }] });
    expect(latest()).toMatchObject({ action: 'attendance.save', objectId: record._id, fields: ['attendance'] });

    const price = await owner().prices.create({ category: 'Абонемент', price: 3500 });
    expect(latest()).toMatchObject({ action: 'prices.create', objectKind: 'prices', objectId: price._id });

    await owner().schedule.replace({ schedule: [] });
    expect(latest()).toMatchObject({ action: 'schedule.replace', objectKind: 'schedule', objectId: null, fields: ['schedule'] });

    // A two-way change is stored with the way it went, so its entry says which.
    const wasActive = (await owner().ad.status()).isActive;
    await owner().ad.toggle();
    expect(latest()).toMatchObject({ action: wasActive ? 'ad.toggle.off' : 'ad.toggle.on', objectKind: 'ad', fields: [] });
    await owner().ad.toggle();
    expect(latest()).toMatchObject({ action: wasActive ? 'ad.toggle.on' : 'ad.toggle.off', objectKind: 'ad' });

    const { member } = await owner().staff.create({ name: 'Иван', login: 'ivan', role: 'coach' });
    expect(latest()).toMatchObject({ action: 'staff.create', objectKind: 'staff', objectId: String(member.id) });
    await owner().staff.setEnabled({ id: member.id, enabled: false });
    expect(latest()).toMatchObject({ action: 'staff.setEnabled.off', objectId: String(member.id), fields: ['id', 'enabled'] });
    await owner().staff.setEnabled({ id: member.id, enabled: true });
    expect(latest()).toMatchObject({ action: 'staff.setEnabled.on', objectKind: 'staff', objectId: String(member.id) });
  });

  it('keeps no values: no applicant’s data, no link token, no password', async () => {
    const id = deps.db
      .insert(applications)
      .values({ name: 'Секретная', lastname: 'Фамилия', phone: '+7 999 000-11-22', age: 30, direction: 'Mma', createdAt: NOW })
      .returning({ id: applications.id })
      .get().id;
    await owner().applications.update({ id, status: 'contacted', note: 'Перезвонить +7 999 000-11-22' });
    expect(latest()).toMatchObject({ action: 'applications.update', objectId: String(id), fields: ['id', 'status', 'note'] });
    const { link } = await owner().staff.create({ name: 'Мария', login: 'maria', role: 'manager' });
    await owner().privacy.deleteApplication({ id });
    expect(latest()).toMatchObject({ action: 'privacy.deleteApplication', objectId: String(id) });

    const everything = JSON.stringify(deps.db.$client.prepare('select * from audit_log').all());
    for (const secret of ['Секретная', '+7 999 000-11-22', 'Перезвонить', link.split('/').pop() ?? '-', 'Мария']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('records a change through the legacy /api with the request’s address, and nothing for a refused or failed call', async () => {
    const app = createTestApp(deps, { renderPage: async (c) => c.html('<p>page</p>') });
    const before = latestChanges(deps).length;
    const refused = await app.request('/api/groups', {
      method: 'POST',
      body: JSON.stringify({ name: 'Без токена' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(401);
    const failed = await owner()
      .groups.rename({ id: 'no-such-group', name: 'Нет' })
      .catch(() => null);
    expect(failed).toBeNull();
    expect(latestChanges(deps).length).toBe(before);

    const created = await app.request('/api/groups', {
      method: 'POST',
      body: JSON.stringify({ name: 'Через API' }),
      headers: { 'content-type': 'application/json', authorization: token },
    });
    expect(created.status).toBe(201);
    expect(latest()).toMatchObject({ action: 'groups.create', adminId: ownerId, fields: ['name'] });
    expect(latestChanges(deps).length).toBe(before + 1);
  });

  it('does not record reads', async () => {
    const before = latestChanges(deps).length;
    await owner().staff.list();
    await owner().applications.newCount();
    expect(latestChanges(deps).length).toBe(before);
  });
});

describe('what an entry takes from a call', () => {
  it('names fields, never values, for objects and forms', () => {
    const form = new FormData();
    form.set('id', 'p1');
    form.set('name', 'Перчатки');
    form.set('image', new File(['x'], 'a.png'));
    expect(fieldNames(form)).toEqual(['id', 'name', 'image']);
    expect(fieldNames({ password: 'секрет', token: 'x' })).toEqual(['password', 'token']);
    expect(fieldNames(undefined)).toEqual([]);
    expect(fieldNames(['a'])).toEqual([]);
  });

  it('finds the object in the input, a form, several rows, or the answer', () => {
    expect(objectIdOf({ id: 7 }, null)).toBe('7');
    const form = new FormData();
    form.set('id', 'p1');
    expect(objectIdOf(form, null)).toBe('p1');
    expect(objectIdOf({ attendance: [{ _id: 'a' }, { _id: 'b' }] }, null)).toBe('a,b');
    expect(objectIdOf({ name: 'x' }, { _id: 'new' })).toBe('new');
    expect(objectIdOf({}, { member: { id: 3 }, link: 'https://…' })).toBe('3');
    expect(objectIdOf(undefined, undefined)).toBeNull();
  });
});
