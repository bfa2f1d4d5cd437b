/**
 * `npm run admin:password`: sets an administrator's password (creating the admin if needed) and ends
 * every session of that admin. Login and password come from `--login x --password y`, from
 * ADMIN_LOGIN/ADMIN_PASSWORD, or are asked for (the password hidden, typed twice).
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '#shared/schemas/staff';
import { openDatabase } from '../db/client';
import { setAdminPassword } from '../lib/admin-account';
import { commandEnv, runCommand } from './command';

// One definition of a password's length for every account: the staff invitation's (shared/schemas/staff.ts).
const MIN_PASSWORD = STAFF_PASSWORD_MIN;
const MAX_PASSWORD = STAFF_PASSWORD_MAX;

class InputClosed extends Error {
  constructor() {
    super('\nВвод прерван: пароль не изменён.');
  }
}

/** A login or password the command refuses; the message says why. */
class BadCredentials extends Error {}

/** Line reader that works for a terminal and for piped input alike. */
function lineReader() {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async next(prompt: string): Promise<string> {
      process.stdout.write(prompt);
      const { value, done } = await lines.next();
      if (done) throw new InputClosed();
      return value;
    },
    close: () => rl.close(),
  };
}

/** Reads a line without echoing it (raw mode on a terminal). */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

function checkLogin(login: string): string | null {
  if (!login) return 'Логин не может быть пустым.';
  if (login.length > 100) return 'Логин: не более 100 символов.';
  return null;
}

function checkPassword(password: string): string | null {
  if (password.length < MIN_PASSWORD) return `Пароль должен быть не короче ${MIN_PASSWORD} символов.`;
  if (password.length > MAX_PASSWORD) return `Пароль: не более ${MAX_PASSWORD} символов.`;
  return null;
}

async function askCredentials(): Promise<{ login: string; password: string }> {
  if (!process.stdin.isTTY) {
    // Piped input: login on the first line, password on the second.
    const reader = lineReader();
    try {
      return { login: (await reader.next('Логин: ')).trim(), password: await reader.next('Новый пароль: ') };
    } finally {
      reader.close();
    }
  }
  const reader = lineReader();
  const login = (await reader.next('Логин администратора [admin]: ')).trim() || 'admin';
  reader.close();
  for (;;) {
    const password = await askHidden('Новый пароль: ');
    const problem = checkPassword(password);
    if (problem) {
      console.log(problem);
      continue;
    }
    if ((await askHidden('Повторите пароль: ')) === password) return { login, password };
    console.log('Пароли не совпадают, попробуйте ещё раз.');
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { login: { type: 'string' }, password: { type: 'string' } }, strict: true });
  const env = commandEnv(['ADMIN_LOGIN', 'ADMIN_PASSWORD']);
  const given = { login: values.login ?? env.ADMIN_LOGIN, password: values.password ?? env.ADMIN_PASSWORD };
  const { login, password } =
    given.login && given.password ? { login: given.login.trim(), password: given.password } : await askCredentials();
  const problem = checkLogin(login) ?? checkPassword(password);
  if (problem) throw new BadCredentials(problem);
  const db = openDatabase(env.dbFile);
  try {
    const { created } = await setAdminPassword({ db, now: () => Math.floor(Date.now() / 1000) }, login, password);
    console.log(
      created
        ? `Создан администратор «${login}».`
        : `Пароль администратора «${login}» изменён; все его сеансы завершены, войдите заново.`,
    );
  } finally {
    db.$client.close();
  }
}

runCommand(main, { expected: [InputClosed, BadCredentials] });
