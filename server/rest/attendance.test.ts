import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import type { Group } from '#shared/schemas/group';
import { errorAnswer, forgedToken, jsonRequest } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

/** 15 November 2026. */
const NOW = Date.UTC(2026, 10, 15, 12) / 1000;

let app: ReturnType<typeof createTestApp>;
let token: string;
let group: Group;

beforeAll(async () => {
  const deps = createTestDeps({ now: () => NOW });
  token = await adminToken(deps);
  app = createTestApp(deps);
  group = (await (await jsonRequest(app, 'POST', '/api/groups', { name: 'Взрослые ММА' }, token)).json()) as Group;
});
afterAll(cleanup);

async function readMonth(month: number, year?: number, auth: string | null = token): Promise<AttendanceRecord[]> {
  const response = await app.request(`/api/attendance?month=${month}&group=${group._id}${year ? `&year=${year}` : ''}`, {
    headers: auth ? { authorization: auth } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AttendanceRecord[];
}

describe('/api/attendance', () => {
  it('POST ?group= creates a record (201) in the legacy shape', async () => {
    const response = await jsonRequest(
      app,
      'POST',
      `/api/attendance?group=${group._id}`,
      { studentName: 'Иванов Иван', month: 12, attendance: { '1': true, '3': false }, days: [3, 1] },
      token,
    );
    expect(response.status).toBe(201);
    const record = (await response.json()) as AttendanceRecord;
    expect(record).toEqual({
      _id: expect.any(String),
      group: group._id,
      studentName: 'Иванов Иван',
      month: 12,
      year: 2026,
      attendance: { '1': true, '3': false },
      days: [1, 3],
    });
    expect(await readMonth(12)).toEqual([record]);
    expect(await readMonth(12, 2026)).toEqual([record]);
    expect(await readMonth(12, 2025)).toEqual([]);
  });

  it('takes the month and year as their text in a body (the legacy loose fields), but never true or [n]', async () => {
    const created = await jsonRequest(
      app,
      'POST',
      `/api/attendance?group=${group._id}`,
      { studentName: 'Текстов Тимур', month: '10', year: '2026', attendance: {}, days: [] },
      token,
    );
    expect(created.status).toBe(201);
    const record = (await created.json()) as AttendanceRecord;
    expect(record).toMatchObject({ month: 10, year: 2026 });
    const saved = await jsonRequest(
      app,
      'PUT',
      '/api/attendance',
      { attendance: [{ _id: record._id, month: '10', attendance: { '2': true }, days: [2] }] },
      token,
    );
    expect(saved.status).toBe(200);
    for (const month of [true, [10]]) {
      const refused = await jsonRequest(app, 'POST', `/api/attendance?group=${group._id}`, { studentName: 'Б', month }, token);
      expect(await errorAnswer(refused, 400)).toMatch(/Месяц/);
    }
  });

  it('GET shows full names to the admin and "Имя Ф." to visitors (also when their token is stale)', async () => {
    expect((await readMonth(12)).map((r) => r.studentName)).toEqual(['Иванов Иван']);
    expect((await readMonth(12, undefined, null)).map((r) => r.studentName)).toEqual(['Иван И.']);
    expect((await readMonth(12, undefined, await forgedToken())).map((r) => r.studentName)).toEqual(['Иван И.']);
  });

  it('GET answers 400 for a bad month or a missing group, 404 for an unknown group', async () => {
    expect(await errorAnswer(await app.request(`/api/attendance?month=13&group=${group._id}`), 400)).toMatch(
      /Месяц: число от 1 до 12/,
    );
    expect(await errorAnswer(await app.request(`/api/attendance?month=0&group=${group._id}`), 400)).toMatch(
      /Месяц: число от 1 до 12/,
    );
    expect(await errorAnswer(await app.request(`/api/attendance?group=${group._id}`), 400)).toMatch(/Месяц: число от 1 до 12/);
    expect(await errorAnswer(await app.request(`/api/attendance?month=3&group=${group._id}&year=abc`), 400)).toMatch(
      /Год: некорректное значение/,
    );
    expect(await errorAnswer(await app.request('/api/attendance?month=3'), 400)).toMatch(/group: Не указан идентификатор/);
    expect(await errorAnswer(await app.request('/api/attendance?month=3&group=missing'), 404)).toBe('Группа не найдена');
  });

  it('POST answers 400 for bad bodies, 404 for an unknown group, 401 without a valid token', async () => {
    const body = { studentName: 'Петров Пётр', month: 12, attendance: {}, days: [] };
    const cases: Array<[unknown, RegExp]> = [
      ['{"studentName":', /ожидается JSON/],
      [[body], /ожидается JSON-объект/],
      [{ ...body, month: 13 }, /Месяц: число от 1 до 12/],
      [{ ...body, days: [0] }, /Введите число от 1 до 31\./],
      [{ ...body, days: [1, 1] }, /Дни занятий не должны повторяться/],
      [{ ...body, attendance: { '32': true } }, /День: число от 1 до 31/],
      [{ ...body, attendance: 'все были' }, /attendance: ожидается объект/],
      [{ ...body, studentName: undefined }, /ФИО ученика: обязательное поле/],
      [{ ...body, studentName: 'Я'.repeat(1_000_000) }, /ФИО ученика: не более 100 символов/],
    ];
    for (const [payload, message] of cases) {
      expect(
        await errorAnswer(await jsonRequest(app, 'POST', `/api/attendance?group=${group._id}`, payload, token), 400),
      ).toMatch(message);
    }
    await errorAnswer(await jsonRequest(app, 'POST', '/api/attendance?group=missing', body, token), 404);
    await errorAnswer(await jsonRequest(app, 'POST', `/api/attendance?group=${group._id}`, body), 401);
    await errorAnswer(await jsonRequest(app, 'POST', `/api/attendance?group=${group._id}`, body, await forgedToken()), 401);
    expect(await readMonth(12)).toHaveLength(1);
  });

  it('PUT { attendance: [records] } saves them all', async () => {
    const second = (await (
      await jsonRequest(
        app,
        'POST',
        `/api/attendance?group=${group._id}`,
        { studentName: 'Петров Пётр', month: 12, attendance: {}, days: [1] },
        token,
      )
    ).json()) as AttendanceRecord;
    const [first] = await readMonth(12);
    const response = await jsonRequest(
      app,
      'PUT',
      '/api/attendance',
      {
        attendance: [
          { _id: first?._id, month: 12, days: [1, 3, 5], attendance: { '1': true, '3': true, '5': false } },
          { _id: second._id, studentName: 'Петров Пётр Петрович', month: 12, days: [1], attendance: { '1': true } },
        ],
      },
      token,
    );
    expect(response.status).toBe(200);
    const month = await readMonth(12);
    expect(await response.json()).toEqual(month);
    expect(month.map((r) => [r.studentName, r.days, r.attendance])).toEqual([
      ['Иванов Иван', [1, 3, 5], { '1': true, '3': true, '5': false }],
      ['Петров Пётр Петрович', [1], { '1': true }],
    ]);
  });

  it('PUT saves nothing when one record is unknown (404) or invalid (400)', async () => {
    const before = await readMonth(12);
    const good = { _id: before[0]?._id, month: 12, days: [], attendance: {} };
    expect(
      await errorAnswer(
        await jsonRequest(app, 'PUT', '/api/attendance', { attendance: [good, { ...good, _id: 'missing' }] }, token),
        404,
      ),
    ).toMatch(/не найдена/);
    expect(
      await errorAnswer(
        await jsonRequest(
          app,
          'PUT',
          '/api/attendance',
          { attendance: [good, { ...good, _id: before[1]?._id, days: [40] }] },
          token,
        ),
        400,
      ),
    ).toMatch(/Введите число от 1 до 31/);
    expect(await errorAnswer(await jsonRequest(app, 'PUT', '/api/attendance', { attendance: good }, token), 400)).toMatch(
      /attendance: ожидается список/,
    );
    expect(
      await errorAnswer(
        await jsonRequest(app, 'PUT', '/api/attendance', { attendance: [{ ...good, month: 'декабрь' }] }, token),
        400,
      ),
    ).toMatch(/Месяц/);
    await errorAnswer(await jsonRequest(app, 'PUT', '/api/attendance', { attendance: [good] }), 401);
    await errorAnswer(await jsonRequest(app, 'PUT', '/api/attendance', { attendance: [good] }, await forgedToken()), 401);
    expect(await readMonth(12)).toEqual(before);
  });

  it('POST /api/attendance/copy { month } copies December into January of the next year', async () => {
    const earlier = (await (
      await jsonRequest(
        app,
        'POST',
        `/api/attendance?group=${group._id}`,
        { studentName: 'Прошлый Январь', month: 1, year: 2026, attendance: { '5': true }, days: [5] },
        token,
      )
    ).json()) as AttendanceRecord;
    const response = await jsonRequest(app, 'POST', '/api/attendance/copy', { month: 12 }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ copied: 2, year: 2027, month: 1 });
    // 1, 3, 5 December 2026 are Tue, Thu, Sat.
    expect((await readMonth(1)).map((r) => [r.studentName, r.year, r.days, r.attendance])).toEqual([
      ['Иванов Иван', 2027, [2, 5, 7, 9, 12, 14, 16, 19, 21, 23, 26, 28, 30], {}],
      ['Петров Пётр Петрович', 2027, [5, 12, 19, 26], {}],
    ]);
    expect(await readMonth(1, 2026)).toEqual([earlier]);
    const again = await jsonRequest(app, 'POST', '/api/attendance/copy', { month: 12, year: 2026, group: group._id }, token);
    expect(await again.json()).toEqual({ copied: 0, year: 2027, month: 1 });
  });

  it('POST /api/attendance/copy answers 400, 404 and 401 like the others', async () => {
    expect(await errorAnswer(await jsonRequest(app, 'POST', '/api/attendance/copy', {}, token), 400)).toMatch(
      /Месяц: число от 1 до 12/,
    );
    expect(await errorAnswer(await jsonRequest(app, 'POST', '/api/attendance/copy', { month: 13 }, token), 400)).toMatch(/Месяц/);
    await errorAnswer(await jsonRequest(app, 'POST', '/api/attendance/copy', { month: 12, group: 'missing' }, token), 404);
    await errorAnswer(await jsonRequest(app, 'POST', '/api/attendance/copy', { month: 12 }), 401);
    await errorAnswer(await jsonRequest(app, 'POST', '/api/attendance/copy', { month: 12 }, await forgedToken()), 401);
  });

  it('GET /api/attendance/export answers a CSV attachment with a Russian file name', async () => {
    const response = await app.request(`/api/attendance/export?group=${group._id}&month=12&year=2026`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="attendance\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('Журнал_Взрослые_ММА_Декабрь_2026.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('ФИО ученика;1 Вт;3 Чт;5 Сб;Итого');
    expect(lines[1]).toBe('Иванов Иван;+;+;−;2');
    expect(lines).toHaveLength(3);
  });

  it('GET /api/attendance/export needs a valid token and a good query', async () => {
    const url = `/api/attendance/export?group=${group._id}&month=12&year=2026`;
    expect(await errorAnswer(await app.request(url), 401)).toBe('Требуется авторизация');
    await errorAnswer(await app.request(url, { headers: { authorization: await forgedToken() } }), 401);
    expect(
      await errorAnswer(
        await app.request(`/api/attendance/export?group=${group._id}&month=13`, { headers: { authorization: token } }),
        400,
      ),
    ).toMatch(/Месяц/);
    await errorAnswer(
      await app.request('/api/attendance/export?group=missing&month=12', { headers: { authorization: token } }),
      404,
    );
  });

  it('DELETE /api/attendance/:id removes a record; unknown 404; no token 401', async () => {
    const [first, ...rest] = await readMonth(1);
    await errorAnswer(await jsonRequest(app, 'DELETE', `/api/attendance/${first?._id}`), 401);
    await errorAnswer(await jsonRequest(app, 'DELETE', `/api/attendance/${first?._id}`, undefined, await forgedToken()), 401);
    const response = await jsonRequest(app, 'DELETE', `/api/attendance/${first?._id}`, undefined, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await readMonth(1)).toEqual(rest);
    await errorAnswer(await jsonRequest(app, 'DELETE', `/api/attendance/${first?._id}`, undefined, token), 404);
  });
});
