import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { type AppDeps, createDeps } from '#server/deps';
import { loadEnv } from '#server/env';
import { MEDIA_VIDEO_PATH } from '#server/http/media-video';
import { callerAs, publishedThrough } from '#server/test/content-fixtures';
import { adminToken, createTestApp } from '#server/test/test-app';
import { lavfiClip } from '#server/test/video-files';
import type { MediaItem } from '#shared/schemas/media';
import { minimalHome } from '#shared/schemas/pages/fixtures';
import { videoWork } from '../lib/media/video-jobs';
import { insertFirstVersion } from '../lib/pages/first-version';
import { createBackup } from './backup';
import { newestMigrationAt } from './migrations';
import { restoreBackup } from './restore';

/** Debian's ffmpeg makes the clip and the outputs (as in server/lib/media/video.test.ts); never skipped in CI. */
const withFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0 || Boolean(process.env.CI);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-video-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const env = loadEnv({
  DATA_DIR: path.join(root, 'data'),
  BACKUP_DIR: path.join(root, 'backups'),
  NODE_ENV: 'test',
  SEED_DEMO: '0',
  LOG_FORMAT: 'off',
});

function open(): AppDeps {
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  return createDeps({ db: openDatabase(env.dbFile), env, jwtSecret: new Uint8Array(32).fill(7) });
}

/** Every address a banner video brings to a page: both sizes in both formats and the poster at each width. */
function addressesOf(video: NonNullable<Awaited<ReturnType<typeof publishedThrough<'home'>>>['hero']['video']>) {
  return [
    video.phone.mp4,
    video.phone.webm,
    video.desktop.mp4,
    video.desktop.webm,
    video.poster,
    ...video.posterSrcset.split(', ').map((entry) => entry.split(' ')[0] ?? ''),
  ];
}

describe.skipIf(!withFfmpeg)('a banner video in backups', () => {
  it('a ready video on the home page, its poster choice, folder and files come back after the data folder is lost', {
    timeout: 300_000,
  }, async () => {
    const deps = open();
    const token = await adminToken(deps);
    const admin = callerAs(deps, token);
    insertFirstVersion(deps, 'home', minimalHome());
    const app = createTestApp(deps);
    const sent = await app.request(MEDIA_VIDEO_PATH, {
      method: 'POST',
      body: new Uint8Array(fs.readFileSync(lavfiClip({ seconds: 2, width: 320, height: 180 }))),
      headers: { authorization: `Bearer ${token}`, 'x-file-name': encodeURIComponent('зал.mp4') },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as MediaItem;
    await videoWork(deps).idle();
    await admin.media.setPoster({ id, poster: 3 });
    await admin.media.update({
      id,
      name: 'Зал, вечер',
      alt: '',
      caption: '',
      focal: { x: 0.5, y: 0.5 },
      folder: 'Баннеры',
      tags: ['зал'],
    });
    const page = await admin.pages.get({ key: 'home' });
    const document = minimalHome();
    document.hero.video = { mediaId: id };
    const { version } = await admin.pages.saveDraft({ key: 'home', baseVersion: page.version, document });
    await admin.pages.publish({ key: 'home', baseVersion: version });
    const before = (await publishedThrough(callerAs(deps), 'home')).hero.video;
    expect(before).not.toBeNull();
    if (!before) return;
    await videoWork(deps).stop();

    const backup = await createBackup(env, { kind: 'manual', source: deps.db.$client });
    const backedUp = new Set(backup.manifest.files.map((file) => file.path));
    for (const address of addressesOf(before))
      expect(backedUp.has(address.replace(/^\/uploads\//, 'uploads/')), address).toBe(true);
    // The source lived only until its job ended: nothing of video-sources is kept.
    expect([...backedUp].some((file) => file.startsWith('video-sources/'))).toBe(false);
    deps.db.$client.close();

    fs.rmSync(env.dataDir, { recursive: true, force: true });
    await restoreBackup(env, backup.dir, { knownMigrationAt: newestMigrationAt() });

    const restored = open();
    try {
      const again = callerAs(restored, await adminToken(restored));
      const item = await again.media.byId({ id });
      expect(item).toMatchObject({ kind: 'video', name: 'Зал, вечер', folder: 'Баннеры', tags: ['зал'], usageCount: 2 });
      expect(item.video).toMatchObject({ poster: 3, job: { state: 'done' } });
      // What the home page's loader gives the banner: the same files, the chosen poster.
      const hero = (await publishedThrough(callerAs(restored), 'home')).hero;
      expect(hero.video).toEqual(before);
      expect(hero.video?.poster).toMatch(/-poster3-\d+\.webp$/);
      const served = createTestApp(restored);
      for (const address of addressesOf(before)) {
        const answer = await served.request(address);
        expect(answer.status, address).toBe(200);
        expect((await answer.arrayBuffer()).byteLength, address).toBeGreaterThan(0);
      }
      // Still in use after the restore: the library refuses to delete it.
      await expect(again.media.delete({ id })).rejects.toThrow(/используется/);
    } finally {
      await videoWork(restored).stop();
      restored.db.$client.close();
    }
  });
});
