import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { seedIfEmpty } from '#server/db/seed';
import { type AppDeps, createDeps } from '#server/deps';
import { loadEnv } from '#server/env';
import { callerAs, imageFile } from '#server/test/content-fixtures';
import { adminToken } from '#server/test/test-app';
import { storeImage } from '../lib/uploads';
import { createBackup } from './backup';
import { BackupError, listBackups, verifyBackup } from './backup-folder';
import { BackupSchedule } from './backup-schedule';
import { checkMigrationsOnCopy, MigrationFailedError, newestMigrationAt, pendingMigrations, prepareDatabase } from './migrations';
import { restoreBackup } from './restore';
import { holdServerLock } from './server-lock';

const roots: string[] = [];

function tempEnv(extra: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-'));
  roots.push(root);
  return loadEnv({
    DATA_DIR: path.join(root, 'data'),
    BACKUP_DIR: path.join(root, 'backups'),
    NODE_ENV: 'test',
    SEED_DEMO: '0',
    ...extra,
  });
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** Every row of every table, keyed by table, in a stable order. */
function dump(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]));
  } finally {
    db.close();
  }
}

/** Every upload's path and content hash. */
function uploadsOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, prefix: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(d, e.name), rel);
      else
        out[rel] = createHash('sha256')
          .update(fs.readFileSync(path.join(d, e.name)))
          .digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk(dir, '');
  return out;
}

let template: ReturnType<typeof tempEnv>;

/** Once per file (drawing the demo pictures takes seconds): demo content, an admin, an uploaded image, the key file. */
beforeAll(async () => {
  template = tempEnv();
  const deps = depsFor(template);
  await seedIfEmpty({ db: deps.db, uploadsDir: template.uploadsDir });
  await adminToken(deps);
  await storeImage(deps, await imageFile('png'), 'product');
  fs.writeFileSync(path.join(template.dataDir, 'jwt-secret'), 'k'.repeat(48), { mode: 0o600 });
  deps.db.$client.close();
  roots.splice(0); // kept for every test; removed in afterAll
}, 60_000);

afterAll(() => fs.rmSync(path.dirname(template.dataDir), { recursive: true, force: true }));

function depsFor(env: ReturnType<typeof tempEnv>): AppDeps {
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  return createDeps({ db: openDatabase(env.dbFile), env, jwtSecret: new Uint8Array(32).fill(7) });
}

/** A data folder with the template's content (posts, products, prices, schedule, uploads, an admin). */
async function filledData(env: ReturnType<typeof tempEnv>): Promise<AppDeps> {
  fs.cpSync(template.dataDir, env.dataDir, { recursive: true });
  return depsFor(env);
}

