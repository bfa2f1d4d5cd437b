import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, vkPostTombstones } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { callerAs } from '#server/test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '#server/test/test-app';
import { makeJpeg, startVkStandIn, VK_TEST_TOKEN, type VkStandIn, vkPhoto, vkPost, vkVideo } from '#server/test/vk-stand-in';
import { postImageUrl } from '#shared/rules/images';
import { configureVkSync, type VkSyncService } from './service';

interface Logged {
  level: 'info' | 'warn' | 'error';
  text: string;
}

function collectingLog(lines: Logged[]) {
  const push =
    (level: Logged['level']) =>
    (...args: unknown[]) =>
      lines.push({ level, text: args.map(String).join(' ') });
  return { info: push('info'), warn: push('warn'), error: push('error') };
}

interface World {
  vk: VkStandIn;
  deps: AppDeps;
  sync: VkSyncService;
  logs: Logged[];
  clock: { now: number };
}

async function world(options: { requestTimeoutMs?: number } = {}): Promise<World> {
  const vk = await startVkStandIn();
  const clock = { now: Math.floor(Date.now() / 1000) };
  const deps = createTestDeps({
    now: () => clock.now,
    env: { VK_ACCESS_TOKEN: VK_TEST_TOKEN, VK_GROUP_ID: String(vk.groupId), VK_API_URL: vk.apiUrl },
  });
  const logs: Logged[] = [];
  const sync = configureVkSync(deps, {
    pageDelayMs: 0,
    requestTimeoutMs: options.requestTimeoutMs ?? 3000,
    log: collectingLog(logs),
  });
  return { vk, deps, sync, logs, clock };
}

async function serveJpeg(vk: VkStandIn, name: string, width = 1600, height = 1000): Promise<void> {
  vk.images.set(`/img/${name}.jpg`, { status: 200, contentType: 'image/jpeg', body: await makeJpeg(width, height) });
}

function rows(deps: AppDeps) {
  return deps.db.select().from(posts).orderBy(asc(posts.id)).all();
}

function rowByVkId(deps: AppDeps, vkId: number) {
  return deps.db.select().from(posts).where(eq(posts.vkId, vkId)).get();
}

function fileOf(deps: AppDeps, url: string): string {
  return path.join(deps.env.uploadsDir, url.slice('/uploads/'.length));
}

async function widthOf(deps: AppDeps, url: string): Promise<number | undefined> {
  return (await sharp(fs.readFileSync(fileOf(deps, url))).metadata()).width;
}

const LOCAL_PHOTO_RE = /^\/uploads\/post\/vk-[0-9a-f]{24}-1200\.webp$/;

afterAll(cleanup);

