import fs from 'node:fs';
import type { Context as HonoContext } from 'hono';
import { serverMessages } from '#shared/messages/server.ru';
import type { SystemStatus } from '#shared/schemas/system';
import type { AppDeps } from '../deps';
import { vkSyncFor } from '../lib/vk/service';
import { folderBytes, listBackups } from '../operations/backup-folder';

/**
 * "Younger than a day" with room for the daily run itself: the next one is due 24 h after the last
 * and the server looks every 5 minutes, so a healthy server's newest backup reaches just over 24 h.
 */
export const MAX_BACKUP_AGE_HOURS = 26;

export interface HealthChecks {
  ok: boolean;
  database: { ok: boolean };
  disk: { ok: boolean; freeMb: number | null; minFreeMb: number };
  /**
   * `firstPending`: no backup yet, on a database younger than MAX_BACKUP_AGE_HOURS (a fresh install,
   * whose first backup the schedule takes right after start): not a failure, a warning.
   */
  backup: { ok: boolean; enabled: boolean; lastAt: string | null; ageHours: number | null; firstPending: boolean };
}

/**
 * When the database file was created (its birth time), or null when the file system does not keep
 * one: then a missing backup is not excused, as before.
 */
export function databaseBornAt(dbFile: string): number | null {
  try {
    const born = fs.statSync(dbFile).birthtimeMs;
    return born > 0 ? born : null;
  } catch {
    return null;
  }
}

function freeBytes(dir: string): number | null {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** The three things a monitor asks: the database answers, the disk has room, a recent backup exists. */
export function healthChecks(deps: AppDeps, nowMs = deps.now() * 1000): HealthChecks {
  const { env } = deps;
  let database = false;
  try {
    database = deps.db.$client.prepare('SELECT 1').pluck().get() === 1;
  } catch {
    database = false;
  }
  const free = freeBytes(env.dataDir);
  const freeMb = free === null ? null : Math.floor(free / 1048576);
  const disk = { ok: freeMb !== null && freeMb >= env.HEALTH_MIN_FREE_MB, freeMb, minFreeMb: env.HEALTH_MIN_FREE_MB };

  const enabled = env.BACKUP_HOUR !== 'off';
  const newest = listBackups(env.backupDir)[0];
  const ageHours = newest ? Math.max(0, Math.round(((nowMs - newest.createdAt) / 3_600_000) * 10) / 10) : null;
  const born = newest || !enabled ? null : databaseBornAt(env.dbFile);
  const firstPending = born !== null && nowMs - born < MAX_BACKUP_AGE_HOURS * 3_600_000;
  const backup = {
    ok: !enabled || firstPending || (ageHours !== null && ageHours < MAX_BACKUP_AGE_HOURS),
    enabled,
    lastAt: newest ? new Date(newest.createdAt).toISOString() : null,
    ageHours,
    firstPending,
  };
  return { ok: database && disk.ok && backup.ok, database: { ok: database }, disk, backup };
}

/**
 * GET /healthz: 200 or 503 with the checks as JSON; 200 with `status: 'warning'` while a fresh
 * install has no backup yet. No paths, versions or settings: monitors are outsiders.
 */
export function healthzResponse(c: HonoContext, deps: AppDeps): Response {
  const checks = healthChecks(deps);
  c.header('Cache-Control', 'no-store');
  const status = !checks.ok ? 'fail' : checks.backup.firstPending ? 'warning' : 'ok';
  return c.json({ status, ...checks }, checks.ok ? 200 : 503);
}

/** Everything the admin dashboard's server card shows, with the warnings in Russian. */
export function systemStatus(deps: AppDeps, nowMs = deps.now() * 1000): SystemStatus {
  const checks = healthChecks(deps, nowMs);
  const { env } = deps;
  let databaseBytes = 0;
  for (const suffix of ['', '-wal']) {
    try {
      databaseBytes += fs.statSync(`${env.dbFile}${suffix}`).size;
    } catch {
      // no WAL file right now
    }
  }
  const newest = listBackups(env.backupDir)[0] ?? null;
  const vkSync = vkSyncFor(deps).status();
  const warnings: string[] = [];
  if (!checks.database.ok) warnings.push(serverMessages.system.databaseDown);
  if (!checks.disk.ok) warnings.push(serverMessages.system.lowDisk(checks.disk.freeMb ?? 0, checks.disk.minFreeMb));
  if (!checks.backup.enabled) warnings.push(serverMessages.system.backupsOff);
  else if (checks.backup.firstPending) warnings.push(serverMessages.system.firstBackupPending);
  else if (!checks.backup.ok)
    warnings.push(newest ? serverMessages.system.backupOld(checks.backup.ageHours ?? 0) : serverMessages.system.noBackup);
  if (vkSync.configured && vkSync.lastError) warnings.push(serverMessages.system.vkFailing(vkSync.lastError));
  return {
    ok: checks.ok && warnings.length === 0,
    lastBackup: newest ? { at: Math.floor(newest.createdAt / 1000), kind: newest.kind, name: newest.name } : null,
    backupsEnabled: checks.backup.enabled,
    backupHour: env.BACKUP_HOUR === 'off' ? null : env.BACKUP_HOUR,
    databaseBytes,
    uploadsBytes: folderBytes(env.uploadsDir),
    freeDiskBytes: checks.disk.freeMb === null ? null : checks.disk.freeMb * 1048576,
    vkSync: {
      configured: vkSync.configured,
      lastSuccessAt: vkSync.lastSuccessAt,
      lastError: vkSync.lastError,
    },
    warnings,
  };
}