describe('backup and restore', () => {
  it('restores every row and every upload after the data folder is destroyed', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    const before = dump(env.dbFile);
    const uploadsBefore = uploadsOf(env.uploadsDir);
    const populated = Object.entries(before).filter(([t, rows]) => t !== '__drizzle_migrations' && rows.length > 0);
    expect(populated.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(uploadsBefore).length).toBeGreaterThan(5);

    // Online: the server's own connection stays open and writable during the backup.
    const result = await createBackup(env, { kind: 'manual', source: deps.db.$client });
    expect(result.manifest.uploads).toBe(Object.keys(uploadsBefore).length);
    expect(result.manifest.migrations.lastCreatedAt).toBe(newestMigrationAt());
    for (const [table, rows] of Object.entries(before)) expect(result.manifest.tables[table]).toBe(rows.length);
    await expect(callerAs(deps).schedule.list()).resolves.toBeDefined();
    deps.db.$client.close();

    fs.rmSync(env.dataDir, { recursive: true, force: true });
    const report = await restoreBackup(env, result.dir, { knownMigrationAt: newestMigrationAt() });
    expect(report.safetyBackup).toBeNull(); // nothing was there to save

    expect(dump(env.dbFile)).toEqual(before);
    expect(uploadsOf(env.uploadsDir)).toEqual(uploadsBefore);
    expect(fs.readFileSync(path.join(env.dataDir, 'jwt-secret'), 'utf8')).toBe('k'.repeat(48));
    // The restored file is a working database for the server.
    const reopened = openDatabase(env.dbFile);
    expect(reopened.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    reopened.$client.close();
  });

  it('accepts a backup by its bare name and saves the current data first', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    const first = await createBackup(env, { kind: 'manual', source: deps.db.$client, now: () => Date.now() - 60_000 });
    deps.db.$client.exec('DELETE FROM products');
    deps.db.$client.close();

    const report = await restoreBackup(env, first.name);
    expect(report.safetyBackup).toMatch(/-pre-restore$/);
    expect(dump(env.dbFile).products?.length).toBe(first.manifest.tables.products);
    const safety = listBackups(env.backupDir).find((b) => b.name === report.safetyBackup);
    expect(safety && (await verifyBackup(safety.dir)).tables.products).toBe(0);
  });

  it('refuses a damaged backup and leaves the data as it was', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    const result = await createBackup(env, { kind: 'manual', source: deps.db.$client });
    deps.db.$client.close();
    const upload = result.manifest.files.find((f) => f.path.startsWith('uploads/'));
    if (!upload) throw new Error('no upload in the backup');
    // Break the hard link first so the live upload stays intact, then damage the backup's copy.
    const damaged = path.join(result.dir, upload.path);
    const bytes = fs.readFileSync(damaged);
    fs.rmSync(damaged);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(damaged, bytes);
    const before = dump(env.dbFile);

    const error = await restoreBackup(env, result.dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toContain(upload.path);
    expect(dump(env.dbFile)).toEqual(before);
  });

  it('refuses while a server holds the data folder', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    const result = await createBackup(env, { kind: 'manual', source: deps.db.$client });
    const release = holdServerLock(env.dataDir, 4341);
    try {
      const error = await restoreBackup(env, result.dir).catch((e: unknown) => e);
      expect((error as Error).message).toContain(`pid ${process.pid}, порт 4341`);
      expect(listBackups(env.backupDir)).toHaveLength(1); // not even a safety copy was made
    } finally {
      release();
      deps.db.$client.close();
    }
  });

  it('refuses a backup made by newer code', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    const result = await createBackup(env, { kind: 'manual', source: deps.db.$client });
    deps.db.$client.close();
    const known = (result.manifest.migrations.lastCreatedAt ?? 0) - 1;
    await expect(restoreBackup(env, result.dir, { knownMigrationAt: known })).rejects.toThrow(/более новой версией/);
  });

  it('an unchanged upload is one file on disk across backups, linked from the previous backup', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    const first = await createBackup(env, { kind: 'manual', source: deps.db.$client, now: () => Date.now() - 60_000 });
    const upload = first.manifest.files.find((f) => f.path.startsWith('uploads/'));
    if (!upload) throw new Error('no upload in the backup');
    // A copy with the same bytes under the same name: a new inode in DATA_DIR.
    const live = path.join(env.dataDir, upload.path);
    const bytes = fs.readFileSync(live);
    fs.rmSync(live);
    fs.writeFileSync(live, bytes);
    const second = await createBackup(env, { kind: 'manual', source: deps.db.$client });
    deps.db.$client.close();
    const ino = (dir: string) => fs.statSync(path.join(dir, upload.path)).ino;
    expect(ino(second.dir)).toBe(ino(first.dir));
    expect(ino(second.dir)).not.toBe(fs.statSync(live).ino);
    await expect(verifyBackup(second.dir)).resolves.toBeTruthy();
  });

  it('rotates: the daily schedule keeps one a day for the kept days', async () => {
    const env = tempEnv({ BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '0', BACKUP_KEEP_EXTRA: '1' });
    const deps = await filledData(env);
    const day = 86_400_000;
    const t0 = Date.parse('2026-11-20T00:30:00Z'); // 03:30 in Moscow
    for (const offset of [0, day, day + 3_600_000, 2 * day]) {
      await createBackup(env, { kind: 'daily', source: deps.db.$client, now: () => t0 + offset });
    }
    await createBackup(env, { kind: 'manual', source: deps.db.$client, now: () => t0 + 2 * day + 60_000 });
    await createBackup(env, { kind: 'manual', source: deps.db.$client, now: () => t0 + 2 * day + 120_000 });
    deps.db.$client.close();
    const left = listBackups(env.backupDir).map((b) => [b.kind, b.createdAt - t0]);
    expect(left).toEqual([
      ['manual', 2 * day + 120_000],
      ['daily', 2 * day],
      ['daily', day + 3_600_000],
    ]);
  });

  it('the schedule takes the daily backup when it is owed, once', async () => {
    const env = tempEnv({ BACKUP_HOUR: '3' });
    const deps = await filledData(env);
    const logs: string[] = [];
    let now = Date.parse('2026-11-20T01:00:00Z'); // 04:00 in Moscow: today's 03:00 is owed
    const schedule = new BackupSchedule({
      env,
      source: deps.db.$client,
      now: () => now,
      log: { log: (l: string) => logs.push(l), error: (l: string) => logs.push(l) },
    });
    await schedule.check();
    await schedule.check();
    expect(listBackups(env.backupDir).map((b) => b.kind)).toEqual(['daily']);
    now += 23 * 3_600_000; // 03:00 next day
    await schedule.check();
    expect(listBackups(env.backupDir)).toHaveLength(2);
    await schedule.stop();
    deps.db.$client.close();
    expect(logs[0]).toMatch(/^Резервная копия готова: academy-2026-11-20T01-00-00-000Z-daily/);
  });
});

