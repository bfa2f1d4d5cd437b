import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords } from '../db/schema';
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

describe('groups router', () => {
  it('creates groups and lists them in creation order', async () => {
    const admin = callerAs(deps, token);
    const first = await admin.groups.create({ name: ' Взрослые ММА ' });
    const second = await admin.groups.create({ name: 'Дети 7-10 лет' });
    expect(first).toEqual({ _id: expect.any(String), name: 'Взрослые ММА' });
    expect(await callerAs(deps).groups.list()).toEqual([first, second]);
  });

  it('renames a group', async () => {
    const [first, second] = await callerAs(deps).groups.list();
    const renamed = await callerAs(deps, token).groups.rename({ id: first?._id ?? '', name: 'Взрослые (вечер)' });
    expect(renamed).toEqual({ _id: first?._id, name: 'Взрослые (вечер)' });
    expect(await callerAs(deps).groups.list()).toEqual([renamed, second]);
    // Its own name, in another case, is not a conflict.
    await callerAs(deps, token).groups.rename({ id: first?._id ?? '', name: 'ВЗРОСЛЫЕ (вечер)' });
  });

  it('refuses a second group with the same name', async () => {
    const admin = callerAs(deps, token);
    const [first, second] = await callerAs(deps).groups.list();
    const duplicate = await trpcError(admin.groups.create({ name: 'дети   7-10 ЛЕТ' }));
    expect(duplicate.code).toBe('CONFLICT');
    expect(duplicate.message).toBe('Группа с таким названием уже существует');
    expect((await trpcError(admin.groups.rename({ id: first?._id ?? '', name: second?.name ?? '' }))).code).toBe('CONFLICT');
  });

  it('deletes a group together with its attendance records', async () => {
    const admin = callerAs(deps, token);
    const doomed = await admin.groups.create({ name: 'Временная' });
    const kept = (await callerAs(deps).groups.list())[0];
    await admin.attendance.create({ group: doomed._id, month: 3, year: 2026, studentName: 'Иванов Иван', days: [2, 4] });
    await admin.attendance.create({ group: doomed._id, month: 4, year: 2026, studentName: 'Петров Пётр' });
    await admin.attendance.create({ group: kept?._id ?? '', month: 3, year: 2026, studentName: 'Сидоров Сидор' });
    await admin.groups.delete({ id: doomed._id });
    expect((await callerAs(deps).groups.list()).map((g) => g._id)).not.toContain(doomed._id);
    expect(deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.groupId, doomed._id)).all()).toEqual([]);
    expect(
      deps.db
        .select()
        .from(attendanceRecords)
        .where(eq(attendanceRecords.groupId, kept?._id ?? ''))
        .all(),
    ).toHaveLength(1);
  });

  it('answers NOT_FOUND for unknown ids', async () => {
    const admin = callerAs(deps, token);
    const rename = await trpcError(admin.groups.rename({ id: 'missing', name: 'Новая' }));
    expect(rename.code).toBe('NOT_FOUND');
    expect(rename.message).toBe('Группа не найдена');
    expect((await trpcError(admin.groups.delete({ id: 'missing' }))).code).toBe('NOT_FOUND');
  });

  it('rejects bad names with a Russian message', async () => {
    const admin = callerAs(deps, token);
    const cases: Array<[unknown, RegExp]> = [
      [{ name: '   ' }, /Название группы: обязательное поле/],
      [{}, /Название группы: обязательное поле/],
      [{ name: 42 }, /Название группы: обязательное поле/],
      [{ name: 'Г'.repeat(101) }, /Название группы: не более 100 символов/],
    ];
    for (const [input, message] of cases) {
      const error = await trpcError(admin.groups.create(input as never));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
    expect(errorMessage(await trpcError(admin.groups.rename({ id: '', name: 'X' })))).toMatch(/Не указан идентификатор/);
  });

  it('requires a valid admin token for every write', async () => {
    const [group] = await callerAs(deps).groups.list();
    for (const caller of [callerAs(deps), callerAs(deps, await forgedToken())]) {
      expect((await trpcError(caller.groups.create({ name: 'Чужая' }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.groups.rename({ id: group?._id ?? '', name: 'Чужая' }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.groups.delete({ id: group?._id ?? '' }))).code).toBe('UNAUTHORIZED');
    }
    expect(await callerAs(deps).groups.list()).toContainEqual(group);
  });
});
