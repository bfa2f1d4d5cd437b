import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc } from '#shared/rules/media';
import type { AppDeps } from '../deps';
import { contentVersion } from '../lib/content-version';
import { errorMessage } from '../rest/http';
import { callerAs, fakePng, forgedToken, imageFile, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

/** The multipart body the coaches editor sends: text fields, the photo under `photo`. */
function coachForm(fields: Record<string, string>, photo?: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (photo) form.set('photo', photo);
  return form;
}

const fileOf = (url: string) => path.join(deps.env.uploadsDir, url.replace(/^\/uploads\//, ''));
const admin = () => callerAs(deps, token);

describe('coaches router', () => {
  it('lists nothing at first', async () => {
    expect(await callerAs(deps).coaches.list()).toEqual([]);
  });

  it('creates a coach with the photo stored in the media library (alt: the name) and ranks one per line', async () => {
    const coach = await admin().coaches.create(
      coachForm({ name: ' Артём Волков ', ranks: 'Чёрный пояс, 2 дан\n\n  Мастер спорта по самбо  \n' }, await imageFile('jpeg')),
    );
    expect(coach).toEqual({
      _id: expect.any(String),
      name: 'Артём Волков',
      photo: expect.stringMatching(/^\/uploads\/media\/\d+-[0-9a-f]+-\d+\.webp$/),
      ranks: ['Чёрный пояс, 2 дан', 'Мастер спорта по самбо'],
      mediaId: expect.any(Number),
      image: expect.objectContaining({ alt: 'Артём Волков' }),
    });
    expect(imageSrc(coach.image)).toBe(coach.photo);
    expect(fs.existsSync(fileOf(coach.photo))).toBe(true);
    expect(await callerAs(deps).coaches.list()).toEqual([coach]);
  });

  it('lists a new coach after the earlier ones, without ranks when none are given', async () => {
    const coach = await admin().coaches.create(coachForm({ name: 'Ольга Ким' }, await imageFile('png')));
    expect(coach.ranks).toEqual([]);
    expect((await callerAs(deps).coaches.list()).map((each) => each.name)).toEqual(['Артём Волков', 'Ольга Ким']);
  });

  it('updates name and ranks and keeps the photo when none is sent', async () => {
    const [first] = await callerAs(deps).coaches.list();
    const id = first?._id ?? '';
    const updated = await admin().coaches.update(coachForm({ id, name: 'Артём Волков', ranks: 'Чёрный пояс, 3 дан' }));
    expect(updated).toEqual({ ...first, ranks: ['Чёрный пояс, 3 дан'] });
  });

  it('replaces the photo; the old item is no longer in use and can go from the library', async () => {
    const [first] = await callerAs(deps).coaches.list();
    const oldPhoto = first?.photo ?? '';
    const updated = await admin().coaches.update(
      coachForm({ id: first?._id ?? '', name: 'Артём Волков' }, await imageFile('png')),
    );
    expect(updated.photo).not.toBe(oldPhoto);
    expect(fs.existsSync(fileOf(updated.photo))).toBe(true);
    expect(await admin().media.usages({ id: first?.mediaId ?? 0 })).toEqual([]);
    await admin().media.delete({ id: first?.mediaId ?? 0 });
    expect(fs.existsSync(fileOf(oldPhoto))).toBe(false);
  });

  it('refuses bad input with a Russian message and a 4xx, storing nothing', async () => {
    const cases: Array<[FormData, RegExp]> = [
      [coachForm({ name: '   ' }, await imageFile('jpeg')), /Имя: обязательное поле/],
      [coachForm({ name: 'Я'.repeat(101) }, await imageFile('jpeg')), /Имя: не более 100 символов/],
      [coachForm({ name: 'Иван', ranks: Array.from({ length: 9 }, (_, i) => `Звание ${i}`).join('\n') }), /не более 8 строк/],
      [coachForm({ name: 'Иван', ranks: 'Д'.repeat(81) }), /не длиннее 80 символов/],
      [coachForm({ name: 'Иван' }), /Выберите фото тренера/],
    ];
    for (const [form, message] of cases) {
      const error = await trpcError(admin().coaches.create(form));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
    const wrongFile = await trpcError(admin().coaches.create(coachForm({ name: 'Иван' }, await imageFile('gif'))));
    expect(wrongFile.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorMessage(wrongFile)).toMatch(/JPEG, PNG/);
    expect((await trpcError(admin().coaches.create(coachForm({ name: 'Иван' }, fakePng())))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await callerAs(deps).coaches.list()).toHaveLength(2);
  });

  it('answers NOT_FOUND in Russian for an unknown id', async () => {
    const update = await trpcError(admin().coaches.update(coachForm({ id: 'нет-такого', name: 'Иван' })));
    expect(update.code).toBe('NOT_FOUND');
    expect(update.message).toBe('Тренер не найден');
    expect((await trpcError(admin().coaches.delete({ id: 'нет-такого' }))).code).toBe('NOT_FOUND');
  });

  it('requires a valid admin token for every write', async () => {
    const before = await callerAs(deps).coaches.list();
    const id = before[0]?._id ?? '';
    for (const caller of [callerAs(deps), callerAs(deps, await forgedToken())]) {
      expect((await trpcError(caller.coaches.create(coachForm({ name: 'X' }, await imageFile('jpeg'))))).code).toBe(
        'UNAUTHORIZED',
      );
      expect((await trpcError(caller.coaches.update(coachForm({ id, name: 'X' })))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.coaches.delete({ id }))).code).toBe('UNAUTHORIZED');
    }
    expect(await callerAs(deps).coaches.list()).toEqual(before);
  });

  it('drops the cached pages (/about shows the coaches) on every save, not on a refused one', async () => {
    const [first] = await callerAs(deps).coaches.list();
    const id = first?._id ?? '';
    let before = contentVersion();
    await admin().coaches.update(coachForm({ id, name: 'Артём Волков-старший' }));
    expect(contentVersion()).toBeGreaterThan(before);
    before = contentVersion();
    await trpcError(callerAs(deps).coaches.update(coachForm({ id, name: 'Без входа' })));
    expect(contentVersion()).toBe(before);
    await admin().coaches.delete({ id });
    expect(contentVersion()).toBeGreaterThan(before);
  });

  it('deletes a coach; the portrait stays in the library, no longer in use', async () => {
    const [coach] = await callerAs(deps).coaches.list();
    await admin().coaches.delete({ id: coach?._id ?? '' });
    expect(await callerAs(deps).coaches.list()).toEqual([]);
    expect(await admin().media.usages({ id: coach?.mediaId ?? 0 })).toEqual([]);
    expect(fs.existsSync(fileOf(coach?.photo ?? ''))).toBe(true);
  });

  it('takes the FormData over HTTP (the admin page calls /trpc with multipart); garbage is a 4xx', async () => {
    const app = createTestApp(deps);
    const body = coachForm({ name: 'Дмитрий Орлов', ranks: 'КМС по боксу' }, await imageFile('png'));
    const response = await app.request('/trpc/coaches.create', { method: 'POST', body, headers: { authorization: token } });
    expect(response.status).toBe(200);
    const garbage = await app.request('/trpc/coaches.create', {
      method: 'POST',
      body: JSON.stringify({ name: 42 }),
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(garbage.status).toBe(400);
    const unauthorized = await app.request('/trpc/coaches.delete', {
      method: 'POST',
      body: JSON.stringify({ id: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unauthorized.status).toBe(401);
  });
});
