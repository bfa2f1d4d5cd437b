import { describe, expect, it } from 'vitest';
import { vkPhoto, vkPost, vkVideo } from '#server/test/vk-stand-in';
import { readWallItem } from './map-post';

const GROUP = 218_000_111;
const HOST = 'https://sun9-1.userapi.com';

describe('readWallItem', () => {
  it('maps a photo post: largest size, photo type kept, text as written', () => {
    const item = vkPost(GROUP, 10, '[club1|Клуб] победил #нашипобеды', {
      attachments: [vkPhoto(HOST, GROUP, 501, 'a'), vkPhoto(HOST, GROUP, 502, 'b', 800, 1200)],
    });
    const entry = readWallItem(item);
    expect(entry?.vkId).toBe(10);
    expect(entry?.isPinned).toBe(false);
    expect(entry?.post).toMatchObject({
      title: 'Клуб победил',
      text: '[club1|Клуб] победил #нашипобеды',
      date: item.date,
      attachments: [{ type: 'photo' }, { type: 'photo' }],
      photos: [
        { key: `-${GROUP}_501`, url: `${HOST}/img/a.jpg?sign=orig501` },
        { key: `-${GROUP}_502`, url: `${HOST}/img/b.jpg?sign=orig502` },
      ],
    });
  });

  it('picks the largest of the sizes when there is no orig_photo, by area or by size letter', () => {
    const attachment = vkPhoto(HOST, GROUP, 7, 'c');
    const photo = attachment.photo as { orig_photo?: unknown; sizes: Array<{ type: string; width: number; height: number }> };
    delete photo.orig_photo;
    expect(readWallItem(vkPost(GROUP, 1, 'x', { attachments: [attachment] }))?.post?.photos[0]?.url).toContain('/img/c-z.jpg');
    for (const size of photo.sizes) Object.assign(size, { width: 0, height: 0 });
    expect(readWallItem(vkPost(GROUP, 1, 'x', { attachments: [attachment] }))?.post?.photos[0]?.url).toContain('/img/c-z.jpg');
  });

  it('keeps a video as type video and a link with its address', () => {
    const entry = readWallItem(
      vkPost(GROUP, 11, 'Видео', {
        attachments: [
          vkVideo(GROUP, 9),
          { type: 'link', link: { url: 'https://fightclub.example/results', title: 'Итоги' } },
          { type: 'poll', poll: { id: 1 } },
        ],
      }),
    );
    expect(entry?.post?.attachments).toEqual([
      { type: 'video' },
      { type: 'link', url: 'https://fightclub.example/results' },
      { type: 'poll' },
    ]);
    expect(entry?.post?.photos).toEqual([]);
  });

  it('keeps only http(s) link addresses: a javascript: or data: link keeps its type and loses its address', () => {
    const entry = readWallItem(
      vkPost(GROUP, 12, 'Ссылки', {
        attachments: [
          { type: 'link', link: { url: 'javascript:alert(document.cookie)', title: 'Итоги' } },
          { type: 'link', link: { url: ' JAVASCRIPT:alert(1)' } },
          { type: 'link', link: { url: 'data:text/html,<script>alert(1)</script>' } },
          { type: 'link', link: { url: 'https://fightclub.example/ok' } },
        ],
      }),
    );
    expect(entry?.post?.attachments).toEqual([
      { type: 'link' },
      { type: 'link' },
      { type: 'link' },
      { type: 'link', url: 'https://fightclub.example/ok' },
    ]);
  });

  it('takes a repost with the club’s words first and the original’s photos', () => {
    const original = vkPost(1, 77, 'Результаты первенства области', { attachments: [vkPhoto(HOST, 1, 900, 'orig')] });
    const entry = readWallItem({ ...vkPost(GROUP, 12, 'Поздравляем наших!'), copy_history: [original] });
    expect(entry?.post?.text).toBe('Поздравляем наших!\n\nРезультаты первенства области');
    expect(entry?.post?.title).toBe('Поздравляем наших!');
    expect(entry?.post?.photos.map((photo) => photo.key)).toEqual(['-1_900']);
    const bare = readWallItem({ ...vkPost(GROUP, 13, ''), copy_history: [original] });
    expect(bare?.post?.title).toBe('Результаты первенства области');
  });

  it('marks the pinned post and skips paid (donut) posts without forgetting their id', () => {
    expect(readWallItem(vkPost(GROUP, 3, 'Закреп', { pinned: true }))?.isPinned).toBe(true);
    expect(readWallItem({ ...vkPost(GROUP, 4, 'Для донов'), donut: { is_donut: true } })).toEqual({
      vkId: 4,
      isPinned: false,
      post: null,
    });
    expect(readWallItem({ id: 5, date: 'yesterday' })).toEqual({ vkId: 5, isPinned: false, post: null });
    expect(readWallItem({ nothing: true })).toBeNull();
  });

  it('keeps the hash when VK re-signs photo addresses and changes it on an edit', () => {
    const item = vkPost(GROUP, 20, 'Текст', { attachments: [vkPhoto(HOST, GROUP, 1, 'p')] });
    const resigned = vkPost(GROUP, 20, 'Текст', { attachments: [vkPhoto('https://sun9-77.userapi.com', GROUP, 1, 'p')] });
    const edited = vkPost(GROUP, 20, 'Текст исправлен', { attachments: [vkPhoto(HOST, GROUP, 1, 'p')], edited: 1_800_000_000 });
    const hash = readWallItem(item)?.post?.hash;
    expect(readWallItem(resigned)?.post?.hash).toBe(hash);
    expect(readWallItem(edited)?.post?.hash).not.toBe(hash);
  });
});
