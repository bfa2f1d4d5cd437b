import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The admin account every test server is started with (admin-helpers.ts logs in with it). */
export const ADMIN_CREDENTIALS = { login: 'admin', password: 'e2e-password-123' } as const;

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');
const STARTED = /Сайт запущен: (http:\/\/[^\s]+)/;

/** A fresh directory under the system temp dir; global teardown removes every `academy-e2e-` one it made. */
export function makeDataDir(kind: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `academy-e2e-${kind}-`));
}

/** The backups of the server on `dataDir` (startServer puts them beside it). */
export function backupDirOf(dataDir: string): string {
  return `${dataDir}-backups`;
}

/** A port nobody listens on now (the system's pick), so the server's PUBLIC_URL can name it before it starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Every test runs from 127.0.0.1, so the per-address limits are raised out of the suite's way, and
 * the specs sign the same phones up again on purpose. The limits have tests of their own
 * (server/app-limits.test.ts, server/routers/applications-limits.test.ts).
 */
export const UNLIMITED_ENV = {
  RATE_LIMIT_CALLS_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  APPLICATIONS_PER_HOUR_PER_ADDRESS: '1000000',
  APPLICATIONS_PER_HOUR: '1000000',
  DUPLICATE_APPLICATION_HOURS: '0',
} as const;

/**
 * Where every test server's map widget lives (the real one is Yandex's, loaded on 'Показать карту'):
 * a host no browser can reach, which club-map.spec.ts serves with `page.route`, so no test ever
 * loads the real widget and a stray request to it shows.
 */
export const MAP_WIDGET_STAND_IN = 'http://map-widget.test/map-widget/v1/';

/** Copies a seeded data directory (database, JWT secret, uploads) so a server starts without seeding. */
export function copyDataDir(from: string, kind: string): string {
  const to = makeDataDir(kind);
  fs.cpSync(from, to, { recursive: true });
  return to;
}

/**
 * Starts the real production server (`npm start` without the build check: `node dist/server/index.js`) on a data directory and
 * answers once it serves pages. Without a port a free one is picked first (PUBLIC_URL names it),
 * so parallel workers never collide. `env` adds or overrides variables (e.g. looser rate limits).
 */
export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const { dataDir, env = {}, timeoutMs = 60_000 } = options;
  // Production requires the public address, and the site's own links then point at this server.
  const port = options.port || (await freePort());
  // The compiled server `npm start` runs (npm run build makes it), so the tests test what ships.
  const distDir = process.env.DIST_DIR ?? 'dist';
  const child = spawn(process.execPath, [path.resolve(root, distDir, 'server/index.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Next to its data folder (the default, the data folder's parent, would be shared between servers);
      // backupDirOf() names it so whoever removes the data folder removes this one too.
      BACKUP_DIR: backupDirOf(dataDir),
      LOG_FORMAT: 'off',
      DIST_DIR: distDir,
      ADMIN_LOGIN: ADMIN_CREDENTIALS.login,
      ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...UNLIMITED_ENV,
      YANDEX_MAP_WIDGET_URL: MAP_WIDGET_STAND_IN,
      ...env,
    },
  });
  let output = '';
  // A worker or runner that ends without its teardown (a crash, process.exit) takes its server along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.removeListener('exit', killOnExit);
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`test server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = STARTED.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`test server exited with code ${code} before serving:\n${output}`));
    });
  });
  // Later output is not needed, but the pipes must keep draining or a chatty server would block.
  child.stdout?.resume();
  // Errors after the start stay visible in the runner's output, as webServer's stderr: 'pipe' did.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { url, dataDir, stop: () => stopServer(child, exited) };
}

async function stopServer(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  // The server finishes requests in flight and closes the database (a clean copy for templates).
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(forced);
}
