import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { applications } from '#server/db/schema/index';
import { loadEnv } from '#server/env';
import { createBackup } from './backup';
import { verifyBackup } from './backup-folder';
import { restoreBackup } from './restore';

/**
 * The off-site copy the README documents: `restic backup BACKUP_DIR` to a repository, and back.
 * Needs Debian's restic. On CI (CI set) a missing restic fails the test; a developer without it
 * gets a skip with the reason.
 */
function hasRestic(): boolean {
  try {
    execFileSync('restic', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const available = hasRestic();
if (!available && process.env.CI) throw new Error('restic is not installed: apt-get install restic (see .ci/run)');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-restic-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe.skipIf(!available)('restic off-site copy (skipped: restic is not installed)', () => {
  it('backs BACKUP_DIR up to a repository and restores a backup that passes the checks', async () => {
    const env = loadEnv({ DATA_DIR: path.join(root, 'data'), BACKUP_DIR: path.join(root, 'backups'), NODE_ENV: 'test' });
    const db = openDatabase(env.dbFile);
    db.insert(applications).values({ name: 'Иван', lastname: 'Петров', phone: '+79990000000', age: 20, direction: 'Бокс' }).run();
    fs.mkdirSync(path.join(env.uploadsDir, 'posts'), { recursive: true });
    fs.writeFileSync(path.join(env.uploadsDir, 'posts', 'a.jpg'), Buffer.from('not really a picture'));
    const made = await createBackup(env, { kind: 'manual', source: db.$client });
    db.$client.close();

    const repo = path.join(root, 'repo');
    const restic = (...args: string[]) =>
      execFileSync('restic', ['--repo', repo, '--no-cache', ...args], {
        env: { ...process.env, RESTIC_PASSWORD: 'test-password-only' },
        encoding: 'utf8',
      });
    restic('init');
    restic('backup', env.backupDir);
    expect(restic('snapshots', '--json')).toContain(env.backupDir);

    // The disk dies: data and local backups are gone.
    fs.rmSync(env.dataDir, { recursive: true, force: true });
    fs.rmSync(env.backupDir, { recursive: true, force: true });

    const target = path.join(root, 'restored');
    restic('restore', 'latest', '--target', target);
    const fromRepo = path.join(target, made.dir);
    expect(await verifyBackup(fromRepo)).toEqual(made.manifest);

    await restoreBackup(env, fromRepo);
    const back = openDatabase(env.dbFile);
    expect(back.select().from(applications).all()).toMatchObject([{ name: 'Иван', phone: '+79990000000' }]);
    back.$client.close();
    expect(fs.readFileSync(path.join(env.uploadsDir, 'posts', 'a.jpg'), 'utf8')).toBe('not really a picture');
  });
});
