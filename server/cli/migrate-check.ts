/**
 * Step of `npm run upgrade`: tries this code's pending migrations on a copy of the database.
 * Exit 0 when they apply (or none are pending), 78 with the bilingual message when one fails.
 * `--backup <dir>` names the backup the message tells the owner about.
 */
import { parseArgs } from 'node:util';
import { serverMessages } from '#shared/messages/server.ru';
import { checkMigrationsOnCopy, MigrationFailedError } from '../operations/migrations';
import { BACKUP_VARIABLES, commandEnv, runCommand } from './command';

runCommand(
  async () => {
    const { values } = parseArgs({ options: { backup: { type: 'string' } } });
    const pending = await checkMigrationsOnCopy(commandEnv(BACKUP_VARIABLES), { backup: values.backup ?? null });
    console.log(serverMessages.ops.migrationsChecked(pending));
  },
  { expected: [MigrationFailedError], exitCode: (error) => (error instanceof MigrationFailedError ? 78 : 1) },
);
