import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc, imageSrcset } from '#shared/rules/media';
import { coaches, media } from '../db/schema';
import type { AppDeps } from '../deps';
import { contentVersion } from '../lib/content-version';
import { mediaDir } from '../lib/media/files';
import { resolveImage, resolveImages } from '../lib/media/resolve';
import { dropUsages, recordUsage } from '../lib/media/usages';
import { errorMessage } from '../rest/http';
import { callerAs, domainError, forgedToken, trpcError } from '../test/content-fixtures';
import { phoneJpeg, textAsJpeg, transparentPng } from '../test/media-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

const admin = () => callerAs(deps, token);

function uploadForm(files: File[], folder?: string): FormData {
  const form = new FormData();
  if (folder !== undefined) form.set('folder', folder);
  for (const file of files) form.append('files', file);
  return form;
}

/** The files in the library's folder, temporary ones included. */
const storedFiles = () => (fs.existsSync(mediaDir(deps)) ? fs.readdirSync(mediaDir(deps)).sort() : []);
const fileOf = (url: string) => path.join(deps.env.uploadsDir, url.replace(/^\/uploads\//, ''));
const urlsOf = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '');

function addCoach(name: string): string {
  const id = `coach-${name}`;
  deps.db.insert(coaches).values({ id, name, photo: '/uploads/none.webp', createdAt: 0, updatedAt: 0 }).run();
  return id;
}

describe('media router', () => {
  it('stores several photos sent together, newest first, with every file on disk', async () => {
    const items = await admin().media.upload(uploadForm([await phoneJpeg('Зал.jpg'), await transparentPng()], 'Зал'));
    expect(items.map((item) => [item.name, item.width, item.height, item.folder, item.alt])).toEqual([
      ['Зал.jpg', 1200, 800, 'Зал', ''],
      ['logo.png', 500, 500, 'Зал', ''],
    ]);
    const [photo] = items;
    expect(imageSrc(photo?.image)).toMatch(/^\/uploads\/media\/\d+-[0-9a-f]{16}-1200\.webp$/);
    expect(imageSrcset(photo?.image, 'avif')).toMatch(/-320\.avif 320w, .*-1200\.avif 1200w$/);
    for (const item of items) {
      for (const url of [...urlsOf(imageSrcset(item.image, 'avif')), ...urlsOf(imageSrcset(item.image, 'webp'))]) {
        expect(fs.existsSync(fileOf(url)), url).toBe(true);
      }
    }
    expect(storedFiles().some((name) => name.startsWith('.'))).toBe(false);
    const listed = await admin().media.list();
    expect(listed.items.map((item) => item.name)).toEqual(['logo.png', 'Зал.jpg']);
    expect(listed.folders).toEqual(['Зал']);
  });

  it('serves the stored files at their addresses, cached for good', async () => {
    const [item] = (await admin().media.list()).items;
    const response = await createTestApp(deps).request(imageSrc(item?.image));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('refuses the whole upload when one file is bad, storing nothing and naming the file', async () => {
    const before = storedFiles();
    const error = await trpcError(admin().media.upload(uploadForm([await phoneJpeg('хорошее.jpg'), textAsJpeg()])));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorMessage(error)).toBe('«photo.jpg»: это не фото или файл повреждён. Подходят JPEG, PNG, WebP, AVIF и HEIC.');
    expect(storedFiles()).toEqual(before);
    expect((await admin().media.list()).items).toHaveLength(2);
    const none = await trpcError(admin().media.upload(uploadForm([])));
    expect(errorMessage(none)).toBe('Выберите хотя бы одно фото');
  });

  it('updates alt text, caption, focal point, folder and tags; searches by name or alt in any case', async () => {
    const [logo, hall] = (await admin().media.list()).items;
    const updated = await admin().media.update({
      id: hall?.id ?? 0,
      alt: '  Ученики отрабатывают бросок в зале  ',
      caption: 'Зал на Лесной',
      focal: { x: 0.2, y: 0.75 },
      folder: 'Зал',
      tags: ['Дети', 'дети', ' турнир ', ''],
    });
    expect(updated).toMatchObject({
      alt: 'Ученики отрабатывают бросок в зале',
      caption: 'Зал на Лесной',
      tags: ['дети', 'турнир'],
    });
    expect(updated.image.focal).toEqual({ x: 0.2, y: 0.75 });
    expect(updated.image.caption).toBe('Зал на Лесной');
    const search = async (text: string) => (await admin().media.list({ search: text })).items.map((item) => item.id);
    expect(await search('БРОСОК')).toEqual([hall?.id]);
    expect(await search('logo')).toEqual([logo?.id]);
    expect(await search('зал')).toEqual([hall?.id]);
    expect((await admin().media.list({ tag: 'Турнир' })).items.map((item) => item.id)).toEqual([hall?.id]);
    expect((await admin().media.list({ folder: 'Другое' })).items).toEqual([]);
    expect((await admin().media.list()).tags).toEqual(['дети', 'турнир']);
  });

  it('refuses a focal point outside the picture and overlong texts in Russian', async () => {
    const [item] = (await admin().media.list()).items;
    const base = { id: item?.id ?? 0, alt: '', caption: '', focal: { x: 0.5, y: 0.5 }, folder: '', tags: [] };
    const cases: Array<[object, RegExp]> = [
      [{ ...base, focal: { x: 1.5, y: 0.5 } }, /Главная точка: значение от 0 до 1/],
      [{ ...base, alt: 'а'.repeat(301) }, /Описание: не более 300 символов/],
      [{ ...base, tags: Array.from({ length: 11 }, (_, i) => `метка${i}`) }, /Метки: не более 10/],
      [{ ...base, id: -1 }, /Не указан номер файла/],
    ];
    for (const [input, message] of cases) {
      const error = await trpcError(admin().media.update(input as never));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
    expect((await trpcError(admin().media.update({ ...base, id: 999 }))).code).toBe('NOT_FOUND');
  });

  it('refuses a reference to an item without alt text, records one with it, and resolves ids for loaders', async () => {
    const { items } = await admin().media.list();
    const logo = items.find((item) => item.name === 'logo.png');
    const hall = items.find((item) => item.name === 'Зал.jpg');
    const coachId = addCoach('Артём Волков');
    const ref = { ownerKind: 'coach', ownerId: coachId, field: 'photo' } as const;
    const refused = await domainError(Promise.resolve().then(() => recordUsage(deps.db, ref, logo?.id ?? 0)));
    expect(refused.message).toBe(
      'У фото «logo.png» нет описания (alt). Добавьте его в разделе «Медиа», затем выберите фото снова.',
    );
    expect(refused.fieldErrors).toEqual({ photo: [refused.message] });
    expect((await domainError(Promise.resolve().then(() => recordUsage(deps.db, ref, 999)))).message).toBe(
      'Файл не найден в библиотеке',
    );

    recordUsage(deps.db, ref, hall?.id ?? 0);
    expect(await admin().media.usages({ id: hall?.id ?? 0 })).toEqual([
      { ownerKind: 'coach', ownerId: coachId, field: 'photo', place: 'Тренер «Артём Волков»' },
    ]);
    expect((await admin().media.list()).items.find((item) => item.id === hall?.id)?.usageCount).toBe(1);

    const resolved = resolveImages(deps.db, [hall?.id ?? 0, 999]);
    expect([...resolved.keys()]).toEqual([hall?.id]);
    expect(resolveImage(deps.db, hall?.id)).toEqual({
      ...hall?.image,
      alt: 'Ученики отрабатывают бросок в зале',
      caption: 'Зал на Лесной',
      focal: { x: 0.2, y: 0.75 },
    });
    expect(resolveImage(deps.db, null)).toBeNull();
  });

  it('refuses to delete an item in use, naming the places; deletes it with its files once unused', async () => {
    const hall = (await admin().media.list()).items.find((item) => item.name === 'Зал.jpg');
    const id = hall?.id ?? 0;
    const refused = await trpcError(admin().media.delete({ id }));
    expect(refused.code).toBe('CONFLICT');
    expect(errorMessage(refused)).toBe('Фото используется: Тренер «Артём Волков». Сначала уберите его оттуда.');
    expect(deps.db.select().from(media).all()).toHaveLength(2);

    dropUsages(deps.db, 'coach', 'coach-Артём Волков');
    const files = urlsOf(imageSrcset(hall?.image, 'webp')).map(fileOf);
    await admin().media.delete({ id });
    expect(files.every((file) => !fs.existsSync(file))).toBe(true);
    expect((await trpcError(admin().media.delete({ id }))).code).toBe('NOT_FOUND');
  });

  it('replaces a file keeping the id, the texts and every usage; the addresses change and the old files go', async () => {
    const [logo] = (await admin().media.list()).items;
    const id = logo?.id ?? 0;
    await admin().media.update({ id, alt: 'Логотип клуба', caption: '', focal: { x: 0.3, y: 0.3 }, folder: '', tags: [] });
    const coachId = addCoach('Ольга Ким');
    recordUsage(deps.db, { ownerKind: 'coach', ownerId: coachId, field: 'photo' }, id);
    const oldFiles = urlsOf(imageSrcset(logo?.image, 'avif')).map(fileOf);

    const form = new FormData();
    form.set('id', String(id));
    form.set('file', await phoneJpeg('новое.jpg'));
    const before = contentVersion();
    const replaced = await admin().media.replace(form);
    expect(contentVersion()).toBeGreaterThan(before);
    expect(replaced).toMatchObject({ id, name: 'новое.jpg', alt: 'Логотип клуба', width: 1200, height: 800, usageCount: 1 });
    expect(replaced.focal).toEqual({ x: 0.3, y: 0.3 });
    expect(imageSrc(replaced.image)).not.toBe(imageSrc(logo?.image));
    expect(oldFiles.every((file) => !fs.existsSync(file))).toBe(true);
    expect(urlsOf(imageSrcset(replaced.image, 'avif')).every((url) => fs.existsSync(fileOf(url)))).toBe(true);
    expect(imageSrc(resolveImage(deps.db, id))).toBe(imageSrc(replaced.image));

    const bad = new FormData();
    bad.set('id', String(id));
    bad.set('file', textAsJpeg());
    expect((await trpcError(admin().media.replace(bad))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(imageSrc(resolveImage(deps.db, id))).toBe(imageSrc(replaced.image));
  });

  it('requires a valid admin token for every call', async () => {
    const before = storedFiles();
    for (const caller of [callerAs(deps), callerAs(deps, await forgedToken())]) {
      expect((await trpcError(caller.media.list())).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.media.usages({ id: 1 }))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.media.upload(uploadForm([await phoneJpeg()])))).code).toBe('UNAUTHORIZED');
      expect((await trpcError(caller.media.delete({ id: 1 }))).code).toBe('UNAUTHORIZED');
    }
    expect(storedFiles()).toEqual(before);
  });

  it('takes a phone photo over 6 MB on the upload path only, and answers an oversized body in Russian', async () => {
    const app = createTestApp(deps);
    const big = new File([new Uint8Array(7 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    // Past the body limit (it is no photo, so the library refuses it by its content).
    const upload = await app.request('/trpc/media.upload', {
      method: 'POST',
      body: uploadForm([big]),
      headers: { authorization: token },
    });
    expect(upload.status).toBe(415);
    const elsewhere = await app.request('/trpc/coaches.create', {
      method: 'POST',
      body: uploadForm([big]),
      headers: { authorization: token },
    });
    expect(elsewhere.status).toBe(413);
    const huge = new File([new Uint8Array(42 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    const tooBig = await app.request('/trpc/media.upload', {
      method: 'POST',
      body: uploadForm([huge]),
      headers: { authorization: token },
    });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { message: string } }).error.message).toMatch(/^Слишком много за один раз/);
  });
});
