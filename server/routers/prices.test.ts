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

describe('prices router', () => {
  it('creates positions in order; duration is absent when not given', async () => {
    const admin = callerAs(deps, token);
    const first = await admin.prices.create({
      category: ' Абонемент ',
      price: 3500,
      duration: '1 месяц',
      description: 'Строка 1\nСтрока 2',
    });
    const second = await admin.prices.create({ category: 'Разовое', price: '500' });
    expect(first).toEqual({
      _id: expect.any(String),
      category: 'Абонемент',
      price: 3500,
      duration: '1 месяц',
      description: 'Строка 1\nСтрока 2',
    });
    expect(second).toEqual({ _id: expect.any(String), category: 'Разовое', price: 500, description: '' });
    expect('duration' in second).toBe(false);
    expect(await callerAs(deps).prices.list()).toEqual([first, second]);
  });

  it('creates several at once, all or none', async () => {
    const admin = callerAs(deps, token);
    const before = await callerAs(deps).prices.list();
    const created = await admin.prices.createMany({
      prices: [
        { category: 'A', price: 1 },
        { category: 'B', price: 0 },
      ],
    });
    expect(created.map((p) => p.category)).toEqual(['A', 'B']);
    const error = await trpcError(
      admin.prices.createMany({
        prices: [
          { category: 'C', price: 1 },
          { category: 'D', price: -5 },
        ],
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorMessage(error)).toMatch(/Цена: не может быть меньше 0/);
    expect(await callerAs(deps).prices.list()).toEqual([...before, ...created]);
    expect(errorMessage(await trpcError(admin.prices.createMany({ prices: [] })))).toMatch(/prices: нужна хотя бы одна позиция/);
  });

  it('updates a position and clears its duration', async () => {
    const admin = callerAs(deps, token);
    const [first] = await callerAs(deps).prices.list();
    const updated = await admin.prices.update({
      _id: first?._id ?? '',
      category: 'Абонемент 12',
      price: 4000,
      duration: '',
      description: 'Новое',
    });
    expect(updated).toEqual({ _id: first?._id, category: 'Абонемент 12', price: 4000, description: 'Новое' });
    expect((await callerAs(deps).prices.list())[0]).toEqual(updated);
  });

  it('deletes a position', async () => {
    const admin = callerAs(deps, token);
    const [first, ...rest] = await callerAs(deps).prices.list();
    await admin.prices.delete({ id: first?._id ?? '' });
    expect(await callerAs(deps).prices.list()).toEqual(rest);
  });

  it('answers NOT_FOUND for unknown ids', async () => {
    const admin = callerAs(deps, token);
    const update = await trpcError(admin.prices.update({ _id: 'missing', category: 'X', price: 1 }));
    expect(update.code).toBe('NOT_FOUND');
    expect(update.message).toBe('Позиция не найдена');
    expect((await trpcError(admin.prices.delete({ id: 'missing' }))).code).toBe('NOT_FOUND');
  });

  it('rejects bad input with a message naming the field', async () => {
    const admin = callerAs(deps, token);
    const cases: Array<[unknown, RegExp]> = [
      [{ category: '', price: 1 }, /Категория: обязательное поле/],
      [{ category: 'X' }, /Цена: обязательное поле/],
      [{ category: 'X', price: -1 }, /Цена: не может быть меньше 0/],
      [{ category: 'X', price: 'дорого' }, /Цена: обязательное поле/],
      [{ category: 'X', price: 1, description: 'я'.repeat(5001) }, /Описание: не более 5000 символов/],
      [{ category: 'X', price: 1, duration: 5 }, /duration: ожидается текст/],
      [{ category: ['X'], price: 1 }, /Категория: обязательное поле/],
    ];
    for (const [input, message] of cases) {
      const error = await trpcError(admin.prices.create(input as never));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
  });

  it('requires a valid admin token for every write', async () => {
    for (const caller of [callerAs(deps), callerAs(deps, await forgedToken()), callerAs(deps, 'garbage')]) {
      expect((await trpcError(caller.prices.create({ category: 'X', price: 1 }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.prices.createMany({ prices: [{ category: 'X', price: 1 }] }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.prices.update({ _id: 'x', category: 'X', price: 1 }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.prices.delete({ id: 'x' }))).code).toBe('UNAUTHORIZED');
    }
  });
});
