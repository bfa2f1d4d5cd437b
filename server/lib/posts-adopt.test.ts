import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc } from '#shared/rules/media';
import { media, mediaUsages, posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { adoptOldUploads, MOVED_FOLDER } from './media/adopt-uploads';
import { resolveImages } from './media/resolve';
import { savePostImage, vkPhotoImageName } from './post-images';

let deps: AppDeps;

beforeAll(() => {
  deps = createTestDeps();
});
afterAll(cleanup);

const drawing = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

describe('moving old local post photos into the media library at start', { timeout: 120_000 }, () => {
  it('moves a post’s photos in order, records their usages, keeps the old addresses answering, leaves VK posts, and is idempotent', async () => {
    // As the older news editor stored them: three WebP widths under /uploads/post, the 1200 one in photoUrls.
    const first = await savePostImage(deps, await drawing('#c02020'), '0123456789abcdef0123456789abcdef');
    const second = await savePostImage(deps, await drawing('#2020c0'), 'fedcba9876543210fedcba9876543210');
    const wall = await savePostImage(deps, await drawing('#20c020'), vkPhotoImageName('-1_7'));
    const old = deps.db
      .insert(posts)
      .values({ title: 'Сборы', text: 'Сборы перед турниром', date: 1_700_000_000, photoUrls: [second, first] })
      .returning()
      .get();
    const lost = deps.db
      .insert(posts)
      .values({ title: 'Потерян', text: 'Файл потерян', date: 1_700_000_100, photoUrls: ['/uploads/post/gone-1200.webp'] })
      .returning()
      .get();
    const vk = deps.db
      .insert(posts)
      .values({ title: 'Со стены', text: 'Со стены', date: 1_700_000_200, source: 'vk', vkId: 7, photoUrls: [wall] })
      .returning()
      .get();

    const report = await adoptOldUploads(deps);
    expect(report.moved).toBe(2);
    expect(report.left).toEqual([{ address: '/uploads/post/gone-1200.webp', reason: 'файла нет' }]);

    const moved = deps.db.select().from(posts).where(eq(posts.id, old.id)).get();
    const ids = moved?.photoMedia.map((photo) => photo.mediaId) ?? [];
    expect(ids).toHaveLength(2);
    const items = ids.map((id) => deps.db.select().from(media).where(eq(media.id, id)).get());
    expect(items.map((item) => [item?.folder, item?.alt, item?.name])).toEqual([
      [MOVED_FOLDER, 'Сборы', 'fedcba9876543210fedcba9876543210-1200.webp'],
      [MOVED_FOLDER, 'Сборы', '0123456789abcdef0123456789abcdef-1200.webp'],
    ]);
    const resolved = resolveImages(deps.db, ids);
    expect(moved?.photoUrls).toEqual(ids.map((id) => imageSrc(resolved.get(id))));
    expect(moved?.photoLarge).toBe(moved?.photoUrls[0]);
    const usages = deps.db
      .select()
      .from(mediaUsages)
      .where(eq(mediaUsages.ownerId, String(old.id)))
      .all();
    expect(usages.map((usage) => [usage.ownerKind, usage.field, usage.mediaId])).toEqual([
      ['post', 'photos.0', ids[0]],
      ['post', 'photos.1', ids[1]],
    ]);

    // Untouched: the post with a lost file (tried again next start) and the VK post (the sync's).
    expect(deps.db.select().from(posts).where(eq(posts.id, lost.id)).get()?.photoMedia).toEqual([]);
    expect(deps.db.select().from(posts).where(eq(posts.id, vk.id)).get()).toMatchObject({ photoUrls: [wall], photoMedia: [] });

    const app = createTestApp(deps);
    // The old addresses still answer (a cached page, a shared link), and the legacy list shows the library ones.
    for (const address of [first, second]) expect((await app.request(address)).status).toBe(200);
    const listed = ((await (await app.request('/api/posts')).json()) as Array<{ id: number; photoUrls: string[] }>).find(
      (post) => post.id === old.id,
    );
    expect(listed?.photoUrls).toEqual(moved?.photoUrls);

    const again = await adoptOldUploads(deps);
    expect(again.moved).toBe(0);
    expect(deps.db.select().from(media).all()).toHaveLength(2);
  });

  it('leaves a post the admin changed while its photos were being encoded', async () => {
    const photo = await savePostImage(deps, await drawing('#808080'), 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    const row = deps.db
      .insert(posts)
      .values({ title: 'Правка', text: 'Текст', date: 1_700_000_300, photoUrls: [photo] })
      .returning()
      .get();
    const stop = new AbortController();
    const running = adoptOldUploads(deps, stop.signal);
    // The admin's save lands first (the step reads the rows, then encodes for a while).
    deps.db.update(posts).set({ photoUrls: [] }).where(eq(posts.id, row.id)).run();
    const report = await running;
    expect(report.moved).toBe(0);
    expect(deps.db.select().from(posts).where(eq(posts.id, row.id)).get()).toMatchObject({ photoUrls: [], photoMedia: [] });
    expect(deps.db.select().from(media).all()).toHaveLength(2);
  });
});
