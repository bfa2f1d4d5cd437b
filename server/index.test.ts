import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real start command (`node --import tsx server/index.ts`) on a temp DATA_DIR and port 0. The
 * working directory holds a minimal build (manifest + SSR module) so the test does not need `npm run build`.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = import.meta.resolve('tsx');
let work: string;
let dataDir: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-start-'));
  dataDir = path.join(work, 'data');
  fs.mkdirSync(path.join(work, 'dist/client/.vite'), { recursive: true });
  fs.mkdirSync(path.join(work, 'dist/server'), { recursive: true });
  fs.writeFileSync(
    path.join(work, 'dist/client/.vite/manifest.json'),
    JSON.stringify({ 'client/main.tsx': { file: 'static/js/main-1a2b3c.js', src: 'client/main.tsx', isEntry: true } }),
  );
  fs.writeFileSync(
    path.join(work, 'dist/server/entry-server.js'),
    'export async function renderPage({ request, siteOrigin }) {\n' +
      "  return new Response('<!doctype html><p>' + new URL(request.url).pathname + ' ' + siteOrigin + '</p>', { status: 200 });\n}\n",
  );
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

function start(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', TSX, path.join(ROOT, 'server/index.ts')], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://academy.example.ru',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const check = () => {
      const match = output.match(/Сайт запущен: (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output, exit });
      }
    };
    child.stdout?.on('data', check);
    exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  });
}

describe('server start', () => {
  it('refuses a bad environment with the message and exit code 1', async () => {
    const child = spawn(process.execPath, ['--import', TSX, path.join(ROOT, 'server/index.ts')], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: 'eighty', JWT_SECRET: 'short' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Неверная конфигурация окружения:');
    expect(stderr).toContain('PORT:');
    expect(stderr).toContain('JWT_SECRET: не короче 32 символов');
  });

  it('in production without PUBLIC_URL stops at start with a message naming it', async () => {
    await expect(start({ PUBLIC_URL: '' })).rejects.toThrow(/PUBLIC_URL: обязателен при NODE_ENV=production/);
  });

  it('creates the admin once, serves, finishes in-flight requests on SIGTERM, and restarts quietly', async () => {
    const first = await start();
    const password = first.output().match(/Пароль: (\S+)/)?.[1];
    expect(first.output()).toContain('Логин:  admin');
    expect(password).toMatch(/^\w{22}$/);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    expect((await fetch(`${first.url}/api/admin/ad-status`)).status).toBe(200);
    const page = await fetch(`${first.url}/press-center`);
    expect(await page.text()).toContain('/press-center');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // A login (a slow scrypt check) is in flight when SIGTERM arrives: it still gets its answer.
    const inFlight = fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password }),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toHaveProperty('token');
    expect(await first.exit).toBe(0);

    const second = await start();
    expect(second.output()).toContain('Учётная запись администратора уже есть. Сменить пароль: npm run admin:password');
    expect(second.output()).not.toContain('Пароль:');
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  });
});
