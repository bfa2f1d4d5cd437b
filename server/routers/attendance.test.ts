import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { defaultSiteSettings, writeSiteSettings } from '../lib/site-settings';
import { errorMessage } from '../rest/http';
import { callerAs, forgedToken, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

/** 15 November 2026: a month without a year means May 2026 to April 2027. */
const NOW = Date.UTC(2026, 10, 15, 12) / 1000;

let deps: AppDeps;
let token: string;
let groupId: string;
let otherGroupId: string;

const admin = () => callerAs(deps, token);

beforeAll(async () => {
  deps = createTestDeps({ now: () => NOW });
  token = await adminToken(deps);
  groupId = (await admin().groups.create({ name: 'Взрослые ММА' }))._id;
  otherGroupId = (await admin().groups.create({ name: 'Дети' }))._id;
});
afterAll(cleanup);

describe('attendance: create and list', () => {
  it('creates a record with sorted days and marks only for its days', async () => {
    const record = await admin().attendance.create({
      group: groupId,
      month: 3,
      year: 2026,
      studentName: ' Иванов Иван ',
      days: [6, 2, 4],
      attendance: { '2': true, '4': false, '9': true },
    });
    expect(record).toEqual({
      _id: expect.any(String),
      group: groupId,
      studentName: 'Иванов Иван',
      month: 3,
      year: 2026,
      days: [2, 4, 6],
      attendance: { '2': true, '4': false },
    });
    expect(await admin().attendance.list({ group: groupId, month: 3, year: 2026 })).toEqual([record]);
  });

  it('picks the nearest year when none is given', async () => {
    const january = await admin().attendance.create({ group: groupId, month: 1, studentName: 'Январский Ян' });
    const june = await admin().attendance.create({ group: groupId, month: 6, studentName: 'Июньский Юрий' });
    // A JSON input takes the month as a number; the legacy /api reads its text (server/rest/attendance.ts).
    await expect(
      admin().attendance.create({ group: groupId, month: '6' as never, studentName: 'Июньский Юрий' }),
    ).rejects.toThrow('Месяц');
    expect(january.year).toBe(2027);
    expect(june.year).toBe(2026);
    expect(await admin().attendance.list({ group: groupId, month: 1 })).toEqual([january]);
    expect(await admin().attendance.list({ group: groupId, month: 1, year: 2026 })).toEqual([]);
  });

  it('lists in the order students were added, one group and month only', async () => {
    const second = await admin().attendance.create({ group: groupId, month: 3, year: 2026, studentName: 'Петров Пётр' });
    await admin().attendance.create({ group: otherGroupId, month: 3, year: 2026, studentName: 'Сидоров Сидор' });
    await admin().attendance.create({ group: groupId, month: 4, year: 2026, studentName: 'Апрельский Антон' });
    const list = await admin().attendance.list({ group: groupId, month: 3, year: 2026 });
    expect(list.map((r) => r.studentName)).toEqual(['Иванов Иван', 'Петров Пётр']);
    expect(list[1]).toEqual(second);
  });

  it('shows visitors "Имя Ф." unless the site settings show full names', async () => {
    const visitor = callerAs(deps);
    expect((await visitor.attendance.publicList({ group: groupId, month: 3, year: 2026 })).map((r) => r.studentName)).toEqual([
      'Иван И.',
      'Пётр П.',
    ]);
    writeSiteSettings(deps, { ...defaultSiteSettings, journalShowFullNames: true });
    expect((await visitor.attendance.publicList({ group: groupId, month: 3, year: 2026 })).map((r) => r.studentName)).toEqual([
      'Иванов Иван',
      'Петров Пётр',
    ]);
    writeSiteSettings(deps, defaultSiteSettings);
  });

  it('keeps the full-name list for the admin', async () => {
    expect((await trpcError(callerAs(deps).attendance.list({ group: groupId, month: 3 }))).code).toBe('UNAUTHORIZED');
    expect((await trpcError(callerAs(deps, await forgedToken()).attendance.list({ group: groupId, month: 3 }))).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('answers NOT_FOUND for an unknown group', async () => {
    const create = await trpcError(admin().attendance.create({ group: 'missing', month: 3, studentName: 'Кто-то' }));
    expect(create.code).toBe('NOT_FOUND');
    expect(create.message).toBe('Группа не найдена');
    expect((await trpcError(admin().attendance.list({ group: 'missing', month: 3 }))).code).toBe('NOT_FOUND');
    expect((await trpcError(callerAs(deps).attendance.publicList({ group: 'missing', month: 3 }))).code).toBe('NOT_FOUND');
  });

  it('rejects bad input with a Russian message naming the problem', async () => {
    const base = { group: groupId, month: 3, studentName: 'Иванов Иван' };
    const cases: Array<[unknown, RegExp]> = [
      [{ ...base, month: 13 }, /Месяц: число от 1 до 12/],
      [{ ...base, month: 0 }, /Месяц: число от 1 до 12/],
      [{ ...base, month: 'март' }, /Месяц: число от 1 до 12/],
      [{ ...base, year: 1999 }, /Год: некорректное значение/],
      [{ ...base, days: [0] }, /Введите число от 1 до 31\./],
      [{ ...base, days: [32] }, /Введите число от 1 до 31\./],
      [{ ...base, days: [1.5] }, /Введите число от 1 до 31\./],
      [{ ...base, days: [3, 3] }, /Дни занятий не должны повторяться/],
      [{ ...base, days: '3' }, /days: ожидается список/],
      [{ ...base, attendance: { '0': true } }, /День: число от 1 до 31/],
      [{ ...base, attendance: { '3': 'да' } }, /Отметка посещения: true или false/],
      [{ ...base, attendance: [true] }, /attendance: ожидается объект/],
      [{ ...base, studentName: '  ' }, /ФИО ученика: обязательное поле/],
      [{ ...base, studentName: 'Я'.repeat(101) }, /ФИО ученика: не более 100 символов/],
      [{ ...base, group: '' }, /Не указан идентификатор/],
    ];
    for (const [input, message] of cases) {
      const error = await trpcError(admin().attendance.create(input as never));
      expect(error.code, JSON.stringify(input).slice(0, 80)).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
  });

  it('requires a valid admin token for every write', async () => {
    const [record] = await admin().attendance.list({ group: groupId, month: 3, year: 2026 });
    const id = record?._id ?? '';
    for (const caller of [callerAs(deps), callerAs(deps, await forgedToken())]) {
      expect((await trpcError(caller.attendance.create({ group: groupId, month: 3, studentName: 'X' }))).code).toBe(
        'UNAUTHORIZED',
      );
      expect(
        (await trpcError(caller.attendance.save({ attendance: [{ _id: id, month: 3, attendance: {}, days: [] }] }))).code,
      ).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.attendance.delete({ id }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.attendance.copyToNextMonth({ month: 3 }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.attendance.exportCsv({ group: groupId, month: 3 }))).code).toBe('UNAUTHORIZED');
    }
    expect((await admin().attendance.list({ group: groupId, month: 3, year: 2026 }))[0]).toEqual(record);
  });
});

describe('attendance: save and delete', () => {
  it('saves several records at once', async () => {
    const [ivanov, petrov] = await admin().attendance.list({ group: groupId, month: 3, year: 2026 });
    const saved = await admin().attendance.save({
      attendance: [
        { _id: ivanov?._id ?? '', month: 3, days: [2, 4, 6, 9], attendance: { '2': true, '9': true, '30': true } },
        { _id: petrov?._id ?? '', studentName: 'Петров Пётр Петрович', month: 3, days: [2], attendance: { '2': false } },
      ],
    });
    expect(saved).toEqual([
      { ...ivanov, days: [2, 4, 6, 9], attendance: { '2': true, '9': true } },
      { ...petrov, studentName: 'Петров Пётр Петрович', days: [2], attendance: { '2': false } },
    ]);
    expect(await admin().attendance.list({ group: groupId, month: 3, year: 2026 })).toEqual(saved);
  });

  it('keeps the year of a record saved without one; a new month without a year takes the nearest', async () => {
    const record = await admin().attendance.create({ group: groupId, month: 2, year: 2024, studentName: 'Давний Дмитрий' });
    const same = await admin().attendance.save({ attendance: [{ _id: record._id, month: 2, days: [5], attendance: {} }] });
    expect(same[0]?.year).toBe(2024);
    const moved = await admin().attendance.save({ attendance: [{ _id: record._id, month: 1, days: [], attendance: {} }] });
    expect(moved[0]).toMatchObject({ month: 1, year: 2027 });
    await admin().attendance.delete({ id: record._id });
  });

  it('saves nothing when one record is unknown', async () => {
    const before = await admin().attendance.list({ group: groupId, month: 3, year: 2026 });
    const error = await trpcError(
      admin().attendance.save({
        attendance: [
          { _id: before[0]?._id ?? '', month: 3, days: [], attendance: {} },
          { _id: 'missing', month: 3, days: [1], attendance: {} },
        ],
      }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toMatch(/Запись журнала не найдена: missing/);
    expect(await admin().attendance.list({ group: groupId, month: 3, year: 2026 })).toEqual(before);
  });

  it('saves nothing when one record is invalid', async () => {
    const before = await admin().attendance.list({ group: groupId, month: 3, year: 2026 });
    const error = await trpcError(
      admin().attendance.save({
        attendance: [
          { _id: before[0]?._id ?? '', month: 3, days: [], attendance: {} },
          { _id: before[1]?._id ?? '', month: 3, days: [0], attendance: {} },
        ],
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorMessage(error)).toMatch(/Введите число от 1 до 31/);
    expect(errorMessage(await trpcError(admin().attendance.save({ attendance: {} as never })))).toMatch(
      /attendance: ожидается список/,
    );
    expect(await admin().attendance.list({ group: groupId, month: 3, year: 2026 })).toEqual(before);
  });

  it('deletes a record; an unknown id is NOT_FOUND', async () => {
    const record = await admin().attendance.create({ group: groupId, month: 5, year: 2026, studentName: 'Удаляемый Ученик' });
    await admin().attendance.delete({ id: record._id });
    expect(await admin().attendance.list({ group: groupId, month: 5, year: 2026 })).toEqual([]);
    expect((await trpcError(admin().attendance.delete({ id: record._id }))).code).toBe('NOT_FOUND');
  });
});

describe('attendance: copy to next month', () => {
  // December 2026 starts on a Tuesday: Mon/Wed/Fri are 2, 4, 7, 9 …; January 2027 starts on a Friday.
  const decemberMonWedFri = [2, 4, 7, 9, 11, 14, 16, 18, 21, 23, 25, 28, 30];
  const januaryMonWedFri = [1, 4, 6, 8, 11, 13, 15, 18, 20, 22, 25, 27, 29];

  it('copies December into January of the next year with the same weekdays, leaving the earlier January intact', async () => {
    const earlierJanuary = await admin().attendance.create({
      group: groupId,
      month: 1,
      year: 2026,
      studentName: 'Прошлогодний Павел',
      days: [5],
      attendance: { '5': true },
    });
    await admin().attendance.create({
      group: groupId,
      month: 12,
      year: 2026,
      studentName: 'Иванов Иван',
      days: decemberMonWedFri,
      attendance: { '2': true },
    });
    await admin().attendance.create({ group: groupId, month: 12, year: 2026, studentName: 'Петров Пётр', days: [1] });
    // Already in January 2027 (created in the first describe, year resolved to 2027) plus one more.
    const present = await admin().attendance.create({
      group: groupId,
      month: 1,
      year: 2027,
      studentName: 'петров  пётр',
      days: [12],
      attendance: { '12': true },
    });
    const januaryBefore = await admin().attendance.list({ group: groupId, month: 1, year: 2027 });

    const result = await admin().attendance.copyToNextMonth({ group: groupId, month: 12, year: 2026 });
    expect(result).toEqual({ copied: 1, year: 2027, month: 1 });

    const january = await admin().attendance.list({ group: groupId, month: 1, year: 2027 });
    expect(january.slice(0, januaryBefore.length)).toEqual(januaryBefore);
    expect(january.find((r) => r._id === present._id)).toEqual(present);
    const copy = january[januaryBefore.length];
    expect(copy).toEqual({
      _id: expect.any(String),
      group: groupId,
      studentName: 'Иванов Иван',
      month: 1,
      year: 2027,
      days: januaryMonWedFri,
      attendance: {},
    });
    expect(january).toHaveLength(januaryBefore.length + 1);
    expect(await admin().attendance.list({ group: groupId, month: 1, year: 2026 })).toEqual([earlierJanuary]);
  });

  it('does not duplicate on a second copy', async () => {
    expect(await admin().attendance.copyToNextMonth({ group: groupId, month: 12, year: 2026 })).toEqual({
      copied: 0,
      year: 2027,
      month: 1,
    });
  });

  it('copies every group when none is given, and takes the nearest year', async () => {
    await admin().attendance.create({ group: otherGroupId, month: 12, year: 2026, studentName: 'Детский Денис', days: [5, 31] });
    // Without a year, December means December 2026 (the current month is November 2026).
    expect(await admin().attendance.copyToNextMonth({ month: 12 })).toEqual({ copied: 1, year: 2027, month: 1 });
    const copied = await admin().attendance.list({ group: otherGroupId, month: 1, year: 2027 });
    // 5 and 31 December 2026 are a Saturday and a Thursday.
    expect(copied).toEqual([
      expect.objectContaining({ studentName: 'Детский Денис', days: [2, 7, 9, 14, 16, 21, 23, 28, 30], attendance: {} }),
    ]);
  });

  it('ignores days past the end of the month', async () => {
    // 31 is not a day of April; 30 April 2026 is a Thursday, so May gets its Thursdays.
    await admin().attendance.create({
      group: otherGroupId,
      month: 4,
      year: 2026,
      studentName: 'Апрельская Анна',
      days: [30, 31],
    });
    await admin().attendance.copyToNextMonth({ group: otherGroupId, month: 4, year: 2026 });
    const [may] = await admin().attendance.list({ group: otherGroupId, month: 5, year: 2026 });
    expect(may?.days).toEqual([7, 14, 21, 28]);
  });

  it('answers NOT_FOUND for an unknown group and BAD_REQUEST for a bad month', async () => {
    expect((await trpcError(admin().attendance.copyToNextMonth({ group: 'missing', month: 12 }))).code).toBe('NOT_FOUND');
    const bad = await trpcError(admin().attendance.copyToNextMonth({ month: 13 }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(errorMessage(bad)).toMatch(/Месяц: число от 1 до 12/);
  });
});

describe('attendance: CSV export', () => {
  it('writes the month with weekday headers, marks and totals', async () => {
    const group = await admin().groups.create({ name: 'Бокс: "вечер"' });
    await admin().attendance.create({
      group: group._id,
      month: 3,
      year: 2026,
      studentName: 'Иванов Иван',
      days: [2, 4],
      attendance: { '2': true, '4': false },
    });
    await admin().attendance.create({
      group: group._id,
      month: 3,
      year: 2026,
      studentName: '=Хитрый; Хакер',
      days: [4, 6],
      attendance: { '6': true },
    });
    const file = await admin().attendance.exportCsv({ group: group._id, month: 3, year: 2026 });
    expect(file.filename).toBe('Журнал_Бокс_вечер_Март_2026.csv');
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    expect(file.content.slice(1).split('\r\n')).toEqual([
      'ФИО ученика;2 Пн;4 Ср;6 Пт;Итого',
      'Иванов Иван;+;−;;1',
      `"'=Хитрый; Хакер";;−;+;1`,
    ]);
  });

  it('exports an empty month as a header only and refuses an unknown group', async () => {
    const file = await admin().attendance.exportCsv({ group: groupId, month: 8, year: 2026 });
    expect(file.content).toBe('\uFEFFФИО ученика;Итого');
    expect((await trpcError(admin().attendance.exportCsv({ group: 'missing', month: 3 }))).code).toBe('NOT_FOUND');
  });
});