describe('VK sync: import, edits and removals', () => {
  let w: World;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    w = await world();
    closers.push(w.vk.close);
    const { vk } = w;
    const gid = vk.groupId;
    for (let id = 1; id <= 230; id += 1) vk.wall.push(vkPost(gid, id, `Новость номер ${id}. Подробности внутри.`));
    const at = (id: number) => vk.wall.find((item) => item.id === id) as (typeof vk.wall)[number];
    Object.assign(at(3), { is_pinned: 1, text: 'Закреплено: расписание на сезон' });
    at(5).attachments = [vkPhoto(vk.url, gid, 905, 'p905')];
    at(227).attachments = [vkVideo(gid, 44)];
    at(228).attachments = [vkPhoto(vk.url, gid, 928, 'p928')];
    at(229).attachments = [vkPhoto(vk.url, gid, 929, 'p929'), vkPhoto(vk.url, gid, 930, 'p930', 900, 1200)];
    Object.assign(at(226), { text: '', copy_history: [vkPost(1, 55, 'Итоги первенства области. Наши взяли золото')] });
    for (const name of ['p905', 'p928', 'p929']) await serveJpeg(vk, name);
    await serveJpeg(vk, 'p930', 900, 1200);
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('imports the whole wall on the first run, page by page, oldest first', async () => {
    const status = await w.sync.runNow();
    expect(status.lastError).toBeNull();
    expect(w.vk.wallCalls.map((call) => call.params.offset)).toEqual(['0', '100', '200']);
    for (const call of w.vk.wallCalls) {
      expect(call.params).toMatchObject({ v: '5.199', count: '100', filter: 'owner', owner_id: `-${w.vk.groupId}` });
      expect(call.params.access_token).toBe(VK_TEST_TOKEN);
      expect(call.query).toBe(''); // the token never travels in the URL
    }
    const stored = rows(w.deps);
    expect(stored).toHaveLength(230);
    // Ids follow the wall: sorting by id descending is newest first.
    expect(stored.map((row) => row.vkId)).toEqual(Array.from({ length: 230 }, (_, index) => index + 1));
    expect(stored.every((row) => row.source === 'vk' && !row.detached)).toBe(true);
    expect(status).toMatchObject({
      configured: true,
      running: false,
      lastSyncAt: w.clock.now,
      lastSuccessAt: w.clock.now,
      lastFullSyncAt: w.clock.now,
      lastRun: { kind: 'full', imported: 230, updated: 0, removed: 0, photosStored: 4, photosFailed: 0 },
      totalVkPosts: 230,
      photosPending: 0,
      consecutiveFailures: 0,
    });
  });

  it('maps titles, texts, dates, photos, videos and reposts', async () => {
    const first = rowByVkId(w.deps, 1);
    expect(first).toMatchObject({
      title: 'Новость номер 1',
      text: 'Новость номер 1. Подробности внутри.',
      date: w.vk.wall[0]?.date,
    });
    expect(rowByVkId(w.deps, 227)?.attachments).toEqual([{ type: 'video' }]);
    expect(rowByVkId(w.deps, 226)).toMatchObject({
      title: 'Итоги первенства области',
      text: 'Итоги первенства области. Наши взяли золото',
    });
    const photoPost = rowByVkId(w.deps, 229);
    expect(photoPost?.attachments).toEqual([{ type: 'photo' }, { type: 'photo' }]);
    expect(photoPost?.photoUrls).toHaveLength(2);
    for (const url of photoPost?.photoUrls ?? []) expect(url).toMatch(LOCAL_PHOTO_RE);
    const [landscape, portrait] = photoPost?.photoUrls ?? [];
    expect(await widthOf(w.deps, landscape as string)).toBe(1200);
    expect(await widthOf(w.deps, postImageUrl(landscape as string, 'small'))).toBe(600);
    // Never enlarged: the 900 px portrait stays 900 wide.
    expect(await widthOf(w.deps, portrait as string)).toBe(900);
    expect(await widthOf(w.deps, postImageUrl(portrait as string, 'small'))).toBe(600);
    // Only the largest size was fetched, once.
    expect(w.vk.imageHits.get('/img/p929.jpg')).toBe(1);
    expect([...w.vk.imageHits.keys()].some((key) => key.includes('-z.jpg'))).toBe(false);
  });

  it('serves the photos from /uploads and keeps GET /api/posts in the spec shape', async () => {
    const app = createTestApp(w.deps);
    const photo = rowByVkId(w.deps, 228)?.photoUrls[0] as string;
    const image = await app.request(postImageUrl(photo, 'small'));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const list = (await (await app.request('/api/posts')).json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(230);
    expect(list.map((post) => post.id)).toEqual([...list.map((post) => post.id as number)].sort((a, b) => b - a));
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['attachments', 'date', 'id', 'photoUrls', 'text', 'title']);
  });

  it('imports only what is new on the next runs, newest getting the highest ids', async () => {
    const gid = w.vk.groupId;
    const calls = w.vk.wallCalls.length;
    const maxId = Math.max(...rows(w.deps).map((row) => row.id));
    w.vk.wall.push(vkPost(gid, 231, 'Новый пост 231'), vkPost(gid, 232, 'Новый пост 232'), vkPost(gid, 233, 'Новый пост 233'));
    w.clock.now += 900;
    const status = await w.sync.runNow();
    expect(w.vk.wallCalls.length - calls).toBe(1);
    expect(status.lastRun).toMatchObject({ kind: 'incremental', imported: 3, updated: 0, removed: 0 });
    expect([231, 232, 233].map((vkId) => rowByVkId(w.deps, vkId)?.id)).toEqual([maxId + 1, maxId + 2, maxId + 3]);
    expect(status.lastFullSyncAt).toBe(w.clock.now - 900);

    // More new posts than a page: it reads on until it meets a known, unchanged post.
    for (let id = 234; id <= 353; id += 1) w.vk.wall.push(vkPost(gid, id, `Пост ${id}`));
    const before = w.vk.wallCalls.length;
    const second = await w.sync.runNow();
    expect(w.vk.wallCalls.slice(before).map((call) => call.params.offset)).toEqual(['0', '100']);
    expect(second.lastRun).toMatchObject({ kind: 'incremental', imported: 120 });
    expect(second.totalVkPosts).toBe(353);
  });

  it('updates a post edited on the wall and keeps its id', async () => {
    const item = w.vk.wall.find((candidate) => candidate.id === 350);
    Object.assign(item ?? {}, { text: 'Исправлено: сбор в 10:00. Не опаздывайте', edited: w.clock.now });
    const id = rowByVkId(w.deps, 350)?.id;
    const status = await w.sync.runNow();
    expect(status.lastRun).toMatchObject({ kind: 'incremental', imported: 0, updated: 1 });
    expect(rowByVkId(w.deps, 350)).toMatchObject({
      id,
      title: 'Исправлено: сбор в 10:00',
      text: 'Исправлено: сбор в 10:00. Не опаздывайте',
    });
  });

  it('catches an edit deep in the wall at the next full pass and swaps its photos', async () => {
    const deep = w.vk.wall.find((candidate) => candidate.id === 5);
    const oldPhoto = rowByVkId(w.deps, 5)?.photoUrls[0] as string;
    Object.assign(deep ?? {}, {
      text: 'Новость номер 5, дополнена',
      attachments: [vkPhoto(w.vk.url, w.vk.groupId, 1905, 'p1905')],
    });
    await serveJpeg(w.vk, 'p1905');
    expect((await w.sync.runNow()).lastRun).toMatchObject({ kind: 'incremental', updated: 0 });
    expect(rowByVkId(w.deps, 5)?.text).toBe('Новость номер 5. Подробности внутри.');

    w.clock.now += 6 * 3600;
    const status = await w.sync.runNow();
    expect(status.lastRun).toMatchObject({ kind: 'full', updated: 1, removed: 0, photosStored: 1 });
    const row = rowByVkId(w.deps, 5);
    expect(row?.text).toBe('Новость номер 5, дополнена');
    expect(row?.photoUrls[0]).toMatch(LOCAL_PHOTO_RE);
    expect(row?.photoUrls[0]).not.toBe(oldPhoto);
    expect(fs.existsSync(fileOf(w.deps, oldPhoto))).toBe(false);
    expect(fs.existsSync(fileOf(w.deps, postImageUrl(oldPhoto, 'small')))).toBe(false);
  });

  it('removes posts deleted from the wall (with their photos) on a full pass', async () => {
    const photos = rowByVkId(w.deps, 229)?.photoUrls ?? [];
    w.vk.wall = w.vk.wall.filter((item) => item.id !== 229 && item.id !== 3);
    const incremental = await w.sync.runNow();
    expect(incremental.lastRun?.removed).toBe(0);
    expect(rowByVkId(w.deps, 229)).toBeDefined();

    const status = await w.sync.runNow({ full: true });
    expect(status.lastRun).toMatchObject({ kind: 'full', removed: 2, imported: 0 });
    expect(rowByVkId(w.deps, 229)).toBeUndefined();
    expect(rowByVkId(w.deps, 3)).toBeUndefined();
    for (const url of photos) expect(fs.existsSync(fileOf(w.deps, url))).toBe(false);
    expect(status.totalVkPosts).toBe(351);
  });

  it('does not bring back a post the admin deleted here', async () => {
    const admin = callerAs(w.deps, await adminToken(w.deps));
    const row = rowByVkId(w.deps, 228);
    await admin.posts.delete({ id: row?.id as number });
    const status = await admin.posts.syncNow();
    expect(status.lastRun).toMatchObject({ kind: 'full', imported: 0, removed: 0 });
    expect(rowByVkId(w.deps, 228)).toBeUndefined();
    expect(
      w.deps.db
        .select()
        .from(vkPostTombstones)
        .all()
        .map((tomb) => tomb.vkId),
    ).toEqual([228]);

    // Once the wall drops it too, the tombstone is no longer needed.
    w.vk.wall = w.vk.wall.filter((item) => item.id !== 228);
    await admin.posts.syncNow();
    expect(w.deps.db.select().from(vkPostTombstones).all()).toEqual([]);
  });

  it('leaves a detached post alone and restores a post edited without detaching', async () => {
    const admin = callerAs(w.deps, await adminToken(w.deps));
    const detachedRow = rowByVkId(w.deps, 353);
    const attachedRow = rowByVkId(w.deps, 352);
    const detachedEdit = await admin.posts.update({
      id: detachedRow?.id as number,
      title: 'Своя версия',
      text: 'Текст от администратора #афиша',
      date: detachedRow?.date as number,
      photoUrls: [],
      detached: true,
    });
    expect(detachedEdit.warning).toBeNull();
    expect(detachedEdit.post).toMatchObject({ source: 'vk', vkId: 353, detached: true });
    const attachedEdit = await admin.posts.update({
      id: attachedRow?.id as number,
      title: '',
      text: 'Правка без отвязки',
      date: attachedRow?.date as number,
      photoUrls: [],
    });
    expect(attachedEdit.warning).toMatch(/ВКонтакте/);
    expect(attachedEdit.post).toMatchObject({ title: 'Правка без отвязки', detached: false });

    const wall353 = w.vk.wall.find((item) => item.id === 353);
    Object.assign(wall353 ?? {}, { text: 'Стена изменила 353', edited: w.clock.now });
    // An incremental run becomes a full pass while a post waits for the wall's text.
    const status = await w.sync.runNow();
    expect(status.lastRun).toMatchObject({ kind: 'full', updated: 1 });
    expect(rowByVkId(w.deps, 352)?.text).toBe('Пост 352');
    expect(rowByVkId(w.deps, 353)).toMatchObject({ text: 'Текст от администратора #афиша', detached: true });

    // Deleted on the wall: a detached post is the admin's and stays.
    w.vk.wall = w.vk.wall.filter((item) => item.id !== 353);
    expect((await w.sync.runNow({ full: true })).lastRun?.removed).toBe(0);
    expect(rowByVkId(w.deps, 353)?.detached).toBe(true);
  });

  it('hands a detached post back to the wall', async () => {
    w.vk.wall.push(vkPost(w.vk.groupId, 353, 'Стена снова с 353'));
    const admin = callerAs(w.deps, await adminToken(w.deps));
    const row = rowByVkId(w.deps, 353);
    const result = await admin.posts.update({
      id: row?.id as number,
      title: row?.title as string,
      text: row?.text as string,
      date: row?.date as number,
      photoUrls: [],
      detached: false,
    });
    expect(result.warning).not.toBeNull();
    await w.sync.runNow();
    expect(rowByVkId(w.deps, 353)).toMatchObject({ id: row?.id, text: 'Стена снова с 353', detached: false });
  });
});

