/**
 * What the command-line tools (backup, restore, admin password, the upgrade's migration check) share:
 * the environment they read, limited to the variables they use, and one way to end on an error.
 */
import { EnvError, loadEnvOf } from '../env';
import { loadEnvFileIfSet } from './env-file';

/** DATA_DIR and BACKUP_DIR come with every command; these are the backup rotation's. */
export const BACKUP_VARIABLES = ['BACKUP_KEEP_DAILY', 'BACKUP_KEEP_WEEKLY', 'BACKUP_KEEP_EXTRA'] as const;

/** ENV_FILE (when set), then only the named variables: a restore must not ask for PUBLIC_URL. */
export function commandEnv<K extends Parameters<typeof loadEnvOf>[0][number]>(names: readonly K[]) {
  loadEnvFileIfSet();
  return loadEnvOf(names);
}

/** An unknown or malformed option (node:util parseArgs): the message says which. */
const isUsageError = (error: unknown) =>
  error instanceof Error && String((error as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS');

type ErrorClass = abstract new (...args: never[]) => Error;

export interface CommandOptions {
  /** Refusals the operator can act on, besides a bad configuration: their message is the whole story. */
  expected?: ErrorClass[];
  /** How the message is put to the operator (e.g. "Резервное копирование не удалось: …"). */
  describe?: (message: string) => string;
  /** The exit code of an error; 1 by default. */
  exitCode?: (error: unknown) => number;
}

/**
 * Runs a command's body. A configuration error or an expected refusal prints its Russian message
 * and nothing else; any other error is a bug, so its stack follows the message for the report.
 * Either way the process exits non-zero.
 */
export function runCommand(body: () => Promise<void> | void, options: CommandOptions = {}): void {
  Promise.resolve()
    .then(body)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(options.describe ? options.describe(message) : message);
      const expected =
        error instanceof EnvError || isUsageError(error) || (options.expected ?? []).some((kind) => error instanceof kind);
      if (!expected) console.error(error);
      process.exit(options.exitCode?.(error) ?? 1);
    });
}
