import type Database from 'better-sqlite3';
import { serverMessages } from '#shared/messages/server.ru';
import { createBackup } from './backup';
import { type BackupEnv, listBackups } from './backup-folder';
import { lastDueAt } from './rotation';

/** How often the server looks whether the daily backup is owed. */
const CHECK_EVERY_MS = 5 * 60_000;

export interface BackupScheduleOptions {
  env: BackupEnv & { BACKUP_HOUR: number | 'off' };
  /** The server's connection: SQLite's backup API copies it while requests carry on. */
  source: Database.Database;
  log?: Pick<Console, 'log' | 'error'>;
  now?: () => number;
}

/**
 * The daily backup: taken when the newest backup is older than today's BACKUP_HOUR (Moscow time),
 * so one owed while the server was down is taken right after start, and a fresh install gets its
 * first copy at once.
 */
export class BackupSchedule {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(private readonly options: BackupScheduleOptions) {}

  start(): void {
    if (this.options.env.BACKUP_HOUR === 'off' || this.timer) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** Takes the daily backup if it is owed; one at a time. */
  check(): Promise<void> {
    const { env, source } = this.options;
    const hour = env.BACKUP_HOUR;
    if (hour === 'off' || this.inFlight) return this.inFlight ?? Promise.resolve();
    const now = (this.options.now ?? Date.now)();
    const newest = listBackups(env.backupDir)[0];
    if (newest && newest.createdAt >= lastDueAt(now, hour)) return Promise.resolve();
    const log = this.options.log ?? console;
    this.inFlight = createBackup(env, { kind: 'daily', source, now: this.options.now })
      .then((result) => {
        log.log(serverMessages.ops.backupDone(result.name, (result.bytes / 1048576).toFixed(1)));
        if (result.removed.length) log.log(serverMessages.ops.rotated(result.removed));
      })
      .catch((error: unknown) => {
        log.error(serverMessages.ops.backupFailed(error instanceof Error ? error.message : String(error)));
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}
