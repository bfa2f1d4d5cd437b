import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real start command of a build (`node dist/server/index.js`, what `npm start` and the service
 * run) on a temp DATA_DIR and port 0. beforeAll compiles the server the way `npm run build` does
 * (its last step) into a temp build folder outside the project, so the compiled file must find its
 * migrations in its own build; the client manifest and the SSR module there are minimal stand-ins,
 * so the test does not need the whole client build.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
let work: string;
let dataDir: string;
let serverFile: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-start-'));
  dataDir = path.join(work, 'data');
  const build = spawnSync(
    process.execPath,
    [VITE, 'build', '--ssr', 'server/index.ts', '--mode', 'server', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: path.join(work, 'dist') },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}\n${build.stderr}`);
  serverFile = path.join(work, 'dist/server/index.js');
  // A build imports its packages from node_modules above it, as dist/ inside the project does.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  fs.mkdirSync(path.join(work, 'dist/client/.vite'), { recursive: true });
  // The demo pages' first versions are drawn from the pictures a real build copies from client/public.
  fs.cpSync(path.join(ROOT, 'client/public/media/images'), path.join(work, 'dist/client/media/images'), { recursive: true });
  // And the demo pictures' library encodings a real build carries (npm test makes them first): without
  // them the demo's first start encodes 49 pictures, over a minute on a slow CI machine.
  const demoMedia = path.join(ROOT, 'dist/demo-media');
  if (fs.existsSync(demoMedia)) fs.cpSync(demoMedia, path.join(work, 'dist/demo-media'), { recursive: true });
  fs.writeFileSync(
    path.join(work, 'dist/client/.vite/manifest.json'),
    JSON.stringify({ 'client/main.tsx': { file: 'static/js/main-1a2b3c.js', src: 'client/main.tsx', isEntry: true } }),
  );
  fs.writeFileSync(
    path.join(work, 'dist/server/entry-server.js'),
    'export async function renderPage({ request, siteOrigin }) {\n' +
      "  return new Response('<!doctype html><p>' + new URL(request.url).pathname + ' ' + siteOrigin + '</p>', { status: 200 });\n}\n",
  );
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

function start(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [serverFile], {
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
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
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
  it('on a fresh DATA_DIR migrates from the migrations in its build, seeds the demo content and serves / and /healthz', async () => {
    const fresh = path.join(work, 'fresh');
    // The backup schedule on, as on a real install: its first backup is taken right after start, and
    // until it exists /healthz warns with 200 instead of failing (issue 42).
    const server = await start({
      DATA_DIR: fresh,
      BACKUP_DIR: path.join(work, 'fresh-backups'),
      SEED_DEMO: '1',
      BACKUP_HOUR: '3',
    });
    try {
      expect(server.output()).toContain('База данных была пустой: добавлено демонстрационное содержимое.');
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<p>/ https://academy.example.ru</p>');
      const health = await fetch(`${server.url}/healthz`);
      const checks = await health.json();
      expect(health.status, JSON.stringify(checks)).toBe(200);
      expect(checks).toMatchObject({ ok: true, database: { ok: true }, backup: { ok: true, enabled: true } });
      expect(['ok', 'warning']).toContain(checks.status);
      await expect.poll(async () => (await (await fetch(`${server.url}/healthz`)).json()).status, { timeout: 20_000 }).toBe('ok');
      const prices = (await (await fetch(`${server.url}/api/prices`)).json()) as unknown[];
      expect(prices.length).toBeGreaterThan(0);
      // Every migration of the build ran: the ones copied beside the compiled file.
      const journal = JSON.parse(fs.readFileSync(path.join(work, 'dist/server/drizzle/meta/_journal.json'), 'utf8'));
      const db = new Database(path.join(fresh, 'academy.db'), { readonly: true });
      const applied = db.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
      db.close();
      expect(applied.n).toBe(journal.entries.length);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    }
  }, 180_000);

  it('refuses a bad environment with the message and exit code 1', async () => {
    const child = spawn(process.execPath, [serverFile], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: 'eighty', JWT_SECRET: 'short' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
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
    // A first start encodes the demo pages' pictures (~14 s on a quiet 2-core machine, docs/decisions/pages-content-model.md).
  }, 90_000);
});
