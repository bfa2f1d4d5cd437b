import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const row = (time: string, pn = '') => ({ time, pn, vt: '', sr: '', ct: '', pt: '', sb: '' });
const readSchedule = async () => (await app.request('/api/schedule')).json();

describe('/api/schedule', () => {
  it('GET answers the rows, empty at first', async () => {
    const response = await app.request('/api/schedule');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('PUT replaces the table (legacy rows may carry _id) and answers the saved rows', async () => {
    const response = await jsonRequest(
      app,
      'PUT',
      '/api/schedule',
      { schedule: [{ _id: 'old1', ...row('18:00', 'Взрослые ММА') }, row('09:00')] },
      token,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([row('18:00', 'Взрослые ММА'), row('09:00')]);
    expect(await readSchedule()).toEqual([row('18:00', 'Взрослые ММА'), row('09:00')]);
  });

  it('accepts the token with a Bearer prefix too', async () => {
    const response = await jsonRequest(app, 'PUT', '/api/schedule', { schedule: [row('10:00')] }, `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(await readSchedule()).toEqual([row('10:00')]);
  });

  it('PUT needs a valid token', async () => {
    expect(await errorAnswer(await jsonRequest(app, 'PUT', '/api/schedule', { schedule: [] }), 401)).toBe(
      'Требуется авторизация',
    );
    await errorAnswer(await jsonRequest(app, 'PUT', '/api/schedule', { schedule: [] }, await forgedToken()), 401);
    await errorAnswer(await jsonRequest(app, 'PUT', '/api/schedule', { schedule: [] }, 'Bearer not.a.jwt'), 401);
    expect(await readSchedule()).toEqual([row('10:00')]);
  });

  it('PUT answers 400 with a Russian message for bad bodies and changes nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      ['{"schedule": [', /ожидается JSON/],
      [[row('11:00')], /Тело запроса: ожидается JSON-объект/],
      ['null', /Тело запроса: ожидается JSON-объект/],
      [{ schedule: { time: '11:00' } }, /schedule: ожидается список/],
      [{ schedule: [{ time: '' }] }, /Время: обязательное поле/],
      [{ schedule: [{ time: '11:00', pn: { text: 'x' } }] }, /schedule\.0\.pn: ожидается текст/],
      [{ schedule: [row('11:00', 'я'.repeat(100_000))] }, /не более 200 символов/],
    ];
    for (const [body, message] of cases) {
      expect(await errorAnswer(await jsonRequest(app, 'PUT', '/api/schedule', body, token), 400)).toMatch(message);
    }
    expect(await readSchedule()).toEqual([row('10:00')]);
  });
});
