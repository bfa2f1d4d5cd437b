import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { callerAs, trpcError } from '../test/content-fixtures';
import { cleanup, createTestDeps } from '../test/test-app';

let deps: AppDeps;

beforeAll(() => {
  deps = createTestDeps();
});
afterAll(cleanup);

describe('posts router', () => {
  it('lists nothing on an empty database', async () => {
    expect(await callerAs(deps).posts.list()).toEqual([]);
  });

  it('lists every post, id descending, in the spec shape only', async () => {
    deps.db
      .insert(posts)
      .values([
        { id: 10, title: 'Старый', text: 'Текст #афиша', date: 1_700_000_000, photoUrls: ['/a.jpg'], attachments: [] },
        {
          id: 30,
          title: '',
          text: 'Видео',
          date: 1_700_000_300,
          photoUrls: [],
          attachments: [{ type: 'video', id: 5 }],
          source: 'vk',
          vkId: 77,
        },
        { id: 20, title: 'Без фото', text: 'Текст', date: 1_700_000_200 },
      ])
      .run();
    const list = await callerAs(deps).posts.list();
    expect(list.map((post) => post.id)).toEqual([30, 20, 10]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['attachments', 'date', 'id', 'photoUrls', 'text', 'title']);
    expect(list[0]).toEqual({
      id: 30,
      title: '',
      text: 'Видео',
      date: 1_700_000_300,
      photoUrls: [],
      attachments: [{ type: 'video', id: 5 }],
    });
    expect(list[1]?.photoUrls).toEqual([]);
  });

  it('reads one post by id', async () => {
    expect(await callerAs(deps).posts.byId({ id: 10 })).toMatchObject({ id: 10, title: 'Старый', photoUrls: ['/a.jpg'] });
  });

  it('answers NOT_FOUND for an unknown id and BAD_REQUEST for a bad one', async () => {
    const missing = await trpcError(callerAs(deps).posts.byId({ id: 999 }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe('Новость не найдена');
    const bad = await trpcError(callerAs(deps).posts.byId({ id: 'abc' as never }));
    expect(bad.code).toBe('BAD_REQUEST');
  });
});