describe('VK sync: failures never touch the stored posts', () => {
  let w: World;
  let snapshot: string;

  beforeAll(async () => {
    // Short enough that the stalled answer below is given up on quickly, long enough that a busy CI
    // machine answers the 150-post import and the error pages within it.
    w = await world({ requestTimeoutMs: 2000 });
    for (let id = 1; id <= 150; id += 1) w.vk.wall.push(vkPost(w.vk.groupId, id, `Пост ${id}`));
    expect((await w.sync.runNow()).lastRun?.imported).toBe(150);
    w.deps.db.insert(posts).values({ title: 'Своя новость', text: 'Локальная', date: w.clock.now }).run();
    snapshot = JSON.stringify(rows(w.deps));
    // The scheduler's first run is due at once; this run takes its place (one run at a time).
    w.sync.start();
    await w.sync.runNow();
  });
  afterAll(async () => {
    await w.sync.stop();
    await w.vk.close();
  });

  const cases = [
    {
      code: 5,
      kind: 'config',
      message: 'ВКонтакте отклонил ключ доступа: он истёк или недействителен. Получите новый VK_ACCESS_TOKEN.',
    },
    { code: 6, kind: 'transient', message: 'ВКонтакте: слишком много запросов в секунду. Повторим позже.' },
    {
      code: 15,
      kind: 'config',
      message: 'ВКонтакте: нет доступа к стене сообщества. Проверьте VK_GROUP_ID и права ключа доступа.',
    },
    { code: 29, kind: 'rateLimit', message: 'ВКонтакте: исчерпан суточный лимит запросов к стене. Повторим позже.' },
    { code: 30, kind: 'config', message: 'ВКонтакте: стена сообщества закрыта, ключ доступа не даёт её читать.' },
    {
      code: 100,
      kind: 'config',
      message:
        'ВКонтакте: неверные параметры запроса, проверьте VK_GROUP_ID (One of the parameters specified was missing or invalid: owner_id not integer)',
    },
  ] as const;
  const expectedDelays = {
    transient: [60, 120, 240],
    rateLimit: [3600, 7200, 14400],
    config: [900, 1800, 3600],
  } as const;

  it.each(cases)(
    'VK error $code: recorded in Russian, retried with a growing delay, posts untouched',
    async ({ code, kind, message }) => {
      // The second page fails: what the first page said is not stored either.
      w.vk.failWallGet({ kind: 'vk-error', code }, { afterCalls: 1 });
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const status = await w.sync.runNow({ full: true });
        expect(status.lastError).toBe(message);
        expect(status.lastErrorAt).toBe(w.clock.now);
        expect(status.consecutiveFailures).toBe(attempt);
        expect(status.nextRunAt).not.toBeNull();
        delays.push((status.nextRunAt as number) - w.clock.now);
        w.vk.failWallGet({ kind: 'vk-error', code });
      }
      expect(delays).toEqual(expectedDelays[kind]);
      expect(JSON.stringify(rows(w.deps))).toBe(snapshot);
      expect(w.logs.some((line) => line.level === 'warn' && line.text.includes(message))).toBe(true);

      w.vk.failWallGet(null);
      const recovered = await w.sync.runNow();
      expect(recovered).toMatchObject({
        lastError: null,
        consecutiveFailures: 0,
        lastSuccessAt: w.clock.now,
        nextRunAt: w.clock.now + 900,
      });
      expect(JSON.stringify(rows(w.deps))).toBe(snapshot);
    },
  );

  it('records an HTTP error page and a stalled answer', async () => {
    w.vk.failWallGet({ kind: 'http', status: 502 });
    expect((await w.sync.runNow()).lastError).toBe('ВКонтакте ответил кодом HTTP 502');
    w.vk.failWallGet({ kind: 'hang' });
    const started = Date.now();
    expect((await w.sync.runNow()).lastError).toBe('ВКонтакте не ответил за 2 с');
    // Given up after the configured 2 s, not VK_REQUEST_TIMEOUT_MS's 15 s.
    expect(Date.now() - started).toBeLessThan(8000);
    w.vk.failWallGet({ kind: 'http', status: 200, body: '<html>captcha</html>' });
    expect((await w.sync.runNow()).lastError).toBe('ВКонтакте прислал ответ неожиданного вида');
    expect(JSON.stringify(rows(w.deps))).toBe(snapshot);
    w.vk.failWallGet(null);
    expect((await w.sync.runNow()).lastError).toBeNull();
  });

  it('records an unreachable VK', async () => {
    const closed = await startVkStandIn();
    await closed.close();
    const deps = createTestDeps({
      env: { VK_ACCESS_TOKEN: VK_TEST_TOKEN, VK_GROUP_ID: '1', VK_API_URL: closed.apiUrl },
    });
    deps.db.insert(posts).values({ title: 'Пост', text: 'С ВК', date: 1, source: 'vk', vkId: 1, vkHash: 'x' }).run();
    const before = JSON.stringify(rows(deps));
    const logs: Logged[] = [];
    const status = await configureVkSync(deps, { pageDelayMs: 0, log: collectingLog(logs) }).runNow({ full: true });
    expect(status.lastError).toBe('Не удалось связаться с ВКонтакте: ECONNREFUSED');
    expect(status.consecutiveFailures).toBe(1);
    expect(JSON.stringify(rows(deps))).toBe(before);
    expect(logs.some((line) => line.level === 'warn' && line.text.includes('ECONNREFUSED'))).toBe(true);
  });

  it('keeps the stored posts when the wall suddenly reads as empty', async () => {
    const wall = w.vk.wall;
    w.vk.wall = [];
    const status = await w.sync.runNow({ full: true });
    expect(status.lastRun).toMatchObject({ kind: 'full', removed: 0 });
    expect(JSON.stringify(rows(w.deps))).toBe(snapshot);
    expect(w.logs.some((line) => line.text.includes('empty'))).toBe(true);
    w.vk.wall = wall;
  });
});

