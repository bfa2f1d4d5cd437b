/** Putting a checked backup back into DATA_DIR (`npm run restore`). */
import fs from 'node:fs';
import path from 'node:path';
import { serverMessages } from '#shared/messages/server.ru';
import { createBackup } from './backup';
import { type BackupEnv, BackupError, DB_NAME, type Manifest, resolveBackup, UPLOADS, verifyBackup, walk } from './backup-folder';
import { runningServer } from './server-lock';

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
    throw new BackupError(serverMessages.ops.newerBackup);
  }
  const live = runningServer(env.dataDir);
  if (live) throw new BackupError(serverMessages.ops.serverRunning(live.pid, live.port));

  let safetyBackup: string | null = null;
  if (fs.existsSync(env.dbFile)) {
    try {
      safetyBackup = (await createBackup(env, { kind: 'pre-restore', now: options.now, protect: [path.basename(dir)] })).name;
    } catch (error) {
      throw new BackupError(serverMessages.ops.safetyBackupFailed(error instanceof Error ? error.message : String(error)));
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
