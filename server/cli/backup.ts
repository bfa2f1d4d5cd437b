/** `npm run backup`: one backup of DATA_DIR into BACKUP_DIR now (safe while the server runs), then rotation. */
import fs from 'node:fs';
import { serverMessages } from '#shared/messages/server.ru';
import { createBackup } from '../operations/backup';
import { BackupError } from '../operations/backup-folder';
import type { BackupKind } from '../operations/rotation';
import { BACKUP_VARIABLES, commandEnv, runCommand } from './command';

runCommand(
  async () => {
    const kind: BackupKind = process.argv.includes('--pre-upgrade') ? 'pre-upgrade' : 'manual';
    const env = commandEnv(BACKUP_VARIABLES);
    // `npm run upgrade` on a machine that has not started the site yet: nothing to save.
    if (process.argv.includes('--if-database') && !fs.existsSync(env.dbFile)) {
      console.log(serverMessages.ops.noDatabase(env.dbFile));
      return;
    }
    const result = await createBackup(env, { kind });
    console.log(serverMessages.ops.backupDone(result.dir, (result.bytes / 1048576).toFixed(1)));
    if (result.removed.length) console.log(serverMessages.ops.rotated(result.removed));
  },
  { expected: [BackupError], describe: serverMessages.ops.backupFailed },
);
