import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import type { Group } from '#shared/schemas/group';
import { errorAnswer, forgedToken, jsonRequest } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let app: ReturnType<typeof createTestApp>;
let token: string;

beforeAll(async () => {
  const deps = createTestDeps();
  token = await adminToken(deps);
  app = createTestApp(deps);
});
afterAll(cleanup);

const readGroups = async () => (await (await app.request('/api/groups')).json()) as Group[];

describe('/api/groups', () => {
  it('POST { name } answers 201 with the group; GET lists it', async () => {
    const response = await jsonRequest(app, 'POST', '/api/groups', { name: 'Взрослые ММА' }, token);
    expect(response.status).toBe(201);
    const group = (await response.json()) as Group;
    expect(group).toEqual({ _id: expect.any(String), name: 'Взрослые ММА' });
    const list = await app.request('/api/groups');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([group]);
  });

  it('PUT /api/groups/:id renames it', async () => {
    const [group] = await readGroups();
    const response = await jsonRequest(app, 'PUT', `/api/groups/${group?._id}`, { name: 'Взрослые ММА (утро)' }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ _id: group?._id, name: 'Взрослые ММА (утро)' });
    expect(await readGroups()).toEqual([{ _id: group?._id, name: 'Взрослые ММА (утро)' }]);
  });

  it('DELETE /api/groups/:id removes it with its attendance records', async () => {
    const group = (await (await jsonRequest(app, 'POST', '/api/groups', { name: 'Временная' }, token)).json()) as Group;
    const created = await jsonRequest(
      app,
      'POST',
      `/api/attendance?group=${group._id}`,
      { studentName: 'Иванов Иван', month: 3, year: 2026, days: [2], attendance: { '2': true } },
      token,
    );
    expect(created.status).toBe(201);
    const response = await jsonRequest(app, 'DELETE', `/api/groups/${group._id}`, undefined, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await readGroups()).map((g) => g._id)).not.toContain(group._id);
    // Its record went with it.
    const record = (await created.json()) as AttendanceRecord;
    await errorAnswer(await jsonRequest(app, 'DELETE', `/api/attendance/${record._id}`, undefined, token), 404);
  });

  it('answers 404 for unknown ids and 409 for a taken name', async () => {
    expect(await errorAnswer(await jsonRequest(app, 'PUT', '/api/groups/missing', { name: 'X' }, token), 404)).toBe(
      'Группа не найдена',
    );
    await errorAnswer(await jsonRequest(app, 'DELETE', '/api/groups/missing', undefined, token), 404);
    expect(await errorAnswer(await jsonRequest(app, 'POST', '/api/groups', { name: 'взрослые ммА (утро)' }, token), 409)).toBe(
      'Группа с таким названием уже существует',
    );
  });

  it('answers 400 with a Russian message for bad bodies', async () => {
    const before = await readGroups();
    const cases: Array<[unknown, RegExp]> = [
      ['{name:', /ожидается JSON/],
      ['"Группа"', /ожидается JSON-объект/],
      [{}, /Название группы: обязательное поле/],
      [{ name: ['Группа'] }, /Название группы: обязательное поле/],
      [{ name: 'Г'.repeat(500_000) }, /не более 100 символов/],
    ];
    for (const [body, message] of cases) {
      expect(await errorAnswer(await jsonRequest(app, 'POST', '/api/groups', body, token), 400)).toMatch(message);
      expect(await errorAnswer(await jsonRequest(app, 'PUT', `/api/groups/${before[0]?._id}`, body, token), 400)).toMatch(
        message,
      );
    }
    expect(await readGroups()).toEqual(before);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const before = await readGroups();
    for (const auth of [null, await forgedToken()]) {
      await errorAnswer(await jsonRequest(app, 'POST', '/api/groups', { name: 'Чужая' }, auth), 401);
      await errorAnswer(await jsonRequest(app, 'PUT', `/api/groups/${before[0]?._id}`, { name: 'Чужая' }, auth), 401);
      await errorAnswer(await jsonRequest(app, 'DELETE', `/api/groups/${before[0]?._id}`, undefined, auth), 401);
    }
    expect(await readGroups()).toEqual(before);
  });
});
