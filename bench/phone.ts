/**
 * The emulated phone of the browser benchmarks (bench/lighthouse.mjs, bench/interactions.ts,
 * bench/trace-tap.ts, bench/load-tbt.ts): the CPU slowdown that makes this machine as slow as
 * Lighthouse's reference mid-range phone, from the machine's benchmarkIndex, the browser and the
 * phone's context they open, and the site started as `npm start` runs it on a throwaway DATA_DIR.
 *
 * A fixed 4x slowdown emulates that phone only on a host of index ~1,500; on the 3,400-3,600 hosts
 * these benchmarks have run on, 4x was a phone three times faster than the one promised (issue 27).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { AD_POPUP_CLOSED_KEY } from '#client/features/ad/ad-session';
import { median } from './cpu-slowdown';

/** The flags ../shared/STACK.md gives for Debian's chromium, headless. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--headless=new',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROME_PATH = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Debian's chromium through Playwright, which passes its own headless switch. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
}

/**
 * A fresh context as the phone: 390 px wide at 1.75x, touch, Russian and Moscow time. The ad pop-up
 * (switched on by `switchAdOn` for the interactions that close it) is already closed this session,
 * as a returning visitor's would be, unless `withAd`.
 */
export async function phoneContext(browser: Browser, { withAd = false }: { withAd?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  if (!withAd) {
    await context.addInitScript((key) => {
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // about:blank has no storage.
      }
    }, AD_POPUP_CLOSED_KEY);
  }
  return context;
}

/** Something that runs a script in a page and returns its value (a Playwright page). */
export interface Evaluator {
  evaluate<T>(script: string): Promise<T>;
}

/**
 * The host's benchmarkIndex as Lighthouse measures it (its own page function, the one every report's
 * environment.benchmarkIndex comes from: about 1 s in the page), the median of `runs` measurements
 * after one thrown away (the first runs while the fresh browser still starts its own work): one
 * measurement moves by 10-20% with whatever else the machine is doing.
 */
export async function measureBenchmarkIndex(page: Evaluator, runs = 5): Promise<{ index: number; samples: number[] }> {
  const script = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  await page.evaluate<number>(script);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) samples.push(Math.round(await page.evaluate<number>(script)));
  return { index: median(samples) as number, samples };
}

/** The load average, for the lines that say how busy the shared machine was during a run. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

export interface Site {
  origin: string;
  process: ChildProcess;
  dataDir: string;
  stop(): void;
}

/**
 * The compiled server `npm start` runs, production mode, on a fresh temporary DATA_DIR with the demo
 * content; resolves when it answers. `stop` ends it and removes the data.
 */
export async function startSite({ root, distDir, port }: { root: string; distDir: string; port: number }): Promise<Site> {
  if (!fs.existsSync(path.join(distDir, 'client/.vite/manifest.json'))) {
    throw new Error(`Нет сборки в ${distDir}: выполните npm run build`);
  }
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  // Its own backup folder: the default sits beside DATA_DIR (/tmp/backups), shared by every site a
  // bench starts at once, and two daily backups into one folder collided (ENOTEMPTY).
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-backups-'));
  const child = spawn(process.execPath, [path.join(distDir, 'server/index.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      DIST_DIR: distDir,
      // A production server requires its public address; here it is the one the browser opens.
      PUBLIC_URL: origin,
      ADMIN_LOGIN: BENCH_ADMIN.login,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SEED_DEMO: '1',
    },
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backupDir, { recursive: true, force: true });
  };
  try {
    // A first start encodes the demo's pictures: on the shared machine under load that took over 3 minutes.
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`сервер завершился с кодом ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('сервер не ответил за 10 минут');
      const ok = await fetch(`${origin}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, process: child, dataDir, stop };
}

/**
 * The site of each build, on `port` and up (two builds are compared interleaved). A build that
 * fails to start stops the others before the error goes on: a server left running would hold the
 * terminal.
 */
export async function startSites({ root, dists, port }: { root: string; dists: string[]; port: number }): Promise<Site[]> {
  const started = await Promise.allSettled(dists.map((distDir, index) => startSite({ root, distDir, port: port + index })));
  const sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    for (const site of sites) site.stop();
    throw failed.reason;
  }
  return sites;
}

/**
 * The order the builds run in round `round` (from 0): A then B, then B then A, so a drift of the
 * machine's load during a round falls on every build alike (the --dist comparisons).
 */
export function interleavedOrder(builds: number, round: number): number[] {
  const forward = Array.from({ length: builds }, (_, index) => index);
  return round % 2 === 0 ? forward : forward.reverse();
}

export const BENCH_ADMIN = { login: 'admin', password: 'bench-password-123' } as const;

/** The ad on, with a poster and a link, through the admin API (the demo content has it off). */
export async function switchAdOn(origin: string): Promise<void> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`вход администратора: ${login.status}`);
  const headers = { Authorization: ((await login.json()) as { token: string }).token };
  const status = async () =>
    (await (await fetch(`${origin}/api/admin/ad-status`)).json()) as { isActive: boolean; imageUrl?: string };
  if (!(await status()).imageUrl) {
    const form = new FormData();
    form.append(
      'image',
      new Blob([fs.readFileSync(path.resolve(import.meta.dirname, '../client/public/og-image.jpg'))], { type: 'image/jpeg' }),
      'poster.jpg',
    );
    const upload = await fetch(`${origin}/api/admin/upload-ad-image`, { method: 'POST', headers, body: form });
    if (!upload.ok) throw new Error(`афиша рекламы: ${upload.status} ${await upload.text()}`);
  }
  const link = await fetch(`${origin}/api/admin/update-ad-redirect-url`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ redirectUrl: 'https://tickets.example.com/tournament' }),
  });
  if (!link.ok) throw new Error(`ссылка рекламы: ${link.status}`);
  if (!(await status()).isActive) {
    const toggle = await fetch(`${origin}/api/admin/toggle-ad`, { method: 'POST', headers });
    if (!toggle.ok) throw new Error(`включение рекламы: ${toggle.status}`);
  }
}
