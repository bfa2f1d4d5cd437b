/**
 * `npm run restore -- <backup>`: checks the backup (checksums, SQLite integrity, row counts),
 * refuses while a server holds DATA_DIR, saves what is there now as a `pre-restore` backup, then
 * puts the backup's database, uploads and key file in place and says what it did.
 */
import { serverMessages } from '#shared/messages/server.ru';
import { BackupError } from '../operations/backup-folder';
import { newestMigrationAt } from '../operations/migrations';
import { restoreBackup } from '../operations/restore';
import { BACKUP_VARIABLES, commandEnv, runCommand } from './command';

const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!given) {
  console.error(serverMessages.ops.restoreUsage);
  process.exit(2);
}
runCommand(
  async () => {
    const env = commandEnv(BACKUP_VARIABLES);
    const report = await restoreBackup(env, given, { knownMigrationAt: newestMigrationAt() });
    const rows = Object.entries(report.manifest.tables)
      .filter(([table]) => table !== '__drizzle_migrations')
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    console.log(serverMessages.ops.restoreDone(report.from));
    console.log(serverMessages.ops.restoreRows(rows, report.manifest.uploads));
    if (report.safetyBackup) console.log(serverMessages.ops.restoreSafety(report.safetyBackup));
    console.log(serverMessages.ops.restoreNext);
  },
  { expected: [BackupError] },
);
