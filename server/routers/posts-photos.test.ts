import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc, imageSrcset } from '#shared/rules/media';
import { mediaUsages, posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { callerAs, trpcError } from '../test/content-fixtures';
import { phoneJpeg } from '../test/media-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;
const NOW = 1_790_000_000;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
});
afterAll(cleanup);

const admin = () => callerAs(deps, token);

/** A library photo as the picker hands it over: uploaded, described (unless `alt` is empty), its focal point set. */
async function libraryPhoto(name: string, alt: string, background = '#b03030'): Promise<number> {
  const form = new FormData();
  form.append('files', await phoneJpeg(name, background));
  const [item] = await admin().media.upload(form);
  const id = item?.id ?? 0;
  await admin().media.update({ id, alt, caption: '', focal: { x: 0.25, y: 0.75 }, folder: '', tags: [] });
  return id;
}

const srcOf = async (id: number) => imageSrc((await admin().media.byId({ id })).image);

async function legacyList(): Promise<Array<Record<string, unknown> & { id: number; photoUrls: string[] }>> {
  const response = await createTestApp(deps).request('/api/posts');
  expect(response.status).toBe(200);
  return (await response.json()) as Array<Record<string, unknown> & { id: number; photoUrls: string[] }>;
}

/** The field errors a refusal carries (the DomainError behind the tRPC error). */
function errorFields(error: { cause?: unknown }): Record<string, string[]> {
  return (error.cause as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
}

describe('a local post takes its photos from the media library', { timeout: 120_000 }, () => {
  let hall: number;
  let podium: number;
  let postId: number;

  it('saves the ids in order with a per-use alt, records a usage per photo and computes photoUrls', async () => {
    hall = await libraryPhoto('hall.jpg', 'Зал клуба');
    podium = await libraryPhoto('podium.jpg', 'Пьедестал', '#30b030');
    const post = await admin().posts.create({
      title: 'Турнир',
      text: 'Итоги турнира #нашипобеды',
      date: NOW,
      photos: [
        { mediaId: podium, alt: 'Ольга Ким на первой ступени' },
        { mediaId: hall, alt: '  ' },
      ],
    });
    postId = post.id;
    expect(post.photos.map(({ mediaId, alt }) => ({ mediaId, alt }))).toEqual([
      { mediaId: podium, alt: 'Ольга Ким на первой ступени' },
      { mediaId: hall, alt: undefined },
    ]);
    // The editor gets the library's own description beside the post's.
    expect(post.photos.map((photo) => photo.image?.alt)).toEqual(['Пьедестал', 'Зал клуба']);
    expect(post.photoUrls).toEqual([await srcOf(podium), await srcOf(hall)]);
    expect(post.photoUrls[0]).toMatch(/^\/uploads\/media\/.+\.webp$/);
    const stored = deps.db.select().from(posts).where(eq(posts.id, post.id)).get();
    expect(stored?.photoMedia).toEqual([{ mediaId: podium, alt: 'Ольга Ким на первой ступени' }, { mediaId: hall }]);
    expect(stored?.photoUrls).toEqual(post.photoUrls);
    expect(stored?.showable).toBe(true);
    const usages = await admin().media.usages({ id: podium });
    expect(usages).toEqual([{ ownerKind: 'post', ownerId: String(post.id), field: 'photos.0', place: 'Новость «Турнир»' }]);
    expect((await admin().media.usages({ id: hall }))[0]?.field).toBe('photos.1');
  });

  it('shows the first photo on the news pages with its srcset, focal point and the post’s description', async () => {
    const page = await callerAs(deps).posts.listPage({ view: 'victories', page: 1 });
    const shown = page.posts.find((post) => post.id === postId);
    expect(imageSrc(shown?.picture)).toBe(await srcOf(podium));
    expect(shown?.picture).toMatchObject({
      alt: 'Ольга Ким на первой ступени',
      focal: { x: 0.25, y: 0.75 },
    });
    expect(imageSrcset(shown?.picture, 'avif')).toMatch(/\.avif 320w/);
    expect(shown?.photo).toMatch(/^\/uploads\/media\/.+-640\.webp$/);
    expect(shown?.photoLarge).toBe(await srcOf(podium));
  });

  it('keeps GET /api/posts in its shape, the library photos as addresses in order', async () => {
    const list = await legacyList();
    const post = list.find((each) => each.id === postId);
    expect(Object.keys(post ?? {}).sort()).toEqual(['attachments', 'date', 'id', 'photoUrls', 'text', 'title']);
    expect(post?.photoUrls).toEqual([await srcOf(podium), await srcOf(hall)]);
    expect(await callerAs(deps).posts.byId({ id: postId })).toMatchObject({ photoUrls: post?.photoUrls });
  });

  it('refuses to delete an item a post uses, naming the post', async () => {
    const error = await trpcError(admin().media.delete({ id: hall }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Фото используется: Новость «Турнир». Сначала уберите его оттуда.');
  });

  it('shows a replaced file in the post at once', async () => {
    const before = await srcOf(hall);
    const form = new FormData();
    form.set('id', String(hall));
    form.set('file', await phoneJpeg('hall-new.jpg', '#3030b0'));
    await admin().media.replace(form);
    const after = await srcOf(hall);
    expect(after).not.toBe(before);
    expect((await legacyList()).find((each) => each.id === postId)?.photoUrls).toEqual([await srcOf(podium), after]);
    const [listed] = (await admin().posts.adminList()).filter((post) => post.id === postId);
    expect(imageSrc(listed?.photos[1]?.image)).toBe(after);
  });

  it('reorders and removes photos; a photo taken out frees its item', async () => {
    const { post } = await admin().posts.update({
      id: postId,
      title: 'Турнир',
      text: 'Итоги турнира #нашипобеды',
      date: NOW,
      photos: [{ mediaId: hall, alt: 'Зал перед финалом' }],
    });
    expect(post.photoUrls).toEqual([await srcOf(hall)]);
    expect(post.photos[0]?.alt).toBe('Зал перед финалом');
    expect(await admin().media.usages({ id: podium })).toEqual([]);
    expect((await admin().media.usages({ id: hall }))[0]?.field).toBe('photos.0');
    expect(await admin().media.delete({ id: podium })).toBeTruthy();
  });

  it('refuses an item without alt text, a missing item and an id of zero, on the photo’s field, storing nothing', async () => {
    const bare = await libraryPhoto('bare.jpg', '');
    const before = deps.db.select().from(posts).all().length;
    const error = await trpcError(
      admin().posts.create({ title: 'Без описания', text: 'Текст', date: NOW, photos: [{ mediaId: hall }, { mediaId: bare }] }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorFields(error)['photos.1']?.[0]).toBe(
      'У фото «bare.jpg» нет описания (alt). Добавьте его в разделе «Медиа», затем выберите фото снова.',
    );
    const missing = await trpcError(
      admin().posts.create({ title: 'Нет фото', text: 'Текст', date: NOW, photos: [{ mediaId: 999_999 }] }),
    );
    expect(missing.code).toBe('BAD_REQUEST');
    expect(deps.db.select().from(posts).all().length).toBe(before);
    // Nothing recorded for the refused saves.
    expect(deps.db.select().from(mediaUsages).where(eq(mediaUsages.mediaId, bare)).all()).toEqual([]);
    const zero = await trpcError(admin().posts.create({ title: 'Ноль', text: 'Текст', date: NOW, photos: [{ mediaId: 0 }] }));
    expect(zero.code).toBe('BAD_REQUEST');
    expect(zero.message).toContain('Фото: выберите снимок из медиатеки');
  });

  it('deleting a post drops its usages and leaves the items in the library', async () => {
    await admin().posts.delete({ id: postId });
    expect(await admin().media.usages({ id: hall })).toEqual([]);
    expect((await admin().media.byId({ id: hall })).id).toBe(hall);
  });
});

describe('VK posts keep the photos the sync stored', () => {
  it('takes no library photos and keeps its addresses as the sync left them', async () => {
    const stored = '/uploads/post/vk-0123456789abcdef01234567-1200.webp';
    const row = deps.db
      .insert(posts)
      .values({ title: 'Со стены', text: 'Со стены', date: NOW, source: 'vk', vkId: 777, photoUrls: [stored] })
      .returning()
      .get();
    const hall = await libraryPhoto('wall.jpg', 'Зал');
    const error = await trpcError(
      admin().posts.update({ id: row.id, title: 'Со стены', text: 'Со стены', date: NOW, photos: [{ mediaId: hall }] }),
    );
    expect([error.code, error.message]).toEqual([
      'BAD_REQUEST',
      'Фото поста из ВКонтакте берутся со стены: их можно переставить или убрать, но не выбрать из медиатеки',
    ]);
    const edit = await admin().posts.update({ id: row.id, title: 'Правка', text: 'Со стены', date: NOW, photoUrls: [stored] });
    expect(edit.post).toMatchObject({ photoUrls: [stored], photos: [] });
    expect((await legacyList()).find((each) => each.id === row.id)?.photoUrls).toEqual([stored]);
    expect(await admin().media.usages({ id: hall })).toEqual([]);
  });

  it('an older local post whose photos are not moved yet cannot mix them with library photos', async () => {
    const old = '/uploads/post/0123456789abcdef0123456789abcdef-1200.webp';
    const row = deps.db
      .insert(posts)
      .values({ title: 'Старый', text: 'Текст', date: NOW, photoUrls: [old] })
      .returning()
      .get();
    const hall = await libraryPhoto('mixed.jpg', 'Зал');
    const error = await trpcError(
      admin().posts.update({
        id: row.id,
        title: 'Старый',
        text: 'Текст',
        date: NOW,
        photoUrls: [old],
        photos: [{ mediaId: hall }],
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorFields(error).photos?.[0]).toMatch(/^Старые фото этой публикации ещё не перенесены в медиатеку/);
    // Keeping the old address alone is a plain edit.
    const kept = await admin().posts.update({ id: row.id, title: 'Старый', text: 'Правка', date: NOW, photoUrls: [old] });
    expect(kept.post.photoUrls).toEqual([old]);
  });
});
