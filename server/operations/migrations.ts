import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, MIGRATIONS_DIR, openDatabase } from '#server/db/client';
import { serverMessages } from '#shared/messages/server.ru';
import { createBackup } from './backup';
import type { BackupEnv } from './backup-folder';

/** The newest migration this code ships (Drizzle orders them by this timestamp), or null. */
export function newestMigrationAt(migrationsFolder: string = MIGRATIONS_DIR): number | null {
  const all = readMigrationFiles({ migrationsFolder });
  return all.length ? Math.max(...all.map((m) => m.folderMillis)) : null;
}

/** How many migrations of this code an existing database file has not had yet (0 when there is no file). */
export function pendingMigrations(dbFile: string, migrationsFolder: string = MIGRATIONS_DIR): number {
  if (!fs.existsSync(dbFile) || fs.statSync(dbFile).size === 0) return 0;
  const all = readMigrationFiles({ migrationsFolder });
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
    if (!hasTable) return all.length;
    const last = db.prepare('SELECT max(created_at) FROM __drizzle_migrations').pluck().get() as number | null;
    // The same rule Drizzle's migrator applies: newer than the last applied one.
    return all.filter((m) => last === null || Number(last) < m.folderMillis).length;
  } finally {
    db.close();
  }
}

/** Migrating failed: nothing was changed (one transaction); `backup` names the copy taken just before. */
export class MigrationFailedError extends Error {
  constructor(
    readonly reason: string,
    readonly backup: string | null,
  ) {
    super(serverMessages.ops.migrationFailed(reason, backup));
  }
}

/**
 * Opens the database for the server or `npm run upgrade`: when an existing database has pending
 * migrations, a `pre-migration` backup is taken first; then the migrations run in one transaction.
 */
export async function prepareDatabase(
  env: BackupEnv,
  options: { migrationsFolder?: string; log?: (line: string) => void } = {},
): Promise<{ db: Db; backup: string | null }> {
  const folder = options.migrationsFolder ?? MIGRATIONS_DIR;
  let backup: string | null = null;
  if (pendingMigrations(env.dbFile, folder) > 0) {
    backup = (await createBackup(env, { kind: 'pre-migration' })).dir;
    options.log?.(serverMessages.ops.preMigrationBackup(backup));
  }
  try {
    return { db: openDatabase(env.dbFile, folder), backup };
  } catch (error) {
    throw new MigrationFailedError(error instanceof Error ? error.message : String(error), backup);
  }
}

/**
 * Runs this code's pending migrations on a copy of the database (SQLite's backup API, so the
 * running server is not disturbed) and throws MigrationFailedError if they fail; the real file is
 * never opened for writing. `npm run upgrade` calls it before the restart, so a broken migration
 * stops the upgrade while the old server still runs. Answers how many migrations were pending.
 */
export async function checkMigrationsOnCopy(
  env: BackupEnv,
  options: { migrationsFolder?: string; backup?: string | null; tmpDir?: string } = {},
): Promise<number> {
  const folder = options.migrationsFolder ?? MIGRATIONS_DIR;
  const pending = pendingMigrations(env.dbFile, folder);
  if (pending === 0) return 0;
  const dir = fs.mkdtempSync(path.join(options.tmpDir ?? os.tmpdir(), 'academy-migration-check-'));
  try {
    const copyFile = path.join(dir, 'academy.db');
    const source = new Database(env.dbFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(copyFile);
    } finally {
      source.close();
    }
    try {
      openDatabase(copyFile, folder).$client.close();
    } catch (error) {
      throw new MigrationFailedError(error instanceof Error ? error.message : String(error), options.backup ?? null);
    }
    return pending;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
