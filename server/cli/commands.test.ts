/**
 * The operator's commands run as the operator runs them: a child process with only the variables
 * the command needs (NODE_ENV=production and DATA_DIR, no PUBLIC_URL or anything else the server
 * wants). A configuration error prints its Russian message and exits non-zero, without a stack trace.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';

const ROOT = path.resolve(import.meta.dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-commands-'));
const dataDir = path.join(root, 'data');
const STACK_LINE = '    at ';

interface Run {
  code: number | null;
  output: string;
}

function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const runner = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...runner, path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

const minimal = { NODE_ENV: 'production', DATA_DIR: dataDir };

beforeAll(() => {
  fs.mkdirSync(dataDir, { recursive: true });
  openDatabase(path.join(dataDir, 'academy.db')).$client.close();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// Each run compiles the command through tsx: seconds on a quiet machine, far more on a busy one.
describe('the operator’s commands with a minimal environment', { timeout: 120_000 }, () => {
  it('backup, migration check, restore and admin password run with only NODE_ENV and DATA_DIR', async () => {
    const backup = await run('server/cli/backup.ts', [], minimal);
    expect(backup.output).toContain('Резервная копия');
    expect(backup.code).toBe(0);
    const made = fs.readdirSync(path.join(root, 'backups'));
    expect(made).toHaveLength(1);

    const check = await run('server/cli/migrate-check.ts', [], minimal);
    expect(check.code).toBe(0);

    const restore = await run('server/cli/restore.ts', [made[0] as string], minimal);
    expect(restore.output).not.toContain(STACK_LINE);
    expect(restore.code).toBe(0);

    const password = await run('server/cli/admin-password.ts', ['--login', 'owner', '--password', 'long-enough-1'], minimal);
    expect(password.output).toContain('Создан администратор «owner».');
    expect(password.code).toBe(0);
    for (const result of [backup, check, password]) expect(result.output).not.toContain('PUBLIC_URL');
  });

  it('a configuration error is one Russian message and a non-zero exit, no stack trace', async () => {
    const inside = { ...minimal, BACKUP_DIR: path.join(dataDir, 'copies') };
    const results = await Promise.all([
      run('server/cli/backup.ts', [], inside),
      run('server/cli/restore.ts', ['some-backup'], inside),
      run('server/cli/migrate-check.ts', [], { ...minimal, BACKUP_KEEP_DAILY: 'many' }),
      run('server/cli/admin-password.ts', [], { ...minimal, ADMIN_LOGIN: 'owner', ADMIN_PASSWORD: 'short' }),
    ]);
    for (const result of results) {
      expect(result.output).toContain('Неверная конфигурация окружения:');
      expect(result.output).not.toContain(STACK_LINE);
      expect(result.code).toBe(1);
    }
    expect(results[0]?.output).toContain('BACKUP_DIR: должна быть вне DATA_DIR');
    expect(results[2]?.output).toContain('BACKUP_KEEP_DAILY');
    expect(results[3]?.output).toContain('ADMIN_PASSWORD: не короче 8 символов');
  });

  it('a refused restore and an unknown option say why, without a stack trace', async () => {
    const [restore, option] = await Promise.all([
      run('server/cli/restore.ts', [path.join(root, 'nowhere')], minimal),
      run('server/cli/admin-password.ts', ['--user', 'owner'], minimal),
    ]);
    expect(restore.output).toContain(path.join(root, 'nowhere'));
    expect(option.output).toContain('--user');
    for (const result of [restore, option]) {
      expect(result.output).not.toContain(STACK_LINE);
      expect(result.code).toBe(1);
    }
  });

  it('npm run upgrade stops on a bad configuration before it changes anything', async () => {
    const [missingFile, badBackupDir] = await Promise.all([
      run('scripts/upgrade.mjs', [], { ...minimal, ENV_FILE: path.join(root, 'missing.env') }),
      run('scripts/upgrade.mjs', [], { ...minimal, BACKUP_DIR: path.join(dataDir, 'copies') }),
    ]);
    expect(missingFile.output).toContain(`ENV_FILE=${path.join(root, 'missing.env')}`);
    expect(badBackupDir.output).toContain('BACKUP_DIR: должна быть вне DATA_DIR');
    expect(badBackupDir.output).toContain('Резервная копия не сделана: обновление остановлено');
    for (const result of [missingFile, badBackupDir]) {
      expect(result.output).not.toContain(STACK_LINE);
      expect(result.output).not.toContain('▶ Зависимости');
      expect(result.code).toBe(1);
    }
  });
});
