import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-perms-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('data folder and database permissions', () => {
  it('creates DATA_DIR 0700 and the database, its WAL and shared-memory files 0600, whatever the umask', () => {
    const previous = process.umask(0o022);
    try {
      const dir = path.join(root, 'fresh', 'data');
      const file = path.join(dir, 'academy.db');
      const db = openDatabase(file);
      db.$client.exec('create table t (x); insert into t values (1);');
      expect(mode(dir)).toBe(0o700);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name), name).toBe(0o600);
      db.$client.close();
    } finally {
      process.umask(previous);
    }
  });

  it('narrows an existing folder and database that were readable by others', () => {
    const dir = path.join(root, 'old');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    const file = path.join(dir, 'academy.db');
    openDatabase(file).$client.close();
    fs.chmodSync(file, 0o644);
    const db = openDatabase(file);
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    db.$client.close();
  });
});
