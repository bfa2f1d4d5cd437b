import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_MAX } from '#shared/schemas/staff';
import { openDatabase } from '../db/client';
import { refreshTokens } from '../db/schema';
import { findAdminByLogin } from '../lib/admin-account';
import { generatePassword, verifyPassword } from '../lib/passwords';
import { hashRefreshToken } from '../lib/tokens';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], options: { env?: Record<string, string>; input?: string } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/admin-password.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...options.env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(options.input ?? '');
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

async function passwordWorks(login: string, password: string): Promise<boolean> {
  const db = openDatabase(path.join(dataDir, 'academy.db'));
  try {
    const admin = findAdminByLogin({ db }, login);
    return admin ? verifyPassword(password, admin.passwordHash) : false;
  } finally {
    db.$client.close();
  }
}

// Each test starts a Node process that compiles the CLI through tsx: a few seconds on a quiet machine,
// far more when the machine is busy, so these get a start-up budget rather than the default 20 s.
describe('npm run admin:password', { timeout: 90_000 }, () => {
  it('creates an admin from --login/--password', async () => {
    const password = generatePassword();
    const result = await run(['--login', 'owner', '--password', password]);
    expect(result.code).toBe(0);
    expect(result.output).toContain('Создан администратор «owner».');
    expect(await passwordWorks('owner', password)).toBe(true);
  });

  it('changes the password from ADMIN_LOGIN/ADMIN_PASSWORD and ends the admin’s sessions', async () => {
    const db = openDatabase(path.join(dataDir, 'academy.db'));
    const admin = findAdminByLogin({ db }, 'owner');
    if (!admin) throw new Error('owner missing');
    db.insert(refreshTokens)
      .values({ adminId: admin.id, tokenHash: hashRefreshToken('session'), expiresAt: Math.floor(Date.now() / 1000) + 3600 })
      .run();
    db.$client.close();

    const password = generatePassword();
    const result = await run([], { env: { ADMIN_LOGIN: 'owner', ADMIN_PASSWORD: password } });
    expect(result.code).toBe(0);
    expect(result.output).toContain('Пароль администратора «owner» изменён');
    expect(await passwordWorks('owner', password)).toBe(true);

    const check = openDatabase(path.join(dataDir, 'academy.db'));
    expect(
      check
        .select()
        .from(refreshTokens)
        .all()
        .every((row) => row.revokedAt !== null),
    ).toBe(true);
    check.$client.close();
  });

  it('reads login and password from piped input', async () => {
    const password = generatePassword();
    const result = await run([], { input: `piped\n${password}\n` });
    expect(result.code).toBe(0);
    expect(await passwordWorks('piped', password)).toBe(true);
  });

  it('refuses a short password and an interrupted input', async () => {
    const short = await run(['--login', 'owner', '--password', 'short']);
    expect(short.code).toBe(1);
    expect(short.output).toContain('Пароль должен быть не короче 8 символов.');
    // The staff invitation's upper limit too: one definition (shared/schemas/staff.ts).
    const long = await run(['--login', 'owner', '--password', 'x'.repeat(STAFF_PASSWORD_MAX + 1)]);
    expect(long.code).toBe(1);
    expect(long.output).toContain(`Пароль: не более ${STAFF_PASSWORD_MAX} символов.`);
    const cut = await run([], { input: 'someone\n' });
    expect(cut.code).toBe(1);
    expect(cut.output).toContain('Ввод прерван: пароль не изменён.');
  });
});
