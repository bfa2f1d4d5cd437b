import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/**
 * deploy/Caddyfile in front of the built server, as on the club's server but on loopback: Debian's
 * caddy with its own local CA (`tls internal`) instead of Let's Encrypt. Checks a page, an admin
 * login, an upload and the address the app sees. Needs caddy (`apt-get install caddy`): on CI
 * (CI set) a missing caddy fails; a developer without it gets a skip with the reason.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const base = Number(process.env.E2E_PORT ?? 4173);
const APP_PORT = base + 1;
const HTTPS_PORT = base + 2;
const HTTP_PORT = base + 3;
const DOMAIN = 'academy.localhost';
const PASSWORD = 'caddy-e2e-password';

function hasCaddy(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const caddyInstalled = hasCaddy();
if (!caddyInstalled && process.env.CI) throw new Error('caddy is not installed: apt-get install caddy (see .ci/run)');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let work = '';
let app: ChildProcess | null = null;
let caddy: ChildProcess | null = null;
let appOutput = '';
let ca: Buffer | null = null;

/** A request through Caddy over HTTPS, the certificate checked against Caddy's local CA. */
function viaCaddy(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        servername: DOMAIN,
        ca: ca ?? undefined,
        method: options.method ?? 'GET',
        path: pathname,
        headers: { host: `${DOMAIN}:${HTTPS_PORT}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  // A first start encodes the demo pages' pictures (docs/decisions/pages-content-model.md): up to a minute on a loaded machine.
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up.\napp:\n${appOutput}`);
}

/** The app's JSON log lines so far. */
function logLines(): Array<Record<string, unknown>> {
  return appOutput
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test.describe.configure({ mode: 'serial' });

test.describe('behind Caddy (deploy/Caddyfile)', () => {
  // Playwright wants the fixtures argument destructured even when no fixture is used.
  // biome-ignore lint/correctness/noEmptyPattern: see above
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'desktop' || !caddyInstalled) return;
    testInfo.setTimeout(180_000);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-caddy-'));

    // The compiled server `npm start` runs (e2e/servers.ts starts the same).
    app = spawn(process.execPath, [path.resolve(ROOT, process.env.DIST_DIR ?? 'dist', 'server/index.js')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        // The address visitors use: the site behind Caddy.
        PUBLIC_URL: `https://${DOMAIN}:${HTTPS_PORT}`,
        HOST: '127.0.0.1',
        PORT: String(APP_PORT),
        DATA_DIR: path.join(work, 'data'),
        BACKUP_DIR: path.join(work, 'backups'),
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        ADMIN_LOGIN: 'admin',
        ADMIN_PASSWORD: PASSWORD,
        TRUST_PROXY: '1',
        LOG_FORMAT: 'json',
        SEED_DEMO: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout?.on('data', (chunk: Buffer) => (appOutput += chunk.toString()));
    app.stderr?.on('data', (chunk: Buffer) => (appOutput += chunk.toString()));

    // The shipped Caddyfile with the test's name, ports and local CA; its directives stay as written.
    const shipped = fs.readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
    const config = shipped
      .replace(
        /^\{[\s\S]*?^\}/m,
        [
          '{',
          '\tadmin off',
          `\thttp_port ${HTTP_PORT}`,
          `\thttps_port ${HTTPS_PORT}`,
          `\tstorage file_system ${path.join(work, 'caddy')}`,
          '\tlocal_certs',
          '\tskip_install_trust',
          '}',
        ].join('\n'),
      )
      .replaceAll('academy.example.ru {', `${DOMAIN} {\n\ttls internal`)
      .replaceAll('academy.example.ru', DOMAIN)
      .replace('reverse_proxy 127.0.0.1:3000', `reverse_proxy 127.0.0.1:${APP_PORT}`);
    expect(config).toContain(`reverse_proxy 127.0.0.1:${APP_PORT} {`);
    const caddyfile = path.join(work, 'Caddyfile');
    fs.writeFileSync(caddyfile, config);
    caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH ?? '', HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let caddyOutput = '';
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));

    await waitFor(async () => appOutput.includes('Сайт запущен'), 'the app');
    const rootCert = path.join(work, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await waitFor(async () => fs.existsSync(rootCert), `caddy's local CA (${caddyOutput.slice(-2000)})`);
    ca = fs.readFileSync(rootCert);
    await waitFor(async () => (await viaCaddy('/robots.txt')).status === 200, `caddy (${caddyOutput.slice(-2000)})`);
  });

  test.afterAll(async () => {
    for (const child of [caddy, app]) {
      if (!child || child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright wants the fixtures argument destructured
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run against the proxy is enough');
    test.skip(!caddyInstalled, 'caddy is not installed (apt-get install caddy)');
  });

  test('serves a page over HTTPS with a certificate from the CA, and redirects http to https', async () => {
    const page = await viaCaddy('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.toString()).toContain('<html lang="ru"');

    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: HTTP_PORT, path: '/price', headers: { host: DOMAIN } }, resolve).on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(308);
    expect(plain.headers.location).toBe(`https://${DOMAIN}/price`);
  });

  test('an admin logs in and uploads a product picture through the proxy', async () => {
    const login = await viaCaddy('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ login: 'admin', password: PASSWORD })),
    });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body.toString()) as { token: string };

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0111f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('text', 'Футболка');
    form.set('price', '1500');
    form.set('image', new File([new Uint8Array(png)], 'shirt.png', { type: 'image/png' }));
    // Node encodes the multipart body; https.request sends it as is.
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    const created = await viaCaddy('/api/products', {
      method: 'POST',
      headers: { authorization: token, 'content-type': encoded.headers.get('content-type') ?? '' },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(created.status).toBe(201);
    const product = JSON.parse(created.body.toString()) as { image: string };
    const image = await viaCaddy(product.image);
    expect(image.status).toBe(200);
    // Product pictures are stored as WebP (never enlarged): server/lib/uploads.ts.
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.body).metadata()).width).toBe(40);
  });

  test('the app sees the visitor address Caddy saw, not one the visitor made up, and Caddy’s request id', async () => {
    const answer = await viaCaddy('/robots.txt?token=kept-out-of-logs', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(answer.status).toBe(200);
    const id = String(answer.headers['x-request-id']);
    // Caddy's {http.request.uuid}, passed on because TRUST_PROXY=1 trusts the one hop in front.
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect.poll(() => logLines().find((line) => line.rid === id)).toBeTruthy();
    const line = logLines().find((each) => each.rid === id);
    // The client is this machine (127.0.0.1, masked to /24 in the log); the forged 203.0.113.9 is gone.
    expect(line).toMatchObject({ method: 'GET', path: '/robots.txt', status: 200, ip: '127.0.0.0' });
    expect(appOutput).not.toContain('kept-out-of-logs');
    expect(appOutput).not.toContain(PASSWORD);
  });
});
