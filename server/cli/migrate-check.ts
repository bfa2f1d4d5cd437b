/**
 * Step of `npm run upgrade`: tries this code's pending migrations on a copy of the database.
 * Exit 0 when they apply (or none are pending), 78 with the bilingual message when one fails.
 * `--backup <dir>` names the backup the message tells the owner about.
 */
import { parseArgs } from 'node:util';
import { messages } from '#shared/messages/server.ru';
import { loadEnv } from '../env';
import { checkMigrationsOnCopy, MigrationFailedError } from '../operations/migrations';
import { loadEnvFileIfSet } from './env-file';

loadEnvFileIfSet();
const { values } = parseArgs({ options: { backup: { type: 'string' } } });
try {
  const pending = await checkMigrationsOnCopy(loadEnv(), { backup: values.backup ?? null });
  console.log(messages.ops.migrationsChecked(pending));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof MigrationFailedError ? 78 : 1);
}
