import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_NEWS, NEWS_PAGINATION } from '#shared/constants';
import {
  cleanPostText,
  cutText,
  NEWS_RULES_VERSION,
  newsColumns,
  newsListOf,
  newsPageOf,
  newsPageOfList,
} from '#shared/rules/news';
import { NEWS_VIEWS, type NewsView, type Post } from '#shared/schemas/post';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';
import { posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { callerAs, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';
import { makeJpeg, startVkStandIn, VK_TEST_TOKEN, type VkStandIn, vkPhoto, vkPost } from '../test/vk-stand-in';
import { generateWall, storeWall } from '../test/wall-generator';

afterAll(cleanup);

const WALL_SIZE = 2000;

describe('news views over a wall of 2,000 posts', () => {
  let deps: AppDeps;
  let all: Post[];
  const caller = () => callerAs(deps);

  beforeAll(async () => {
    deps = createTestDeps();
    storeWall(deps.db, generateWall(WALL_SIZE));
    all = await caller().posts.list();
  });

  it('the generated wall has every kind of post the rules tell apart', () => {
    expect(all).toHaveLength(WALL_SIZE);
    const columns = all.map((post) => newsColumns(post));
    expect(columns.filter((c) => c.showable).length).toBeGreaterThan(1000);
    expect(all.filter((post) => post.attachments.some((a) => a.type === 'video')).length).toBeGreaterThan(100);
    expect(all.filter((post) => post.photoUrls.length === 0).length).toBeGreaterThan(100);
    expect(all.filter((post) => post.text === '').length).toBeGreaterThan(10);
    expect(columns.filter((c) => c.showable && c.tagVictories).length).toBeGreaterThan(HOME_NEWS.postCount);
    expect(columns.filter((c) => c.showable && c.tagEvents).length).toBeGreaterThan(4 * NEWS_PAGINATION.pageSize * 4);
    expect(all.filter((post) => cleanPostText(post.text).length > HOME_NEWS.textCutLength).length).toBeGreaterThan(100);
  });

  it('every page of every view is the spec rule applied to the whole list', async () => {
    for (const view of NEWS_VIEWS) {
      const list = newsListOf(all, view);
      const first = await caller().posts.listPage({ view, page: 1 });
      expect(first).toEqual(newsPageOf(all, view, 1));
      for (let page = 2; page <= first.totalPages; page += 1) {
        expect(await caller().posts.listPage({ view, page }), `${view} page ${page}`).toEqual(newsPageOfList(list, view, page));
      }
    }
  });

  it('counts, pages and the page past the end', async () => {
    const showable = all.filter((post) => newsColumns(post).showable);
    const press = await caller().posts.listPage({ view: 'press', page: 1 });
    expect(press.total).toBe(showable.length);
    expect(press.totalPages).toBe(Math.ceil(showable.length / NEWS_PAGINATION.pageSize));
    expect(press.posts.map((post) => post.id)).toEqual(
      showable
        .map((post) => post.id)
        .sort((a, b) => b - a)
        .slice(0, 5),
    );
    const beyond = await caller().posts.listPage({ view: 'press', page: 99_999 });
    expect(beyond.page).toBe(press.totalPages);
    expect(beyond.posts).toEqual((await caller().posts.listPage({ view: 'press', page: press.totalPages })).posts);
    expect(beyond.listKey).toBe(press.listKey);

    for (const view of ['home', 'victories'] as const) {
      const slider = await caller().posts.listPage({ view, page: 7 });
      expect(slider.page).toBe(1);
      expect(slider.posts).toHaveLength(HOME_NEWS.postCount);
    }
    const events = await caller().posts.listPage({ view: 'events' });
    expect(events.page).toBe(1);
    expect(events.total).toBe(showable.filter((post) => newsColumns(post).tagEvents).length);
  });

  it('texts are cleaned for the lists and cut to 190 characters for the home cards; photos are 600 and 1200 px', async () => {
    const byId = new Map(all.map((post) => [post.id, post]));
    for (const view of ['home', 'victories', 'press', 'events'] satisfies NewsView[]) {
      const { posts: page } = await caller().posts.listPage({ view, page: 3 });
      for (const shown of page) {
        const source = byId.get(shown.id) as Post;
        const cleaned = cleanPostText(source.text);
        expect(shown.text).toBe(view === 'home' || view === 'victories' ? cutText(cleaned, 190) : cleaned);
        expect(shown.text).not.toMatch(/#нашипобеды|#афиша|\[id\d+\|/i);
        const first = source.photoUrls[0] as string;
        if (first.startsWith('/uploads/')) {
          expect(shown.photo).toBe(first.replace('-1200.webp', '-600.webp'));
          expect(shown.photoLarge).toBe(first);
        } else {
          expect(shown.photo).toBe(first);
        }
      }
    }
    const long = (await caller().posts.listPage({ view: 'home' })).posts.find((post) => post.text.endsWith('…'));
    const anyLong = long ?? (await caller().posts.listPage({ view: 'victories' })).posts.find((p) => p.text.endsWith('…'));
    expect(anyLong?.text.length).toBeLessThanOrEqual(HOME_NEWS.textCutLength + 1);
  });

  it('reads a page through an index, never by scanning the table', () => {
    const plan = (sql: string) =>
      deps.db.$client
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((row) => (row as { detail: string }).detail)
        .join(' | ');
    const queries = [
      'SELECT id, title, date, clean_text FROM posts WHERE showable = 1 ORDER BY id DESC LIMIT 5 OFFSET 500',
      'SELECT id, title, date, clean_text FROM posts WHERE showable = 1 AND tag_events = 1 ORDER BY id DESC LIMIT 5 OFFSET 50',
      'SELECT id, card_text FROM posts WHERE showable = 1 AND tag_victories = 1 ORDER BY id DESC LIMIT 5',
      'SELECT count(*), max(id), sum(id) FROM posts WHERE showable = 1 AND tag_events = 1',
    ];
    for (const sql of queries) {
      const detail = plan(sql);
      expect(detail, sql).toMatch(/USING (COVERING )?INDEX posts_news/);
      expect(detail, sql).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('refuses a bad page or view with a Russian message and a 400', async () => {
    const zero = await trpcError(caller().posts.listPage({ view: 'press', page: 0 }));
    expect(zero.code).toBe('BAD_REQUEST');
    const unknown = await trpcError(caller().posts.listPage({ view: 'everything' as NewsView }));
    expect(unknown.code).toBe('BAD_REQUEST');
  });
});

describe('news columns follow every write', () => {
  let deps: AppDeps;
  let token: string;
  let vk: VkStandIn;

  beforeAll(async () => {
    vk = await startVkStandIn();
    deps = createTestDeps({ env: { VK_ACCESS_TOKEN: VK_TEST_TOKEN, VK_GROUP_ID: String(vk.groupId), VK_API_URL: vk.apiUrl } });
    token = await adminToken(deps);
    for (const name of ['p501', 'p502']) {
      vk.images.set(`/img/${name}.jpg`, { status: 200, contentType: 'image/jpeg', body: await makeJpeg(1600, 1000) });
    }
  });
  afterAll(() => vk.close());

  const row = (id: number) => deps.db.select().from(posts).where(eq(posts.id, id)).get();
  const rowByVk = (vkId: number) => deps.db.select().from(posts).where(eq(posts.vkId, vkId)).get();
  const expectColumnsMatch = (id: number) => {
    const stored = row(id);
    if (!stored) throw new Error(`post ${id} is gone`);
    expect(stored).toMatchObject(newsColumns(stored));
  };

  it('a news-editor edit: the tag, the photo and the text change the lists at once', async () => {
    const admin = callerAs(deps, token);
    // A stored photo address is checked against the disk: put a file there as an upload would.
    const photo = '/uploads/post/editor-1200.webp';
    fs.mkdirSync(path.join(deps.env.uploadsDir, 'post'), { recursive: true });
    for (const width of ['1200', '600']) fs.writeFileSync(path.join(deps.env.uploadsDir, 'post', `editor-${width}.webp`), 'x');
    const created = await admin.posts.create({ title: 'Сбор', text: 'Сбор команды', date: 1_790_000_000, photoUrls: [photo] });
    expectColumnsMatch(created.id);
    expect((await admin.posts.listPage({ view: 'events' })).posts).toEqual([]);

    await admin.posts.update({ ...created, text: 'Сбор команды [id5|Ивана] #афиша', photoUrls: [photo] });
    expectColumnsMatch(created.id);
    const events = await admin.posts.listPage({ view: 'events' });
    // The club's calendar date comes with the post: the page shows it without a time-zone formatter.
    expect(events.posts[0]?.day).toBe('2026-09-21');
    expect(events.posts.map((post) => [post.id, post.text, post.photo])).toEqual([
      [created.id, 'Сбор команды Ивана', '/uploads/post/editor-600.webp'],
    ]);

    await admin.posts.update({ ...created, text: 'Сбор команды #афиша', photoUrls: [] });
    expectColumnsMatch(created.id);
    expect((await admin.posts.listPage({ view: 'events' })).total).toBe(0);
    expect((await admin.posts.listPage({ view: 'press' })).posts.map((post) => post.id)).not.toContain(created.id);
  });

  it('a VK edit and a VK deletion reach the lists with the next sync', async () => {
    const admin = callerAs(deps, token);
    const gid = vk.groupId;
    vk.wall.push(
      vkPost(gid, 10, 'Турнир в субботу #афиша', { attachments: [vkPhoto(vk.url, gid, 501, 'p501')] }),
      vkPost(gid, 11, 'Победа! #нашипобеды', { attachments: [vkPhoto(vk.url, gid, 502, 'p502')] }),
    );
    await admin.posts.syncNow();
    const tournament = rowByVk(10);
    const victory = rowByVk(11);
    if (!tournament || !victory) throw new Error('the wall was not imported');
    expectColumnsMatch(tournament.id);
    expect((await admin.posts.listPage({ view: 'events' })).posts.map((post) => post.id)).toContain(tournament.id);
    expect((await admin.posts.listPage({ view: 'victories' })).posts.map((post) => post.id)).toEqual([victory.id]);

    // Edited on the wall: the tag moves from events to victories.
    const item = vk.wall.find((post) => post.id === 10);
    if (!item) throw new Error('no wall item');
    item.text = 'Турнир прошёл, два золота #нашипобеды';
    // Deleted on the wall.
    vk.wall.splice(
      vk.wall.findIndex((post) => post.id === 11),
      1,
    );
    await admin.posts.syncNow();
    expectColumnsMatch(tournament.id);
    expect(rowByVk(11)).toBeUndefined();
    expect((await admin.posts.listPage({ view: 'events' })).posts.map((post) => post.id)).not.toContain(tournament.id);
    const victories = await admin.posts.listPage({ view: 'victories' });
    expect(victories.posts.map((post) => [post.id, post.text])).toEqual([[tournament.id, 'Турнир прошёл, два золота']]);
  });
});

describe('the migration that adds the news columns', () => {
  it('fills them for posts stored before it when the database is opened', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-migration-'));
    try {
      // A database as it was before migration 0002: only the first two migrations applied.
      const oldMigrations = path.join(dir, 'drizzle');
      fs.cpSync(MIGRATIONS_DIR, oldMigrations, { recursive: true });
      const journalFile = path.join(oldMigrations, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
      const before = journal.entries.findIndex((entry) => entry.tag.startsWith('0002_'));
      expect(before).toBe(2);
      journal.entries = journal.entries.slice(0, before);
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      const file = path.join(dir, 'academy.db');
      const sqlite = new Database(file);
      migrate(drizzle(sqlite), { migrationsFolder: oldMigrations });
      const wall = generateWall(300, 7);
      const insert = sqlite.prepare('INSERT INTO posts (title, text, date, photo_urls, attachments) VALUES (?, ?, ?, ?, ?)');
      for (const post of wall) {
        insert.run(post.title, post.text, post.date, JSON.stringify(post.photoUrls), JSON.stringify(post.attachments));
      }
      expect(() => sqlite.prepare('SELECT showable FROM posts').all()).toThrow(/no such column/);
      sqlite.close();

      const db = openDatabase(file);
      const stored = db.select().from(posts).all();
      expect(stored).toHaveLength(300);
      for (const post of stored) {
        expect(post.newsVersion).toBe(NEWS_RULES_VERSION);
        expect(post).toMatchObject(newsColumns(post));
      }
      expect(stored.some((post) => post.showable)).toBe(true);
      db.$client.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
