import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';

let app: ReturnType<typeof createTestApp>;

beforeAll(() => {
  const deps = createTestDeps();
  deps.db
    .insert(posts)
    .values([
      {
        id: 5,
        title: 'Турнир',
        text: 'Мы победили #нашипобеды',
        date: 1_700_000_000,
        photoUrls: ['/uploads/post/a.jpg', '/uploads/post/b.jpg'],
        attachments: [{ type: 'photo' }],
      },
      {
        id: 9,
        title: '',
        text: 'Видео с тренировки',
        date: 1_700_000_900,
        photoUrls: [],
        attachments: [{ type: 'video' }],
        source: 'vk',
        vkId: 123,
        detached: true,
      },
    ])
    .run();
  app = createTestApp(deps);
});
afterAll(cleanup);

describe('GET /api/posts', () => {
  it('never returns a link attachment address that is not http(s)', async () => {
    const deps = createTestDeps();
    // Stored by an earlier import that did not check link addresses.
    deps.db
      .insert(posts)
      .values({
        title: 'Ссылка',
        text: 'Итоги',
        date: 1_600_000_000,
        photoUrls: [],
        attachments: [
          { type: 'link', url: 'javascript:alert(1)' },
          { type: 'link', url: 'https://fightclub.example/results' },
        ],
        source: 'vk',
        vkId: 124,
      })
      .run();
    const body = await (await createTestApp(deps).request('/api/posts')).text();
    expect(body).not.toMatch(/javascript:/i);
    expect(body).toContain('https://fightclub.example/results');
  });

  it('answers every post newest first in the spec shape, without a token', async () => {
    const response = await app.request('/api/posts');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual([
      { id: 9, title: '', text: 'Видео с тренировки', date: 1_700_000_900, photoUrls: [], attachments: [{ type: 'video' }] },
      {
        id: 5,
        title: 'Турнир',
        text: 'Мы победили #нашипобеды',
        date: 1_700_000_000,
        photoUrls: ['/uploads/post/a.jpg', '/uploads/post/b.jpg'],
        attachments: [{ type: 'photo' }],
      },
    ]);
  });
});
