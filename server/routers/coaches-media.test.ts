import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc, imageSrcset } from '#shared/rules/media';
import type { AppDeps } from '../deps';
import { errorMessage } from '../rest/http';
import { callerAs, imageFile, trpcError } from '../test/content-fixtures';
import { phoneJpeg } from '../test/media-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

const admin = () => callerAs(deps, token);

function coachForm(fields: Record<string, string>, photo?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (photo) form.set('photo', photo);
  return form;
}

async function libraryPhoto(alt: string): Promise<number> {
  const form = new FormData();
  form.append('files', await phoneJpeg('portrait.jpg'));
  const [item] = await admin().media.upload(form);
  const id = item?.id ?? 0;
  if (alt) await admin().media.update({ id, alt, caption: '', focal: { x: 0.5, y: 0.5 }, folder: '', tags: [] });
  return id;
}

describe('a coach portrait from the media library', () => {
  it('is refused while the item has no alt text, storing no coach', async () => {
    const mediaId = await libraryPhoto('');
    const error = await trpcError(admin().coaches.create(coachForm({ name: 'Ирина Соколова', mediaId: String(mediaId) })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorMessage(error)).toBe(
      'У фото «portrait.jpg» нет описания (alt). Добавьте его в разделе «Медиа», затем выберите фото снова.',
    );
    expect(await callerAs(deps).coaches.list()).toEqual([]);
  });

  it('is resolved for /about with its focal point, records its usage, and follows a replaced file', async () => {
    const mediaId = await libraryPhoto('Ирина Соколова на татами');
    await admin().media.update({
      id: mediaId,
      alt: 'Ирина Соколова на татами',
      caption: '',
      focal: { x: 0.7, y: 0.2 },
      folder: '',
      tags: [],
    });
    const coach = await admin().coaches.create(coachForm({ name: 'Ирина Соколова', mediaId: String(mediaId) }));
    expect(coach.mediaId).toBe(mediaId);
    expect(coach.image).toMatchObject({ alt: 'Ирина Соколова на татами', focal: { x: 0.7, y: 0.2 }, width: 1200, height: 800 });
    expect(coach.photo).toBe(imageSrc(coach.image));
    expect((await admin().media.usages({ id: mediaId })).map((usage) => usage.place)).toEqual(['Тренер «Ирина Соколова»']);

    // The list /about loads (anonymously) carries the library's files (their stem and widths, the
    // addresses made from them on the client) and the focal point.
    const answer = await (await createTestApp(deps).request('/trpc/coaches.list')).text();
    expect(answer).toContain(`"stem":"${coach.image?.stem}","widths":[320,640,800,960,1200]`);
    expect(imageSrcset(coach.image, 'avif').split(' ')[0]).toMatch(/^\/uploads\/media\/\d+-[0-9a-f]{16}-320\.avif$/);
    expect(answer).toContain('"focal":{"x":0.7,"y":0.2}');

    const replacement = new FormData();
    replacement.set('id', String(mediaId));
    replacement.set('file', await phoneJpeg('portrait-2.jpg', '#2040a0'));
    const replaced = await admin().media.replace(replacement);
    const [listed] = await callerAs(deps).coaches.list();
    expect(imageSrc(listed?.image)).toBe(imageSrc(replaced.image));
    expect(imageSrc(listed?.image)).not.toBe(imageSrc(coach.image));

    const refused = await trpcError(admin().media.delete({ id: mediaId }));
    expect(errorMessage(refused)).toBe('Фото используется: Тренер «Ирина Соколова». Сначала уберите его оттуда.');
  });

  it('moves from a photo sent with the form (itself a library item) to another item and back, keeping the usages right', async () => {
    const uploaded = await admin().coaches.create(coachForm({ name: 'Артём Волков' }, await imageFile('jpeg')));
    const sentWithForm = uploaded.mediaId ?? 0;
    expect((await admin().media.usages({ id: sentWithForm })).map((usage) => usage.place)).toEqual(['Тренер «Артём Волков»']);
    const mediaId = await libraryPhoto('Артём Волков');
    const moved = await admin().coaches.update(coachForm({ id: uploaded._id, name: 'Артём Волков', mediaId: String(mediaId) }));
    expect(moved.mediaId).toBe(mediaId);
    expect(await admin().media.usages({ id: sentWithForm })).toEqual([]);
    // Without a new choice the portrait stays.
    const renamed = await admin().coaches.update(coachForm({ id: uploaded._id, name: 'Артём Волков-старший' }));
    expect(renamed.mediaId).toBe(mediaId);
    expect((await admin().media.usages({ id: mediaId })).map((usage) => usage.place)).toEqual(['Тренер «Артём Волков-старший»']);
    const back = await admin().coaches.update(coachForm({ id: uploaded._id, name: 'Артём Волков' }, await imageFile('png')));
    expect(back.mediaId).not.toBe(mediaId);
    expect(await admin().media.usages({ id: mediaId })).toEqual([]);
  });

  it('frees the item when the coach is deleted', async () => {
    const [coach] = await callerAs(deps).coaches.list();
    const mediaId = coach?.mediaId ?? 0;
    await admin().coaches.delete({ id: coach?._id ?? '' });
    expect(await admin().media.usages({ id: mediaId })).toEqual([]);
    await admin().media.delete({ id: mediaId });
  });

  it('refuses a mediaId that is not a number in Russian', async () => {
    const error = await trpcError(admin().coaches.create(coachForm({ name: 'Иван', mediaId: 'abc' })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorMessage(error)).toMatch(/выберите фото в библиотеке/);
  });
});
