import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/product';
import type { AppDeps } from '../deps';
import {
  callerAs,
  errorAnswer,
  fakePng,
  forgedToken,
  formData,
  imageFile,
  jsonRequest,
  oversizedPng,
} from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
  app = createTestApp(deps);
});
afterAll(cleanup);

function send(method: string, url: string, body: FormData, auth: string | null = token): Promise<Response> {
  return Promise.resolve(app.request(url, { method, body, headers: auth ? { authorization: auth } : {} }));
}
const readProducts = async () => (await (await app.request('/api/products')).json()) as Product[];
/** The library's files: a picture sent with a product is stored there (docs/decisions/media-library.md). */
function storedFiles(): string[] {
  const dir = path.join(deps.env.uploadsDir, 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The ids (as text) of the library items nothing uses. */
async function unusedItems(): Promise<string[]> {
  const { items } = await callerAs(deps, token).media.list({});
  return items.filter((item) => item.usageCount === 0).map((item) => String(item.id));
}

describe('/api/products', () => {
  it('GET answers the list, empty at first', async () => {
    const response = await app.request('/api/products');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('POST multipart (text, price, image) answers 201 with the product, whose image is served', async () => {
    const response = await send('POST', '/api/products', formData({ text: 'Футболка', price: '1500' }, await imageFile('jpeg')));
    expect(response.status).toBe(201);
    const product = (await response.json()) as Product;
    expect(product).toEqual({
      _id: expect.any(String),
      text: 'Футболка',
      price: 1500,
      image: expect.stringMatching(/^\/uploads\/media\/.+\.webp$/),
      isNew: false,
      discount: 0,
      rating: 5,
    });
    expect(await readProducts()).toEqual([product]);
    const image = await app.request(product.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('POST accepts PNG and the token with a Bearer prefix', async () => {
    const response = await send(
      'POST',
      '/api/products',
      formData({ text: 'Перчатки', price: '4990' }, await imageFile('png')),
      `Bearer ${token}`,
    );
    expect(response.status).toBe(201);
    expect((await readProducts()).map((p) => p.text)).toEqual(['Футболка', 'Перчатки']);
  });

  it('POST refuses a missing image (400), GIF and fake PNG (415) and a picture over 5 MB (413), storing nothing', async () => {
    const before = { files: storedFiles(), list: await readProducts() };
    const fields = { text: 'Шорты', price: '900' };
    expect(await errorAnswer(await send('POST', '/api/products', formData(fields)), 400)).toBe(
      'Пожалуйста, заполните все поля и выберите изображение',
    );
    expect(await errorAnswer(await send('POST', '/api/products', formData(fields, await imageFile('gif'))), 415)).toMatch(
      /JPEG, PNG/,
    );
    await errorAnswer(await send('POST', '/api/products', formData(fields, fakePng())), 415);
    expect(await errorAnswer(await send('POST', '/api/products', formData(fields, await oversizedPng())), 413)).toMatch(/5 МБ/);
    expect(storedFiles()).toEqual(before.files);
    expect(await readProducts()).toEqual(before.list);
  });

  it('POST answers 400 for bad fields and for a body that is not multipart', async () => {
    const before = storedFiles();
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ text: '', price: '100' }, /Название: обязательное поле/],
      [{ text: 'Шорты', price: 'abc' }, /Цена: должна быть числом/],
      [{ text: 'Шорты', price: '-1' }, /Цена: не может быть отрицательной/],
      [{ text: 'Шорты', price: '1e400' }, /Цена: должна быть числом/],
      [{ text: 'Ш'.repeat(300_000), price: '1' }, /Название: не более 200 символов/],
    ];
    for (const [fields, message] of cases) {
      expect(await errorAnswer(await send('POST', '/api/products', formData(fields, await imageFile('jpeg'))), 400)).toMatch(
        message,
      );
    }
    expect(await errorAnswer(await jsonRequest(app, 'POST', '/api/products', { text: 'Шорты', price: 1 }, token), 400)).toMatch(
      /multipart\/form-data/,
    );
    expect(storedFiles()).toEqual(before);
  });

  it('PUT /api/products/:id updates text and price, keeping the image', async () => {
    const [product] = await readProducts();
    const response = await send('PUT', `/api/products/${product?._id}`, formData({ text: 'Футболка академии', price: '1700' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...product, text: 'Футболка академии', price: 1700 });
    expect((await readProducts())[0]).toEqual({ ...product, text: 'Футболка академии', price: 1700 });
  });

  it('PUT with an image replaces it (the old one no longer in use); the id in the path wins over one in the form', async () => {
    const [product, other] = await readProducts();
    const oldName = path.basename(product?.image ?? '');
    const response = await send(
      'PUT',
      `/api/products/${product?._id}`,
      formData({ id: other?._id ?? '', text: 'Футболка', price: '1600' }, await imageFile('png')),
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated._id).toBe(product?._id);
    expect(updated.image).toMatch(/^\/uploads\/media\/.+\.webp$/);
    expect(updated.image).not.toContain(oldName);
    expect(await unusedItems()).toContain(oldName.split('-')[0]);
    expect(storedFiles()).toContain(path.basename(updated.image));
    expect((await readProducts())[1]).toEqual(other);
  });

  it('PUT refuses a GIF (415) and bad fields (400), changing nothing', async () => {
    const before = await readProducts();
    const id = before[0]?._id;
    await errorAnswer(await send('PUT', `/api/products/${id}`, formData({ text: 'X', price: '1' }, await imageFile('gif'))), 415);
    expect(await errorAnswer(await send('PUT', `/api/products/${id}`, formData({ text: 'X', price: 'дёшево' })), 400)).toMatch(
      /Цена: должна быть числом/,
    );
    expect(await readProducts()).toEqual(before);
  });

  it('answers 404 for unknown ids', async () => {
    expect(await errorAnswer(await send('PUT', '/api/products/missing', formData({ text: 'X', price: '1' })), 404)).toBe(
      'Товар не найден',
    );
    await errorAnswer(await jsonRequest(app, 'DELETE', '/api/products/missing', undefined, token), 404);
  });

  it('DELETE /api/products/:id removes the product; its picture stays in the library, no longer in use', async () => {
    const [product, other] = await readProducts();
    const response = await jsonRequest(app, 'DELETE', `/api/products/${product?._id}`, undefined, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await readProducts()).toEqual([other]);
    expect(await unusedItems()).toContain(path.basename(product?.image ?? '').split('-')[0]);
  });

  it('answers 401 without a token or with a forged one, storing nothing', async () => {
    const before = { files: storedFiles(), list: await readProducts() };
    const id = before.list[0]?._id;
    for (const auth of [null, await forgedToken()]) {
      expect(
        await errorAnswer(
          await send('POST', '/api/products', formData({ text: 'X', price: '1' }, await imageFile('jpeg')), auth),
          401,
        ),
      ).toBe('Требуется авторизация');
      await errorAnswer(
        await send('PUT', `/api/products/${id}`, formData({ text: 'X', price: '1' }, await imageFile('jpeg')), auth),
        401,
      );
      await errorAnswer(await jsonRequest(app, 'DELETE', `/api/products/${id}`, undefined, auth), 401);
    }
    expect(storedFiles()).toEqual(before.files);
    expect(await readProducts()).toEqual(before.list);
  });
});
