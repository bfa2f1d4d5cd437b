/**
 * A backup as it lies in BACKUP_DIR: its folder's name, its manifest, the listing of finished
 * backups and the check of one before it is trusted. Shared by taking a backup (backup.ts),
 * restoring one (restore.ts) and the health check.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import type { Env } from '#server/env';
import { serverMessages } from '#shared/messages/server.ru';
import { BACKUP_KINDS, type BackupKind, type BackupRef } from './rotation';

export type BackupEnv = Pick<
  Env,
  'dataDir' | 'dbFile' | 'uploadsDir' | 'backupDir' | 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_WEEKLY' | 'BACKUP_KEEP_EXTRA'
>;

export const MANIFEST_FILE = 'manifest.json';
export const DB_NAME = 'academy.db';
export const UPLOADS = 'uploads';
export const FORMAT = 1;

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

/** A backup or restore that cannot go ahead; the message is for the owner, in Russian. */
export class BackupError extends Error {}

const NAME = new RegExp(`^academy-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})-(\\d{2})-(\\d{2})-(\\d{3})Z-(${BACKUP_KINDS.join('|')})$`);

export function backupName(ms: number, kind: BackupKind): string {
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

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as `/`-separated paths relative to it. */
export function walk(dir: string, prefix = ''): string[] {
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

/** Row counts and the migration record of a database file (opened read-only). */
export function describeDatabase(file: string): Pick<Manifest, 'migrations' | 'tables'> {
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

export function safeRelative(rel: string): boolean {
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
    throw new BackupError(serverMessages.ops.noManifest(dir));
  }
  if (manifest.app !== 'academy' || manifest.format !== FORMAT || !Array.isArray(manifest.files)) {
    throw new BackupError(serverMessages.ops.badManifest(dir));
  }
  if (!manifest.files.some((f) => f.path === DB_NAME)) throw new BackupError(serverMessages.ops.badManifest(dir));
  for (const entry of manifest.files) {
    if (!safeRelative(entry.path) || entry.path === MANIFEST_FILE) throw new BackupError(serverMessages.ops.badManifest(dir));
    const file = path.join(dir, entry.path);
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      throw new BackupError(serverMessages.ops.fileMissing(entry.path));
    }
    if (size !== entry.size || (await sha256(file)) !== entry.sha256)
      throw new BackupError(serverMessages.ops.fileDamaged(entry.path));
  }
  const db = new Database(path.join(dir, DB_NAME), { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(serverMessages.ops.fileDamaged(DB_NAME));
  } finally {
    db.close();
  }
  const { tables } = describeDatabase(path.join(dir, DB_NAME));
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (tables[table] !== rows) throw new BackupError(serverMessages.ops.fileDamaged(DB_NAME));
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
  throw new BackupError(serverMessages.ops.noManifest(given));
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
