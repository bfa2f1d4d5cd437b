import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';
import { defaultAd, readAd } from './ad';

/** A database as it was before the ad moved into `settings`: the migrations before 0010 applied. */
function databaseBeforeTheMove(dir: string): Database.Database {
  const oldMigrations = path.join(dir, 'drizzle');
  fs.cpSync(MIGRATIONS_DIR, oldMigrations, { recursive: true });
  const journalFile = path.join(oldMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === '0010_ad_into_settings'),
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const sqlite = new Database(path.join(dir, 'academy.db'));
  migrate(drizzle(sqlite), { migrationsFolder: oldMigrations });
  return sqlite;
}

function withDir(run: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-ad-migration-'));
  try {
    run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the migration that moves the ad into settings', () => {
  it.each([true, false])('keeps a stored ad (shown: %s) and reads the new marking with the defaults', (isActive) => {
    withDir((dir) => {
      const sqlite = databaseBeforeTheMove(dir);
      sqlite
        .prepare('INSERT INTO ad (id, image_url, redirect_url, is_active) VALUES (1, ?, ?, ?)')
        .run('/uploads/ad/poster-1600.webp', 'https://tickets.example.org/?id=5', isActive ? 1 : 0);
      sqlite.close();

      const db = openDatabase(path.join(dir, 'academy.db'));
      expect(readAd({ db })).toEqual({
        ...defaultAd,
        isActive,
        imageUrl: '/uploads/ad/poster-1600.webp',
        redirectUrl: 'https://tickets.example.org/?id=5',
      });
      expect(defaultAd).toMatchObject({ isAdvertising: true, advertiserName: '', advertiserInn: '', erid: '' });
      expect(() => db.$client.prepare('SELECT * FROM ad').all()).toThrow(/no such table/);
      db.$client.close();
    });
  });

  it('leaves no ad document when there was no ad row', () => {
    withDir((dir) => {
      databaseBeforeTheMove(dir).close();
      const db = openDatabase(path.join(dir, 'academy.db'));
      expect(db.$client.prepare("SELECT count(*) AS n FROM settings WHERE key = 'ad'").get()).toEqual({ n: 0 });
      expect(readAd({ db })).toEqual(defaultAd);
      db.$client.close();
    });
  });
});
