import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalDirection } from '#shared/schemas/pages/fixtures';
import { media } from '../db/schema';
import type { AppDeps } from '../deps';
import { insertFirstVersion } from '../lib/pages/first-version';
import { errorMessage } from '../rest/http';
import { callerAs, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

/**
 * A video's details after its upload (docs/decisions/media-videos.md): renamed, moved to a folder
 * and tagged through the same `media.update` as a photo, and the page's video field refusing what
 * is not a video it can show. The transcode is server/lib/media/video.test.ts's; here the items are
 * rows in the states the transcoder leaves them.
 */
let deps: AppDeps;
let token: string;
const admin = () => callerAs(deps, token);

function videoItem(state: 'ready' | 'processing' | 'failed', name = 'IMG_4012.MOV'): number {
  return deps.db
    .insert(media)
    .values({
      kind: 'video',
      name,
      state,
      hash: `h${state}${name.length}`,
      widths: state === 'ready' ? [720, 1280] : [],
      width: 1920,
      height: 1080,
      bytes: 12_000_000,
      seconds: 8,
      poster: 1,
    })
    .returning({ id: media.id })
    .get().id;
}

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
  insertFirstVersion(deps, 'direction:mma', minimalDirection());
});
afterAll(cleanup);

describe('a video’s name, folder and tags', () => {
  it('are changed by media.update as a photo’s are, and the library finds it by them', async () => {
    const id = videoItem('ready');
    const before = await admin().media.byId({ id });
    const updated = await admin().media.update({
      id,
      name: '  Спарринг в зале  ',
      alt: before.alt,
      caption: before.caption,
      focal: before.focal,
      folder: 'Баннеры',
      tags: ['ММА', 'зал', 'мма'],
    });
    expect(updated).toMatchObject({ kind: 'video', name: 'Спарринг в зале', folder: 'Баннеры', tags: ['мма', 'зал'] });
    // The poster and the files are the transcoder's: a rename leaves them.
    expect(updated.video?.poster).toBe(1);
    expect(updated.video?.resolved?.phone.width).toBe(720);

    const found = await admin().media.list({ search: 'спарринг' });
    expect(found.items.map((item) => item.id)).toEqual([id]);
    expect((await admin().media.list({ folder: 'Баннеры' })).items.map((item) => item.id)).toEqual([id]);
    expect((await admin().media.list({ tag: 'ММА' })).items.map((item) => item.id)).toEqual([id]);
    expect((await admin().media.list()).folders).toContain('Баннеры');
  });

  it('keeps the name when the form does not send one (the photo forms)', async () => {
    const id = videoItem('ready', 'keep.mp4');
    const updated = await admin().media.update({
      id,
      alt: '',
      caption: '',
      focal: { x: 0.5, y: 0.5 },
      folder: 'Другое',
      tags: [],
    });
    expect(updated).toMatchObject({ name: 'keep.mp4', folder: 'Другое' });
  });

  it('refuses an empty or overlong name in Russian, on the field, and keeps the old one', async () => {
    const id = videoItem('ready', 'old.mp4');
    const base = { id, alt: '', caption: '', focal: { x: 0.5, y: 0.5 }, folder: '', tags: [] };
    const cases: Array<[string, RegExp]> = [
      ['   ', /Название: не может быть пустым/],
      ['\u0007\u0008', /Название: не может быть пустым/],
      ['я'.repeat(201), /Название: не более 200 символов/],
    ];
    for (const [name, message] of cases) {
      const error = await trpcError(admin().media.update({ ...base, name }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
    }
    expect((await admin().media.byId({ id })).name).toBe('old.mp4');
  });

  it('is refused without a token, as every media change is', async () => {
    const id = videoItem('ready', 'guest.mp4');
    const error = await trpcError(
      callerAs(deps).media.update({ id, name: 'чужое', alt: '', caption: '', focal: { x: 0.5, y: 0.5 }, folder: '', tags: [] }),
    );
    expect(error.code).toBe('UNAUTHORIZED');
    expect((await admin().media.byId({ id })).name).toBe('guest.mp4');
  });
});

describe('the page’s video field, checked on the server', () => {
  async function saveVideo(mediaId: number) {
    const page = await admin().pages.get({ key: 'direction:mma' });
    const document = minimalDirection();
    document.video = { mediaId };
    return admin().pages.saveDraft({ key: 'direction:mma', baseVersion: page.version, document });
  }

  it('refuses an id the library does not have, and a video that failed, with the message on the field', async () => {
    const failed = videoItem('failed', 'broken.mov');
    for (const [mediaId, message] of [
      [987_654, /Файл не найден|не найден/i],
      [failed, /не удалось обработать/],
    ] as const) {
      const error = await trpcError(saveVideo(mediaId));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toMatch(message);
      const fields = (error.cause as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors;
      expect(
        Object.values(fields ?? {})
          .flat()
          .join(' '),
      ).toMatch(message);
    }
    expect((await admin().pages.get({ key: 'direction:mma' })).draft).toMatchObject({ video: null });
  });

  it('takes a ready video, and the video’s details list the page among its places', async () => {
    const ready = videoItem('ready', 'banner.mp4');
    await saveVideo(ready);
    const places = await admin().media.usages({ id: ready });
    expect(places.map((place) => place.ownerKind)).toEqual(['page']);
    expect((await admin().media.byId({ id: ready })).usageCount).toBe(1);
  });
});
