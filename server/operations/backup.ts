import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import type { Env } from '#server/env';
import { messages } from '#shared/messages/server.ru';
import { BACKUP_KINDS, type BackupKind, type BackupRef, backupsToKeep } from './rotation';
import { LOCK_FILE, runningServer } from './server-lock';

export type BackupEnv = Pick<
  Env,
  'dataDir' | 'dbFile' | 'uploadsDir' | 'backupDir' | 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_WEEKLY' | 'BACKUP_KEEP_EXTRA'
>;

export const MANIFEST_FILE = 'manifest.json';
const DB_NAME = 'academy.db';
const UPLOADS = 'uploads';
const FORMAT = 1;

export interface ManifestFile {
  /** Relative to the backup folder, `/`-separated; the same place under DATA_DIR. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  app: 'academy';
  format: number;
  kind: BackupKind;
  createdAt: string;
  /** Drizzle's migration record in the copied database: how many, and the newest one's timestamp. */
  migrations: { applied: number; lastCreatedAt: number | null };
  /** Rows per table in the copy. */
  tables: Record<string, number>;
  uploads: number;
  files: ManifestFile[];
}

export interface BackupInfo extends BackupRef {
  dir: string;
}

export interface BackupResult {
  name: string;
  dir: string;
  manifest: Manifest;
  bytes: number;
  /** Older backups that rotation removed. */
  removed: string[];
}

/** A backup or restore that cannot go ahead; the message is for the owner, in Russian. */
export class BackupError extends Error {}

const NAME = new RegExp(`^academy-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})-(\\d{2})-(\\d{2})-(\\d{3})Z-(${BACKUP_KINDS.join('|')})$`);

function backupName(ms: number, kind: BackupKind): string {
  const iso = new Date(ms).toISOString(); // 2026-11-24T03:00:00.000Z
  return `academy-${iso.replace(/:/g, '-').replace('.', '-')}-${kind}`;
}

function parseName(name: string): BackupRef | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const createdAt = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(createdAt) ? null : { name, kind: m[6] as BackupKind, createdAt };
}

