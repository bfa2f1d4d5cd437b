/** The club's clock: the daily backup hour and the day/week buckets of rotation are Moscow time. */
export const BACKUP_TIME_ZONE = 'Europe/Moscow';

/** Why a backup was taken. Only `daily` ones are thinned by day and week; the others by count. */
export type BackupKind = 'daily' | 'manual' | 'pre-migration' | 'pre-restore' | 'pre-upgrade';
export const BACKUP_KINDS: readonly BackupKind[] = ['daily', 'manual', 'pre-migration', 'pre-restore', 'pre-upgrade'];

export interface BackupRef {
  name: string;
  kind: BackupKind;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface RotationPolicy {
  keepDaily: number;
  keepWeekly: number;
  keepExtra: number;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BACKUP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Moscow, `YYYY-MM-DD`. */
export function zonedDay(ms: number): string {
  return dayFormat.format(new Date(ms));
}

/** The ISO week (Monday first) of the Moscow calendar day, `YYYY-Www`. */
export function zonedWeek(ms: number): string {
  const [y, m, d] = zonedDay(ms).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Which backups rotation keeps. Scheduled ones: the newest of each of the last `keepDaily` days that
 * have one, and the newest of each of the last `keepWeekly` weeks (the two rules overlap, as in
 * restic's `forget --keep-daily --keep-weekly`). Taken by hand or before a migration or restore:
 * the newest `keepExtra`. The newest backup of all is always kept.
 */
export function backupsToKeep(backups: readonly BackupRef[], policy: RotationPolicy): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt - a.createdAt);
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].name);

  const scheduled = newestFirst.filter((b) => b.kind === 'daily');
  const bucket = (limit: number, key: (ms: number) => string) => {
    const seen = new Set<string>();
    for (const backup of scheduled) {
      const k = key(backup.createdAt);
      if (seen.has(k)) continue;
      if (seen.size >= limit) break;
      seen.add(k);
      keep.add(backup.name);
    }
  };
  bucket(policy.keepDaily, zonedDay);
  bucket(policy.keepWeekly, zonedWeek);

  for (const backup of newestFirst.filter((b) => b.kind !== 'daily').slice(0, policy.keepExtra)) keep.add(backup.name);
  return keep;
}

/**
 * The most recent moment the daily backup was due: today at `hour` Moscow time, or yesterday's if
 * that is still ahead. A newest backup older than this means the daily one is owed (also after the
 * server was down at that hour).
 */
export function lastDueAt(nowMs: number, hour: number): number {
  const [y, m, d] = zonedDay(nowMs).split('-').map(Number) as [number, number, number];
  // The zone's offset at this moment (Moscow has had a fixed offset since 2014, but ask anyway).
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BACKUP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(nowMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = wallAsUtc - Math.floor(nowMs / 1000) * 1000;
  let due = Date.UTC(y, m - 1, d, hour) - offset;
  if (due > nowMs) due -= 86_400_000;
  return due;
}
