import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fillNewsColumns } from './news-columns';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * The migrations: beside the compiled server (the build copies them into dist/server, so a build
 * carries the migrations of its own code wherever DIST_DIR puts it) or, run from source, the
 * project's drizzle/ folder.
 */
export const MIGRATIONS_DIR =
  [path.join(import.meta.dirname, 'drizzle'), path.resolve(import.meta.dirname, '../../drizzle')].find((dir) =>
    fs.existsSync(path.join(dir, 'meta', '_journal.json')),
  ) ?? path.resolve(import.meta.dirname, '../../drizzle');

/** Owner-only: the data folder holds the database, the JWT key and uploads. */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Creates the data folder readable by its owner only, and narrows an existing one to that. */
export function prepareDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
}

/** The database and SQLite's side files (WAL, shared memory) readable by the owner only. */
function restrictFiles(file: string): void {
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(name, FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Opens (creating if needed) the SQLite file with the pragmas the server relies on, and applies migrations. */
export function openDatabase(file: string, migrationsFolder: string = MIGRATIONS_DIR): Db {
  prepareDataDir(path.dirname(file));
  // Created 0600 before SQLite opens it; SQLite gives the WAL and -shm files the database's mode.
  fs.closeSync(fs.openSync(file, 'a', FILE_MODE));
  restrictFiles(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema }) as Db;
  try {
    // Drizzle applies pending migrations in one transaction: a failing one leaves the file as it was.
    migrate(db, { migrationsFolder });
  } catch (error) {
    sqlite.close();
    throw error;
  }
  // Migration 0002 added the news columns empty: posts stored before it get them computed here.
  fillNewsColumns(db);
  restrictFiles(file);
  return db;
}
