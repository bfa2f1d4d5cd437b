/** `npm run backup`: one backup of DATA_DIR into BACKUP_DIR now (safe while the server runs), then rotation. */
import fs from 'node:fs';
import { messages } from '#shared/messages/server.ru';
import { loadEnv } from '../env';
import { BackupError, createBackup } from '../operations/backup';
import type { BackupKind } from '../operations/rotation';
import { loadEnvFileIfSet } from './env-file';

loadEnvFileIfSet();
const kind: BackupKind = process.argv.includes('--pre-upgrade') ? 'pre-upgrade' : 'manual';
try {
  const env = loadEnv();
  // `npm run upgrade` on a machine that has not started the site yet: nothing to save.
  if (process.argv.includes('--if-database') && !fs.existsSync(env.dbFile)) {
    console.log(messages.ops.noDatabase(env.dbFile));
    process.exit(0);
  }
  const result = await createBackup(env, { kind });
  console.log(messages.ops.backupDone(result.dir, (result.bytes / 1048576).toFixed(1)));
  if (result.removed.length) console.log(messages.ops.rotated(result.removed));
} catch (error) {
  console.error(messages.ops.backupFailed(error instanceof Error ? error.message : String(error)));
  if (!(error instanceof BackupError) && !(error instanceof Error && error.message.startsWith('Неверная'))) console.error(error);
  process.exit(1);
}