describe('migrations at start', () => {
  /** The real migrations plus one that adds a column and then fails. */
  function brokenMigrations(root: string): string {
    const folder = path.join(root, 'migrations');
    fs.cpSync(path.resolve(import.meta.dirname, '../../drizzle'), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    const last = journal.entries[journal.entries.length - 1];
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_broken' });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.writeFileSync(
      path.join(folder, '9999_broken.sql'),
      'ALTER TABLE `products` ADD `broken` integer;\n--> statement-breakpoint\nINSERT INTO `no_such_table` VALUES (1);\n',
    );
    return folder;
  }

  it('a failing migration leaves the data untouched and names the backup taken before it', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    deps.db.$client.close();
    const before = dump(env.dbFile);
    const folder = brokenMigrations(path.dirname(env.dataDir));
    expect(pendingMigrations(env.dbFile, folder)).toBe(1);

    const error = await prepareDatabase(env, { migrationsFolder: folder }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailedError);
    const failed = error as MigrationFailedError;
    expect(failed.message).toContain('Миграция базы данных не удалась');
    expect(failed.message).toContain('Database migration failed');
    expect(failed.message).toContain('no_such_table');
    expect(failed.backup).toMatch(/-pre-migration$/);
    expect(failed.message).toContain(`npm run restore -- ${failed.backup}`);
    expect(dump(env.dbFile)).toEqual(before); // no `broken` column, no new migration record
    expect((await verifyBackup(failed.backup as string)).tables).toEqual(
      Object.fromEntries(Object.entries(before).map(([t, rows]) => [t, rows.length])),
    );
  });

  it('takes no backup when nothing is pending or there is no database yet', async () => {
    const env = tempEnv();
    const first = await prepareDatabase(env);
    expect(first.backup).toBeNull();
    first.db.$client.close();
    const again = await prepareDatabase(env);
    expect(again.backup).toBeNull();
    again.db.$client.close();
    expect(listBackups(env.backupDir)).toHaveLength(0);
  });

  it('the upgrade check tries the migrations on a copy: a broken one is reported, the file is untouched', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    deps.db.$client.close();
    const before = dump(env.dbFile);
    const folder = brokenMigrations(path.dirname(env.dataDir));
    const error = await checkMigrationsOnCopy(env, { migrationsFolder: folder, backup: '/backups/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailedError);
    expect((error as Error).message).toContain('npm run restore -- /backups/x');
    expect(dump(env.dbFile)).toEqual(before);
    expect(pendingMigrations(env.dbFile, folder)).toBe(1);
  });

  it('the upgrade check passes a good migration without applying it to the real file', async () => {
    const env = tempEnv();
    const deps = await filledData(env);
    deps.db.$client.close();
    const folder = brokenMigrations(path.dirname(env.dataDir));
    fs.writeFileSync(path.join(folder, '9999_broken.sql'), 'ALTER TABLE `products` ADD `fine` integer;\n');
    expect(await checkMigrationsOnCopy(env, { migrationsFolder: folder })).toBe(1);
    expect(pendingMigrations(env.dbFile, folder)).toBe(1);
    expect(await checkMigrationsOnCopy(env)).toBe(0);
  });
});
