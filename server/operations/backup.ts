/** Taking a backup of DATA_DIR into BACKUP_DIR, and the rotation that follows it. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { serverMessages } from '#shared/messages/server.ru';
import {
  type BackupEnv,
  BackupError,
  backupName,
  DB_NAME,
  describeDatabase,
  FORMAT,
  listBackups,
  MANIFEST_FILE,
  type Manifest,
  type ManifestFile,
  safeRelative,
  sha256,
  UPLOADS,
  walk,
} from './backup-folder';
import { type BackupKind, backupsToKeep } from './rotation';
import { LOCK_FILE } from './server-lock';

export interface BackupResult {
  name: string;
  dir: string;
  manifest: Manifest;
  bytes: number;
  /** Older backups that rotation removed. */
  removed: string[];
}

function tryLink(from: string, to: string): boolean {
  try {
    fs.linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** The uploads of the newest backup, by path: checksum and file. */
function previousUploads(backupDir: string): Map<string, { sha256: string; file: string }> {
  const newest = listBackups(backupDir)[0];
  const out = new Map<string, { sha256: string; file: string }>();
  if (!newest) return out;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(newest.dir, MANIFEST_FILE), 'utf8')) as Manifest;
    for (const f of manifest.files) {
      if (f.path.startsWith(`${UPLOADS}/`) && safeRelative(f.path))
        out.set(f.path, { sha256: f.sha256, file: path.join(newest.dir, f.path) });
    }
  } catch {
    // an unreadable manifest: copy everything afresh
  }
  return out;
}

export interface CreateBackupOptions {
  kind: BackupKind;
  /** The server's own connection (backs up while it serves); by default a separate read-only one. */
  source?: Database.Database;
  now?: () => number;
  /** Backups rotation must not remove (the one a restore is reading). */
  protect?: string[];
}

/**
 * A consistent copy of DATA_DIR into its own folder in BACKUP_DIR: the database through SQLite's
 * online backup API (readers and writers carry on meanwhile), then the uploads, the other files of
 * DATA_DIR (the generated JWT key), and a manifest with row counts, the migration record and a
 * checksum of every file. The folder appears under its final name only when complete. Then
 * rotation removes what the policy no longer keeps.
 */
export async function createBackup(env: BackupEnv, options: CreateBackupOptions): Promise<BackupResult> {
  if (!options.source && !fs.existsSync(env.dbFile)) throw new BackupError(serverMessages.ops.noDatabase(env.dbFile));
  const now = options.now ?? Date.now;
  fs.mkdirSync(env.backupDir, { recursive: true, mode: 0o700 });
  for (const stale of fs.readdirSync(env.backupDir).filter((n) => n.startsWith('.partial-'))) {
    fs.rmSync(path.join(env.backupDir, stale), { recursive: true, force: true });
  }

  const createdAt = now();
  let name = backupName(createdAt, options.kind);
  for (let n = 1; fs.existsSync(path.join(env.backupDir, name)); n++) name = backupName(createdAt + n, options.kind);
  const partial = path.join(env.backupDir, `.partial-${name}`);
  fs.mkdirSync(partial, { mode: 0o700 });

  try {
    // The database first: every upload it refers to was written before its row, so it is on disk
    // by the time the uploads are copied.
    const dbCopy = path.join(partial, DB_NAME);
    const source = options.source ?? new Database(env.dbFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(dbCopy);
    } finally {
      if (!options.source) source.close();
    }
    // The copy keeps the WAL flag; a rollback journal lets it be opened read-only anywhere.
    const copy = new Database(dbCopy);
    copy.pragma('journal_mode = DELETE');
    copy.close();

    const { migrations, tables } = describeDatabase(dbCopy);
    const files: ManifestFile[] = [];
    let bytes = 0;
    const add = (rel: string, digest: string) => {
      const size = fs.statSync(path.join(partial, rel)).size;
      bytes += size;
      files.push({ path: rel, size, sha256: digest });
    };
    add(DB_NAME, await sha256(dbCopy));

    // Uploads never change under their random names. One the previous backup holds with the same
    // checksum is hard-linked from there: seven daily and four weekly backups cost one copy of the
    // pictures, also under systemd, where DATA_DIR and BACKUP_DIR are separate mounts that a link
    // cannot cross. New ones are linked from DATA_DIR when it can, copied otherwise.
    const previous = previousUploads(env.backupDir);
    // A media upload in progress writes `.tmp-…` files and renames them when done: half a file is
    // no use in a backup, and it may be gone before its checksum is read.
    const uploads = walk(env.uploadsDir)
      .filter((rel) => !path.basename(rel).startsWith('.tmp-'))
      .map((rel) => `${UPLOADS}/${rel}`);
    for (const rel of uploads) {
      const source = path.join(env.dataDir, rel);
      const target = path.join(partial, rel);
      const digest = await sha256(source);
      const earlier = previous.get(rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (!(earlier?.sha256 === digest && tryLink(earlier.file, target)) && !tryLink(source, target)) {
        fs.copyFileSync(source, target);
      }
      add(rel, digest);
    }
    // Other top-level files of DATA_DIR (the generated JWT key) — not the live database files or the lock.
    for (const entry of fs.existsSync(env.dataDir) ? fs.readdirSync(env.dataDir, { withFileTypes: true }) : []) {
      if (!entry.isFile() || entry.name.startsWith(DB_NAME) || entry.name === LOCK_FILE) continue;
      fs.copyFileSync(path.join(env.dataDir, entry.name), path.join(partial, entry.name));
      add(entry.name, await sha256(path.join(partial, entry.name)));
    }
    const manifest: Manifest = {
      app: 'academy',
      format: FORMAT,
      kind: options.kind,
      createdAt: new Date(createdAt).toISOString(),
      migrations,
      tables,
      uploads: uploads.length,
      files,
    };
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const dir = path.join(env.backupDir, name);
    fs.renameSync(partial, dir);

    const removed = rotateBackups(env, options.protect ?? []);
    return { name, dir, manifest, bytes, removed };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes the backups the rotation policy no longer keeps; answers their names. */
export function rotateBackups(env: BackupEnv, protect: string[] = []): string[] {
  const all = listBackups(env.backupDir);
  const keep = backupsToKeep(all, {
    keepDaily: env.BACKUP_KEEP_DAILY,
    keepWeekly: env.BACKUP_KEEP_WEEKLY,
    keepExtra: env.BACKUP_KEEP_EXTRA,
  });
  const removed: string[] = [];
  for (const backup of all) {
    if (keep.has(backup.name) || protect.includes(backup.name)) continue;
    fs.rmSync(backup.dir, { recursive: true, force: true });
    removed.push(backup.name);
  }
  return removed;
}
