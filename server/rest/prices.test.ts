import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceItem } from '#shared/schemas/price';
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

const readPrices = async () => (await (await app.request('/api/prices')).json()) as PriceItem[];

describe('/api/prices', () => {
  it('GET answers the list, empty at first', async () => {
    const response = await app.request('/api/prices');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('POST { prices: [item] } answers 201 with { prices: [created] }', async () => {
    const response = await jsonRequest(
      app,
      'POST',
      '/api/prices',
      { prices: [{ category: 'Абонемент', price: 3500, duration: '1 месяц', description: 'А\nБ' }] },
      token,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { prices: PriceItem[] };
    expect(body).toEqual({
      prices: [{ _id: expect.any(String), category: 'Абонемент', price: 3500, duration: '1 месяц', description: 'А\nБ' }],
    });
    expect(await readPrices()).toEqual(body.prices);
  });

  it('PUT { price } updates a position', async () => {
    const [item] = await readPrices();
    const response = await jsonRequest(app, 'PUT', '/api/prices', { price: { ...item, price: '4000', duration: null } }, token);
    expect(response.status).toBe(200);
    const updated = { _id: item?._id, category: 'Абонемент', price: 4000, description: 'А\nБ' };
    expect(await response.json()).toEqual(updated);
    expect(await readPrices()).toEqual([updated]);
  });

  it('DELETE /api/prices/:id removes it', async () => {
    const created = (await (
      await jsonRequest(app, 'POST', '/api/prices', { prices: [{ category: 'Разовое', price: 500 }] }, token)
    ).json()) as { prices: PriceItem[] };
    const response = await jsonRequest(app, 'DELETE', `/api/prices/${created.prices[0]?._id}`, undefined, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await readPrices()).map((p) => p.category)).toEqual(['Абонемент']);
  });

  it('answers 404 for unknown ids', async () => {
    expect(
      await errorAnswer(
        await jsonRequest(app, 'PUT', '/api/prices', { price: { _id: 'missing', category: 'X', price: 1 } }, token),
        404,
      ),
    ).toBe('Позиция не найдена');
    await errorAnswer(await jsonRequest(app, 'DELETE', '/api/prices/missing', undefined, token), 404);
  });

  it('answers 400 with a Russian message for bad bodies, saving nothing', async () => {
    const before = await readPrices();
    const posts: Array<[unknown, RegExp]> = [
      ['{"prices": [', /ожидается JSON/],
      [[{ category: 'X', price: 1 }], /ожидается JSON-объект/],
      [{}, /prices: ожидается список позиций/],
      [{ prices: { category: 'X', price: 1 } }, /prices: ожидается список позиций/],
      [{ prices: [] }, /prices: нужна хотя бы одна позиция/],
      [{ prices: [{ category: 'X', price: -1 }] }, /Цена: не может быть меньше 0/],
      [{ prices: [{ category: 'X', price: 'бесплатно' }] }, /Цена: обязательное поле/],
      [{ prices: [{ category: 'Y', price: 1 }, { price: 1 }] }, /Категория: обязательное поле/],
      [{ prices: [{ category: 'X'.repeat(1_000_000), price: 1 }] }, /Категория: не более 200 символов/],
    ];
    for (const [body, message] of posts) {
      expect(await errorAnswer(await jsonRequest(app, 'POST', '/api/prices', body, token), 400)).toMatch(message);
    }
    const puts: Array<[unknown, RegExp]> = [
      [{}, /price: ожидается объект/],
      [{ price: [before[0]] }, /price: ожидается объект/],
      [{ price: { category: 'X', price: 1 } }, /Не указан идентификатор/],
      [{ price: { ...before[0], price: -10 } }, /Цена: не может быть меньше 0/],
    ];
    for (const [body, message] of puts) {
      expect(await errorAnswer(await jsonRequest(app, 'PUT', '/api/prices', body, token), 400)).toMatch(message);
    }
    expect(await readPrices()).toEqual(before);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const before = await readPrices();
    for (const auth of [null, await forgedToken()]) {
      await errorAnswer(await jsonRequest(app, 'POST', '/api/prices', { prices: [{ category: 'X', price: 1 }] }, auth), 401);
      await errorAnswer(await jsonRequest(app, 'PUT', '/api/prices', { price: { ...before[0], price: 1 } }, auth), 401);
      await errorAnswer(await jsonRequest(app, 'DELETE', `/api/prices/${before[0]?._id}`, undefined, auth), 401);
    }
    expect(await readPrices()).toEqual(before);
  });
});