/** Finished backups in BACKUP_DIR, newest first (folders still being written are not listed). */
export function listBackups(backupDir: string): BackupInfo[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch {
    return [];
  }
  return names
    .map(parseName)
    .filter((ref): ref is BackupRef => ref !== null)
    .map((ref) => ({ ...ref, dir: path.join(backupDir, ref.name) }))
    .filter((b) => fs.existsSync(path.join(b.dir, MANIFEST_FILE)))
    .sort((a, b) => b.createdAt - a.createdAt);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as `/`-separated paths relative to it. */
function walk(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
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

/** Row counts and the migration record of a database file (opened read-only). */
function describeDatabase(file: string): Pick<Manifest, 'migrations' | 'tables'> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names)
      tables[name] = db
        .prepare(`SELECT count(*) FROM "${name.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number;
    let migrations: Manifest['migrations'] = { applied: 0, lastCreatedAt: null };
    if (names.includes('__drizzle_migrations')) {
      const row = db.prepare('SELECT count(*) AS n, max(created_at) AS last FROM __drizzle_migrations').get() as {
        n: number;
        last: number | null;
      };
      migrations = { applied: row.n, lastCreatedAt: row.last === null ? null : Number(row.last) };
    }
    return { migrations, tables };
  } finally {
    db.close();
  }
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
  if (!options.source && !fs.existsSync(env.dbFile)) throw new BackupError(messages.ops.noDatabase(env.dbFile));
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
    const uploads = walk(env.uploadsDir).map((rel) => `${UPLOADS}/${rel}`);
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

function safeRelative(rel: string): boolean {
  if (typeof rel !== 'string' || rel === '' || rel.includes('\\') || path.posix.isAbsolute(rel)) return false;
  return path.posix.normalize(rel) === rel && !rel.split('/').includes('..');
}

/**
 * Checks a backup folder before anything is overwritten: the manifest, every file's size and
 * checksum, SQLite's integrity check of the database copy, and its row counts against the manifest.
 */
export async function verifyBackup(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(messages.ops.noManifest(dir));
  }
  if (manifest.app !== 'academy' || manifest.format !== FORMAT || !Array.isArray(manifest.files)) {
    throw new BackupError(messages.ops.badManifest(dir));
  }
  if (!manifest.files.some((f) => f.path === DB_NAME)) throw new BackupError(messages.ops.badManifest(dir));
  for (const entry of manifest.files) {
    if (!safeRelative(entry.path) || entry.path === MANIFEST_FILE) throw new BackupError(messages.ops.badManifest(dir));
    const file = path.join(dir, entry.path);
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      throw new BackupError(messages.ops.fileMissing(entry.path));
    }
    if (size !== entry.size || (await sha256(file)) !== entry.sha256) throw new BackupError(messages.ops.fileDamaged(entry.path));
  }
  const db = new Database(path.join(dir, DB_NAME), { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(messages.ops.fileDamaged(DB_NAME));
  } finally {
    db.close();
  }
  const { tables } = describeDatabase(path.join(dir, DB_NAME));
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (tables[table] !== rows) throw new BackupError(messages.ops.fileDamaged(DB_NAME));
  }
  return manifest;
}

/** A folder path, its manifest.json, or a backup's bare name in BACKUP_DIR. */
export function resolveBackup(env: Pick<Env, 'backupDir'>, given: string): string {
  const candidates = [path.resolve(given), path.join(env.backupDir, given)];
  for (const candidate of candidates) {
    if (path.basename(candidate) === MANIFEST_FILE && fs.existsSync(candidate)) return path.dirname(candidate);
    if (fs.existsSync(path.join(candidate, MANIFEST_FILE))) return candidate;
  }
  throw new BackupError(messages.ops.noManifest(given));
}

export interface RestoreReport {
  from: string;
  manifest: Manifest;
  /** The copy of what was there before, or null when DATA_DIR had no database. */
  safetyBackup: string | null;
}

function copyTree(from: string, to: string): void {
  for (const rel of walk(from)) {
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.copyFileSync(path.join(from, rel), path.join(to, rel));
  }
}

/**
 * Puts a checked backup back into DATA_DIR. Refuses while a server holds DATA_DIR (its open
 * database would keep writing over the restored file). What is there now is backed up first
 * (kind `pre-restore`), so a restore is itself undoable. The database file is replaced by rename,
 * after its stale -wal/-shm files are removed, and the uploads folder is swapped whole.
 */
export async function restoreBackup(
  env: BackupEnv,
  given: string,
  options: { knownMigrationAt?: number | null; now?: () => number } = {},
): Promise<RestoreReport> {
  const dir = resolveBackup(env, given);
  const manifest = await verifyBackup(dir);
  const known = options.knownMigrationAt;
  if (
    known !== undefined &&
    manifest.migrations.lastCreatedAt !== null &&
    (known === null || manifest.migrations.lastCreatedAt > known)
  ) {
    throw new BackupError(messages.ops.newerBackup);
  }
  const live = runningServer(env.dataDir);
  if (live) throw new BackupError(messages.ops.serverRunning(live.pid, live.port));

  let safetyBackup: string | null = null;
  if (fs.existsSync(env.dbFile)) {
    try {
      safetyBackup = (await createBackup(env, { kind: 'pre-restore', now: options.now, protect: [path.basename(dir)] })).name;
    } catch (error) {
      throw new BackupError(messages.ops.safetyBackupFailed(error instanceof Error ? error.message : String(error)));
    }
  }

  fs.mkdirSync(env.dataDir, { recursive: true });
  const incoming = `${env.dbFile}.restoring`;
  fs.copyFileSync(path.join(dir, DB_NAME), incoming);
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${env.dbFile}${suffix}`, { force: true });
  fs.renameSync(incoming, env.dbFile);

  const incomingUploads = `${env.uploadsDir}.restoring`;
  const oldUploads = `${env.uploadsDir}.replaced`;
  fs.rmSync(incomingUploads, { recursive: true, force: true });
  fs.rmSync(oldUploads, { recursive: true, force: true });
  fs.mkdirSync(incomingUploads, { recursive: true });
  copyTree(path.join(dir, UPLOADS), incomingUploads);
  if (fs.existsSync(env.uploadsDir)) fs.renameSync(env.uploadsDir, oldUploads);
  fs.renameSync(incomingUploads, env.uploadsDir);
  fs.rmSync(oldUploads, { recursive: true, force: true });

  for (const entry of manifest.files) {
    if (entry.path === DB_NAME || entry.path.startsWith(`${UPLOADS}/`)) continue;
    const target = path.join(env.dataDir, entry.path);
    fs.copyFileSync(path.join(dir, entry.path), target);
    if (entry.path === 'jwt-secret') fs.chmodSync(target, 0o600);
  }
  return { from: dir, manifest, safetyBackup };
}

/** Total size in bytes of the files under a folder (the uploads), 0 when it is missing. */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const rel of walk(dir)) {
    try {
      total += fs.statSync(path.join(dir, rel)).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}
