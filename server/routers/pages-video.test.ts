import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalDirection, minimalHome } from '#shared/schemas/pages/fixtures';
import { media } from '../db/schema';
import type { AppDeps } from '../deps';
import { insertFirstVersion } from '../lib/pages/first-version';
import { errorMessage } from '../rest/http';
import { callerAs, publishedThrough, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

/**
 * A page's banner video (`videoRef`): the chosen library video reaches the visitors' data resolved,
 * its use is recorded (so it cannot be deleted), and a video not ready yet leaves the built-in
 * banner. The transcode itself is tested in server/lib/media/video.test.ts; here the item is a row
 * in the state the transcoder leaves it.
 */
let deps: AppDeps;
let token: string;

function videoItem(state: 'ready' | 'processing'): number {
  return deps.db
    .insert(media)
    .values({
      kind: 'video',
      name: 'trenirovka.mp4',
      state,
      hash: `h${state}`,
      widths: state === 'ready' ? [720, 1280] : [],
      width: 1920,
      height: 1080,
      bytes: 12_000_000,
      seconds: 12,
      poster: 2,
    })
    .returning({ id: media.id })
    .get().id;
}

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
  insertFirstVersion(deps, 'home', minimalHome());
  insertFirstVersion(deps, 'direction:boxing', minimalDirection());
});
afterAll(cleanup);

describe('a page’s banner video', () => {
  it('reaches the home page’s data resolved, and is in use while the page holds it', async () => {
    const admin = callerAs(deps, token);
    const ready = videoItem('ready');
    const page = await admin.pages.get({ key: 'home' });
    const document = minimalHome();
    document.hero.video = { mediaId: ready };
    const { version } = await admin.pages.saveDraft({ key: 'home', baseVersion: page.version, document });
    // A draft's video is not the visitors' yet; deleting it is refused naming the page once, as a draft.
    expect((await publishedThrough(callerAs(deps), 'home')).hero.video).toBeNull();
    const inDraft = await trpcError(admin.media.delete({ id: ready }));
    expect(errorMessage(inDraft)).toBe('Видео используется: Главная (черновик). Сначала уберите его оттуда.');
    expect((await admin.media.usages({ id: ready })).map((usage) => usage.place)).toEqual(['Главная (черновик)']);
    await admin.pages.publish({ key: 'home', baseVersion: version });

    const hero = (await publishedThrough(callerAs(deps), 'home')).hero;
    expect(hero.video?.phone.width).toBe(720);
    expect(hero.video?.desktop.width).toBe(1280);
    expect(hero.video?.phone.mp4).toMatch(/\.mp4$/);
    expect(hero.video?.posterSrcset).toContain('w');

    // Now in the draft and the published version: the page is named once, without 'черновик'.
    const refused = await trpcError(admin.media.delete({ id: ready }));
    expect(refused.code).toBe('CONFLICT');
    expect(errorMessage(refused)).toBe('Видео используется: Главная. Сначала уберите его оттуда.');
  });

  it('leaves a direction’s built-in banner while its video is still being transcoded', async () => {
    const admin = callerAs(deps, token);
    const processing = videoItem('processing');
    const page = await admin.pages.get({ key: 'direction:boxing' });
    const document = minimalDirection();
    document.video = { mediaId: processing };
    const { version } = await admin.pages.saveDraft({ key: 'direction:boxing', baseVersion: page.version, document });
    await admin.pages.publish({ key: 'direction:boxing', baseVersion: version });
    expect((await publishedThrough(callerAs(deps), 'direction:boxing')).video).toBeNull();
  });

  it('refuses a photo where a video belongs, on the field', async () => {
    const admin = callerAs(deps, token);
    const photo = deps.db
      .insert(media)
      .values({ name: 'zal.jpg', alt: 'Зал', hash: 'photo', widths: [320], width: 320, height: 200, bytes: 1000 })
      .returning({ id: media.id })
      .get().id;
    const page = await admin.pages.get({ key: 'direction:boxing' });
    const document = minimalDirection();
    document.video = { mediaId: photo };
    const error = await trpcError(admin.pages.saveDraft({ key: 'direction:boxing', baseVersion: page.version, document }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/видео/i);
  });
});
