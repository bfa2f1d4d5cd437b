import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc } from '#shared/rules/media';
import type { AppDeps } from '../deps';
import { errorMessage } from '../rest/http';
import { callerAs, fakePng, forgedToken, formData, imageFile, oversizedPng, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

/** The library's files: a picture sent with a product is stored there (docs/decisions/media-library.md). */
function storedFiles(): string[] {
  const dir = path.join(deps.env.uploadsDir, 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
const fileOf = (url: string) => path.join(deps.env.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('products router', () => {
  it('lists nothing at first', async () => {
    expect(await callerAs(deps).products.list()).toEqual([]);
  });

  it('creates a product with a JPEG image stored in the media library, named after the product', async () => {
    const product = await callerAs(deps, token).products.create(
      formData({ text: ' Футболка ', price: '1500' }, await imageFile('jpeg')),
    );
    expect(product).toEqual({
      _id: expect.any(String),
      text: 'Футболка',
      price: 1500,
      image: expect.stringMatching(/^\/uploads\/media\/\d+-[0-9a-f]+-16\.webp$/),
      isNew: false,
      discount: 0,
      rating: 5,
      mediaId: expect.any(Number),
      picture: expect.objectContaining({ alt: 'Футболка', focal: { x: 0.5, y: 0.5 } }),
    });
    expect(imageSrc(product.picture)).toBe(product.image);
    const usages = await callerAs(deps, token).media.usages({ id: product.mediaId ?? 0 });
    expect(usages.map((usage) => usage.place)).toEqual(['Товар «Футболка»']);
    expect(fs.existsSync(fileOf(product.image))).toBe(true);
    expect(await callerAs(deps).products.list()).toEqual([product]);
    expect(await callerAs(deps).products.byId({ id: product._id })).toEqual(product);
  });

  it('creates a product with a PNG image and the optional fields, listed after the first', async () => {
    const product = await callerAs(deps, token).products.create(
      formData({ text: 'Перчатки', price: '4990.5', isNew: 'true', discount: '15', rating: '4.5' }, await imageFile('png')),
    );
    expect(product).toMatchObject({
      text: 'Перчатки',
      price: 4990.5,
      isNew: true,
      discount: 15,
      rating: 4.5,
      image: expect.stringMatching(/^\/uploads\/media\/.+\.webp$/),
    });
    expect((await callerAs(deps).products.list()).map((p) => p.text)).toEqual(['Футболка', 'Перчатки']);
  });

  it('needs an image for a new product', async () => {
    const error = await trpcError(callerAs(deps, token).products.create(formData({ text: 'Шорты', price: '900' })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Пожалуйста, заполните все поля и выберите изображение');
  });

  it('refuses GIF, a text file named .png and an image over 5 MB, storing nothing', async () => {
    const before = { files: storedFiles(), list: await callerAs(deps).products.list() };
    const admin = callerAs(deps, token);
    const gif = await trpcError(admin.products.create(formData({ text: 'Шорты', price: '900' }, await imageFile('gif'))));
    expect(gif.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const fake = await trpcError(admin.products.create(formData({ text: 'Шорты', price: '900' }, fakePng())));
    expect(fake.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await trpcError(admin.products.create(formData({ text: 'Шорты', price: '900' }, await oversizedPng())));
    expect(big.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toEqual(before.files);
    expect(await callerAs(deps).products.list()).toEqual(before.list);
  });

  it('rejects bad fields with a Russian message before storing the image', async () => {
    const before = storedFiles();
    const admin = callerAs(deps, token);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ text: '', price: '100' }, /Название: обязательное поле/],
      [{ price: '100' }, /Название: обязательное поле/],
      [{ text: 'Шорты', price: 'сто' }, /Цена: должна быть числом/],
      [{ text: 'Шорты', price: '-5' }, /Цена: не может быть отрицательной/],
      [{ text: 'Шорты' }, /Цена: должна быть числом/],
      [{ text: 'Шорты', price: '100', discount: '150' }, /Скидка: от 0 до 99/],
      [{ text: 'Шорты', price: '100', rating: '6' }, /Рейтинг: от 0 до 5/],
      [{ text: 'Шорты', price: '100', isNew: 'может быть' }, /Некорректное значение флага/],
      [{ text: 'Ш'.repeat(201), price: '100' }, /Название: не более 200 символов/],
    ];
    for (const [fields, message] of cases) {
      const error = await trpcError(admin.products.create(formData(fields, await imageFile('jpeg'))));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
    const notForm = await trpcError(admin.products.create({ text: 'Шорты', price: 100 } as never));
    expect(notForm.code).toBe('BAD_REQUEST');
    expect(errorMessage(notForm)).toMatch(/multipart\/form-data/);
    expect(storedFiles()).toEqual(before);
  });

  it('updates the fields and keeps the image when none is sent', async () => {
    const [product] = await callerAs(deps).products.list();
    const updated = await callerAs(deps, token).products.update(
      formData({ id: product?._id ?? '', text: 'Футболка академии', price: '1700', discount: '10' }),
    );
    expect(updated).toEqual({ ...product, text: 'Футболка академии', price: 1700, discount: 10 });
    expect((await callerAs(deps).products.list())[0]).toEqual(updated);
  });

  it('replaces the image: the product points at the new item, the old one is no longer in use', async () => {
    const [product] = await callerAs(deps).products.list();
    const oldImage = product?.image ?? '';
    const updated = await callerAs(deps, token).products.update(
      formData({ id: product?._id ?? '', text: 'Футболка', price: '1600' }, await imageFile('png')),
    );
    expect(updated.image).not.toBe(oldImage);
    expect(updated.mediaId).not.toBe(product?.mediaId);
    expect(fs.existsSync(fileOf(updated.image))).toBe(true);
    expect(await callerAs(deps, token).media.usages({ id: product?.mediaId ?? 0 })).toEqual([]);
    await callerAs(deps, token).media.delete({ id: product?.mediaId ?? 0 });
    expect(fs.existsSync(fileOf(oldImage))).toBe(false);
  });

  it('takes a picture chosen in the library (its alt text required), keeping the other fields', async () => {
    const form = new FormData();
    form.append('files', await imageFile('jpeg', 'shirt.jpg'));
    const [item] = await callerAs(deps, token).media.upload(form);
    const [product] = await callerAs(deps).products.list();
    const fields = { id: product?._id ?? '', text: 'Футболка', price: '1600', mediaId: String(item?.id) };
    const refused = await trpcError(callerAs(deps, token).products.update(formData(fields)));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(errorMessage(refused)).toContain('нет описания (alt)');
    expect((await callerAs(deps).products.list())[0]).toEqual(product);
    await callerAs(deps, token).media.update({
      id: item?.id ?? 0,
      alt: 'Белая футболка с логотипом',
      caption: '',
      focal: { x: 0.3, y: 0.6 },
      folder: '',
      tags: [],
    });
    const updated = await callerAs(deps, token).products.update(formData(fields));
    expect(updated).toMatchObject({
      mediaId: item?.id,
      picture: { alt: 'Белая футболка с логотипом', focal: { x: 0.3, y: 0.6 } },
    });
    // The item it had before is free again.
    expect(await callerAs(deps, token).media.usages({ id: product?.mediaId ?? 0 })).toEqual([]);
  });

  it('keeps the product untouched when the new image is refused', async () => {
    const [product] = await callerAs(deps).products.list();
    const error = await trpcError(
      callerAs(deps, token).products.update(
        formData({ id: product?._id ?? '', text: 'Другое', price: '1' }, await imageFile('gif')),
      ),
    );
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await callerAs(deps).products.list())[0]).toEqual(product);
    expect(fs.existsSync(fileOf(product?.image ?? ''))).toBe(true);
  });

  it('answers NOT_FOUND for an unknown id, storing nothing', async () => {
    const before = storedFiles();
    const admin = callerAs(deps, token);
    const update = await trpcError(
      admin.products.update(formData({ id: 'missing', text: 'X', price: '1' }, await imageFile('jpeg'))),
    );
    expect(update.code).toBe('NOT_FOUND');
    expect(update.message).toBe('Товар не найден');
    expect((await trpcError(admin.products.delete({ id: 'missing' }))).code).toBe('NOT_FOUND');
    expect((await trpcError(callerAs(deps).products.byId({ id: 'missing' }))).code).toBe('NOT_FOUND');
    expect(storedFiles()).toEqual(before);
  });

  it('deletes a product; its picture stays in the library, no longer in use', async () => {
    const [first, second] = await callerAs(deps).products.list();
    await callerAs(deps, token).products.delete({ id: first?._id ?? '' });
    expect(await callerAs(deps).products.list()).toEqual([second]);
    expect(await callerAs(deps, token).media.usages({ id: first?.mediaId ?? 0 })).toEqual([]);
    expect(fs.existsSync(fileOf(second?.image ?? ''))).toBe(true);
  });

  it('requires a valid admin token for every write, before looking at the upload', async () => {
    const before = { files: storedFiles(), list: await callerAs(deps).products.list() };
    const id = before.list[0]?._id ?? '';
    for (const caller of [callerAs(deps), callerAs(deps, await forgedToken())]) {
      expect((await trpcError(caller.products.create(formData({ text: 'X', price: '1' }, await imageFile('jpeg'))))).code).toBe(
        'UNAUTHORIZED',
      );
      expect(
        (await trpcError(caller.products.update(formData({ id, text: 'X', price: '1' }, await imageFile('jpeg'))))).code,
      ).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.products.delete({ id }))).code).toBe('UNAUTHORIZED');
    }
    expect(storedFiles()).toEqual(before.files);
    expect(await callerAs(deps).products.list()).toEqual(before.list);
  });

  it('takes the FormData over HTTP too (the admin page calls /trpc with multipart)', async () => {
    const app = createTestApp(deps);
    const body = formData({ text: 'Рашгард', price: '2500' }, await imageFile('png'));
    const response = await app.request('/trpc/products.create', { method: 'POST', body, headers: { authorization: token } });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { data: { _id: string; text: string } } };
    expect(result.data.text).toBe('Рашгард');
    expect(await callerAs(deps).products.byId({ id: result.data._id })).toMatchObject({ text: 'Рашгард', price: 2500 });
    const refused = await app.request('/trpc/products.create', {
      method: 'POST',
      body: formData({ text: 'X', price: '1' }, fakePng()),
      headers: { authorization: token },
    });
    expect(refused.status).toBe(415);
  });
});
