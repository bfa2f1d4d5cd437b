import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { errorMessage } from '../rest/http';
import { callerAs, forgedToken, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

const row = (time: string, pn = '') => ({ time, pn, vt: '', sr: '', ct: '', pt: '', sb: '' });

describe('schedule router', () => {
  it('is empty at first and public to read', async () => {
    expect(await callerAs(deps).schedule.list()).toEqual([]);
  });

  it('replaces the whole table and keeps the row order', async () => {
    const admin = callerAs(deps, token);
    const saved = await admin.schedule.replace({
      schedule: [row('18:00', 'Взрослые ММА'), row('09:00'), { time: '12:00', sb: 'Женская группа' }],
    });
    expect(saved.map((r) => r.time)).toEqual(['18:00', '09:00', '12:00']);
    expect(saved[2]).toEqual({ time: '12:00', pn: '', vt: '', sr: '', ct: '', pt: '', sb: 'Женская группа' });
    expect(await callerAs(deps).schedule.list()).toEqual(saved);

    await admin.schedule.replace({ schedule: [row('20:00', '  Бокс  ')] });
    expect(await callerAs(deps).schedule.list()).toEqual([row('20:00', 'Бокс')]);
  });

  it('accepts an empty table and a Bearer token', async () => {
    await callerAs(deps, `Bearer ${token}`).schedule.replace({ schedule: [] });
    expect(await callerAs(deps).schedule.list()).toEqual([]);
  });

  it('refuses a missing or forged token', async () => {
    expect((await trpcError(callerAs(deps).schedule.replace({ schedule: [] }))).code).toBe('UNAUTHORIZED');
    expect((await trpcError(callerAs(deps, await forgedToken()).schedule.replace({ schedule: [] }))).code).toBe('UNAUTHORIZED');
  });

  it('rejects bad rows with a Russian message and changes nothing', async () => {
    const admin = callerAs(deps, token);
    await admin.schedule.replace({ schedule: [row('10:00', 'Бокс')] });
    const cases: Array<[unknown, RegExp]> = [
      [{ schedule: [row('')] }, /Время: обязательное поле/],
      [{ schedule: [row('11:00'), { pn: 'без времени' }] }, /schedule\.1\.time: ожидается текст/],
      [{ schedule: 'строка' }, /schedule: ожидается список/],
      [{ schedule: [row('11:00', 'x'.repeat(201))] }, /не более 200 символов/],
      [{ schedule: Array.from({ length: 201 }, () => row('11:00')) }, /Слишком много строк/],
      [{ schedule: [null] }, /schedule\.0: ожидается объект/],
    ];
    for (const [input, message] of cases) {
      const error = await trpcError(admin.schedule.replace(input as never));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
    expect(await callerAs(deps).schedule.list()).toEqual([row('10:00', 'Бокс')]);
  });
});
