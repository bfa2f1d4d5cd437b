import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { type AppDeps, createDeps } from '#server/deps';
import { loadEnv } from '#server/env';
import { callerAs } from '#server/test/content-fixtures';
import { phoneJpeg } from '#server/test/media-fixtures';
import { adminToken, createTestApp } from '#server/test/test-app';
import { imageSrc, imageSrcset, mediaPhotoFiles } from '#shared/rules/media';
import { mediaDir } from '../lib/media/files';
import { createBackup } from './backup';
import { newestMigrationAt } from './migrations';
import { restoreBackup } from './restore';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-media-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const env = loadEnv({
  DATA_DIR: path.join(root, 'data'),
  BACKUP_DIR: path.join(root, 'backups'),
  NODE_ENV: 'test',
  SEED_DEMO: '0',
});

function open(): AppDeps {
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  return createDeps({ db: openDatabase(env.dbFile), env, jwtSecret: new Uint8Array(32).fill(7) });
}

describe('the media library in backups', () => {
  it('an uploaded item, its focal point, its use and its files come back after the data folder is lost', {
    timeout: 120_000,
  }, async () => {
    const deps = open();
    const admin = callerAs(deps, await adminToken(deps));
    const form = new FormData();
    form.append('files', await phoneJpeg('зал.jpg'));
    const [uploaded] = await admin.media.upload(form);
    const id = uploaded?.id ?? 0;
    await admin.media.update({ id, alt: 'Зал клуба', caption: '', focal: { x: 0.25, y: 0.75 }, folder: 'Зал', tags: ['зал'] });
    const coach = new FormData();
    coach.set('name', 'Ирина Соколова');
    coach.set('mediaId', String(id));
    await admin.coaches.create(coach);
    // An upload interrupted mid-way: not a file worth keeping.
    fs.writeFileSync(path.join(mediaDir(deps), '.tmp-feedc0ffee-320.webp'), 'half');

    const backup = await createBackup(env, { kind: 'manual', source: deps.db.$client });
    expect(backup.manifest.files.some((file) => file.path.includes('.tmp-'))).toBe(false);
    const itemFiles = backup.manifest.files.filter((file) => file.path.startsWith(`uploads/media/${id}-`));
    // Every file the photo has: each width in WebP, those up to 1280 px in AVIF.
    expect(itemFiles.length).toBe(mediaPhotoFiles(uploaded?.image?.widths ?? []).length);
    expect(itemFiles.length).toBeGreaterThan(0);
    deps.db.$client.close();

    fs.rmSync(env.dataDir, { recursive: true, force: true });
    await restoreBackup(env, backup.dir, { knownMigrationAt: newestMigrationAt() });

    const restored = open();
    try {
      const again = callerAs(restored, await adminToken(restored));
      const item = await again.media.byId({ id });
      expect(item).toMatchObject({ alt: 'Зал клуба', focal: { x: 0.25, y: 0.75 }, folder: 'Зал', tags: ['зал'], usageCount: 1 });
      expect((await again.media.usages({ id })).map((usage) => usage.place)).toEqual(['Тренер «Ирина Соколова»']);
      const [listed] = await callerAs(restored).coaches.list();
      expect(imageSrc(listed?.image)).toBe(imageSrc(item.image));
      const app = createTestApp(restored);
      for (const src of [
        imageSrc(item.image),
        ...imageSrcset(item.image, 'avif')
          .split(', ')
          .map((each) => each.split(' ')[0] ?? ''),
      ]) {
        const served = await app.request(src);
        expect(served.status, src).toBe(200);
        expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    } finally {
      restored.db.$client.close();
    }
  });
});