describe('VK sync: photos that cannot be fetched', () => {
  let w: World;

  beforeAll(async () => {
    w = await world();
    const gid = w.vk.groupId;
    w.vk.wall.push(
      vkPost(gid, 1, 'Три фото', {
        attachments: [
          vkPhoto(w.vk.url, gid, 11, 'good'),
          vkPhoto(w.vk.url, gid, 12, 'missing'),
          vkPhoto(w.vk.url, gid, 13, 'not-image'),
        ],
      }),
      vkPost(gid, 2, 'Медленный хостинг', { attachments: [vkPhoto(w.vk.url, gid, 14, 'slow')] }),
    );
    await serveJpeg(w.vk, 'good');
    w.vk.images.set('/img/not-image.jpg', {
      status: 200,
      contentType: 'image/jpeg',
      body: Buffer.from('<html>не картинка</html>'),
    });
    await serveJpeg(w.vk, 'slow');
  });
  afterAll(async () => {
    await w.sync.stop();
    await w.vk.close();
  });

  it('keeps the remote address of a photo that fails, stores the others', async () => {
    const status = await w.sync.runNow();
    expect(status.lastError).toBeNull();
    expect(status.lastRun).toMatchObject({ imported: 2, photosStored: 2, photosFailed: 2 });
    expect(status.photosPending).toBe(2);
    const urls = rowByVkId(w.deps, 1)?.photoUrls ?? [];
    expect(urls[0]).toMatch(LOCAL_PHOTO_RE);
    expect(urls[1]).toBe(`${w.vk.url}/img/missing.jpg?sign=orig12`);
    expect(urls[2]).toBe(`${w.vk.url}/img/not-image.jpg?sign=orig13`);
    expect(w.logs.filter((line) => line.level === 'warn' && line.text.includes('retried next run'))).toHaveLength(2);
    const admin = callerAs(w.deps, await adminToken(w.deps));
    expect((await admin.posts.adminList()).find((post) => post.vkId === 1)?.pendingPhotos).toBe(2);
  });

  it('retries them on the next run and then uses our copies', async () => {
    await w.sync.runNow();
    expect(w.vk.imageHits.get('/img/missing.jpg')).toBe(2);
    expect(w.vk.imageHits.get('/img/good.jpg')).toBe(1);

    await serveJpeg(w.vk, 'missing');
    await serveJpeg(w.vk, 'not-image');
    const status = await w.sync.runNow();
    expect(status.lastRun).toMatchObject({ photosStored: 2, photosFailed: 0 });
    expect(status.photosPending).toBe(0);
    const urls = rowByVkId(w.deps, 1)?.photoUrls ?? [];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url).toMatch(LOCAL_PHOTO_RE);
      expect(fs.existsSync(fileOf(w.deps, postImageUrl(url, 'small')))).toBe(true);
    }
  });

  it('gives up on a stalled image host after the timeout and retries with the fresh address VK gives', async () => {
    // A photo that stalls: posted after the others so only it is pending.
    const gid = w.vk.groupId;
    w.vk.wall.push(vkPost(gid, 3, 'Ещё фото', { attachments: [vkPhoto(w.vk.url, gid, 15, 'stalled')] }));
    w.vk.images.set('/img/stalled.jpg', { hang: true, status: 200, contentType: 'image/jpeg', body: Buffer.alloc(0) });
    const sync = configureVkSync(w.deps, { pageDelayMs: 0, log: collectingLog(w.logs), imageTimeoutMs: 300 });
    const status = await sync.runNow();
    expect(status.lastRun).toMatchObject({ imported: 1, photosFailed: 1 });
    expect(rowByVkId(w.deps, 3)?.photoUrls[0]).toContain('/img/stalled.jpg');

    // VK re-signs the address; the retry uses the new one.
    const item = w.vk.wall.find((candidate) => candidate.id === 3);
    Object.assign(item ?? {}, { attachments: [vkPhoto(w.vk.url, gid, 15, 'stalled-resigned')] });
    await serveJpeg(w.vk, 'stalled-resigned');
    const next = await sync.runNow();
    expect(next.lastRun).toMatchObject({ updated: 0, photosStored: 1, photosFailed: 0 });
    expect(rowByVkId(w.deps, 3)?.photoUrls[0]).toMatch(LOCAL_PHOTO_RE);
  });
});
