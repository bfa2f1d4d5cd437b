import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fillNewsColumns } from '../lib/news-columns';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens (creating if needed) the SQLite file with the pragmas the server relies on, and applies migrations. */
export function openDatabase(file: string, migrationsFolder: string = MIGRATIONS_DIR): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
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
  return db;
}
