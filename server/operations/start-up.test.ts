import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { listBackups, verifyBackup } from './backup-folder';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/esm/index.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-start-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// Starts the server in a child process (compiled through tsx): seconds on a quiet machine, up to a
// minute on a busy one, so the test gets a start-up budget rather than the default 20 s.
describe('the server with a migration that fails', { timeout: 90_000 }, () => {
  it('refuses to start (exit 78) with a Russian and English message naming the backup, data untouched', async () => {
    const dataDir = path.join(work, 'data');
    const backupDir = path.join(work, 'backups');
    const dbFile = path.join(dataDir, 'academy.db');
    openDatabase(dbFile).$client.close();
    // Forget that the newest migration ran: the server will try it again, and it fails on the
    // tables it already made — the same as a migration that breaks halfway.
    const raw = new Database(dbFile);
    raw.exec('DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)');
    raw.exec("INSERT INTO settings (key, value) VALUES ('probe', '\"kept\"')");
    raw.close();
    const before = fs.readFileSync(dbFile);

    const child = spawn(process.execPath, ['--import', TSX, path.join(ROOT, 'server/index.ts')], {
      cwd: work,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

    expect(code, output).toBe(78);
    expect(output).toContain('Миграция базы данных не удалась; данные не изменены, сервер не запущен.');
    expect(output).toContain('Database migration failed; the data is unchanged and the server did not start.');
    const [backup] = listBackups(backupDir);
    expect(backup?.kind).toBe('pre-migration');
    expect(output).toContain(`npm run restore -- ${backup?.dir}`);
    expect(output).not.toContain('Сайт запущен');
    expect(fs.readFileSync(dbFile).equals(before)).toBe(true);
    expect((await verifyBackup(backup?.dir as string)).tables.settings).toBeGreaterThan(0);
  });
});
