import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '../db/client';

export interface TempDb {
  db: Db;
  /** The temp directory holding the database; tests may put uploads under it too. */
  dir: string;
  file: string;
  cleanup(): void;
}

/** A fresh SQLite file built by the real migrations, in its own temp directory. */
export function createTempDb(): TempDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
  const file = path.join(dir, 'academy.db');
  const db = openDatabase(file);
  return {
    db,
    dir,
    file,
    cleanup() {
      if (db.$client.open) db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
