/**
 * `npm run bench`: what a page costs with a long VK wall. Builds if needed, seeds a temporary
 * database (the demo content, then 2,000 varied posts, 60 products, 40 prices), starts the real
 * server and a bare Hono server, and prints sizes, render times, throughput and memory. Before the
 * load runs, the server imports a VK wall of 2,000 more posts with 3,400 photos from a VK stand-in
 * (bench/vk-import.ts), as the admin's «Синхронизировать» does, and its memory is printed before,
 * during (the peak), after the import, at an admin's login after it (a scrypt, measured apart) and
 * after the load.
 *
 * A benchmark, not a test: figures depend on the machine and on what else runs on it. Without
 * photos it takes about 1.5 minutes (five 10 s load runs and the set-up); the import of 3,400
 * photos adds 30-60 minutes on a busy 2-core machine (docs/decisions/server-memory.md). Options (environment):
 *   BENCH_PORT (4325; the bare server uses the next port), BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
 *   BENCH_POSTS (2000), BENCH_PHOTOS (3400; 0 skips the import), BENCH_JSON=file to also write the
 *   figures as JSON. The server runs with the service's Environment= lines (deploy/academy.service);
 *   glibc's MALLOC_* variables, GLIBC_TUNABLES and LD_PRELOAD set for the bench replace them (empty:
 *   unset), to compare allocators.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { openDatabase } from '#server/db/client';
import { prices, products } from '#server/db/schema/index';
import { seedIfEmpty } from '#server/db/seed';
import { generateWall, storeWall } from '#server/test/wall-generator';
import {
  MEMORY_HEADER,
  type MemoryFigures,
  memoryNow,
  memoryRow,
  peakResidentMb,
  resetPeakResident,
  residentMb,
  samplePeak,
  serviceEnv,
} from './memory';
import { alignedTable } from './table';
import { type ImportResult, logIn, type PhotoWall, runImport, startPhotoWall } from './vk-import';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4325);
const BARE_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTS = Number(process.env.BENCH_POSTS ?? 2000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 3400);
const ADMIN = { login: 'admin', password: 'bench-password-123' };
const PRODUCTS = 60;
const PRICES = 40;
const TSX = import.meta.resolve('tsx');

const benchStart = Date.now();
const log = (...args: unknown[]) => console.error(`[bench ${((Date.now() - benchStart) / 1000).toFixed(0)} s]`, ...args);

function ensureBuild(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR },
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** The demo content in a fresh DATA_DIR, then (in later steps) a long wall, then more products and prices. */
async function seedData(dataDir: string, step: 'demo' | 'wall' | 'catalogue'): Promise<void> {
  const db = openDatabase(path.join(dataDir, 'academy.db'));
  if (step === 'demo') await seedIfEmpty({ db, uploadsDir: path.join(dataDir, 'uploads') });
  if (step === 'wall') storeWall(db, generateWall(POSTS, 2026));
  if (step === 'catalogue') {
    const productRows = db.select().from(products).all();
    for (let index = productRows.length; index < PRODUCTS; index += 1) {
      const model = productRows[index % productRows.length];
      if (!model) break;
      db.insert(products)
        .values({
          id: randomUUID().replaceAll('-', '').slice(0, 24),
          text: `${model.text} — вариант ${index + 1}`,
          price: model.price + index * 10,
          image: model.image,
          isNew: index % 5 === 0,
          discount: index % 7 === 0 ? 10 : 0,
          rating: 3 + (index % 3),
          position: index,
        })
        .run();
    }
    const priceRows = db.select().from(prices).all();
    for (let index = priceRows.length; index < PRICES; index += 1) {
      const model = priceRows[index % priceRows.length];
      if (!model) break;
      db.insert(prices)
        .values({
          id: randomUUID().replaceAll('-', '').slice(0, 24),
          category: `${model.category} (${index + 1})`,
          price: model.price + index * 50,
          duration: model.duration,
          description: model.description,
          position: index,
        })
        .run();
    }
  }
  db.$client.close();
}

interface Server {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

async function startProcess(args: string[], env: Record<string, string>, url: string): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the tail is kept (to show why a server failed): the site writes a line per request, and
  // this process also drives the load, so it must not spend the run appending megabytes of log.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_384);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitFor(url, child, () => output);
  return {
    child,
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
      }),
  };
}

/** The build `npm start` serves (scripts/ensure-build.mjs keeps it current). */
const DIST_DIR = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');

const SERVICE_ENV = serviceEnv(ROOT);

/**
 * The compiled server, as `npm start` and the service run it; `extra` adds settings (the VK
 * stand-in's) and `probe` loads bench/memory-probe.mjs, which writes the server's own memory figures
 * to that file.
 */
function startSite(dataDir: string, extra: Record<string, string> = {}, probe?: string): Promise<Server> {
  const probeArgs = probe ? ['--import', path.join(ROOT, 'bench/memory-probe.mjs')] : [];
  return startProcess(
    [...probeArgs, path.join(DIST_DIR, 'server/index.js')],
    {
      ...SERVICE_ENV,
      ...extra,
      ...(probe ? { BENCH_MEMORY_FILE: probe } : {}),
      DIST_DIR,
      DATA_DIR: dataDir,
      // Production requires the public address; the site's own links then point at this server.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Every request comes from 127.0.0.1: with the per-address API limit (600 a minute) the load run
      // of /api/prices would measure 429 answers. A crowd comes from many addresses.
      RATE_LIMIT_CALLS_PER_MINUTE: '1000000000',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
    },
    `http://127.0.0.1:${PORT}/robots.txt`,
  );
}

/** A GET that keeps the bytes as sent (no automatic decompression). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      })
      .on('error', reject);
  });
}

interface Sizes {
  raw: number;
  gzip: number;
}

async function pageSizes(base: string, paths: string[]): Promise<Record<string, Sizes>> {
  const sizes: Record<string, Sizes> = {};
  for (const pagePath of paths) {
    const plain = await rawGet(`${base}${pagePath}`);
    const zipped = await rawGet(`${base}${pagePath}`, { 'accept-encoding': 'gzip' });
    if (plain.status !== 200) throw new Error(`${pagePath} answered ${plain.status}`);
    sizes[pagePath] = {
      raw: plain.body.length,
      gzip: zipped.body.length === plain.body.length ? gzipSync(plain.body).length : zipped.body.length,
    };
  }
  return sizes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Load {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time per answered request, µs. */
  cpuUsPerRequest: number;
}

/** CPU time (user + system) a process has used so far, in ms; Linux clock ticks of 10 ms. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One load run. Besides the rate, the server's own CPU time per answered request: on a shared
 * machine the rate follows whatever else runs, while the CPU a request costs the server barely does.
 */
async function load(name: string, url: string, pid: number | undefined): Promise<Load> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  });
  const answered = result.requests.total;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuUsPerRequest: answered > 0 ? ((cpuMs(pid) - cpuBefore) * 1000) / answered : Number.NaN,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  const began = Date.now();
  ensureBuild();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const servers: Server[] = [];
  try {
    const pages = ['/', '/press-center', '/events'];

    const base = `http://127.0.0.1:${PORT}`;
    const dataDir = path.join(work, 'data');
    const sizesAfter = async (step: 'demo' | 'wall'): Promise<Record<string, Sizes>> => {
      await seedData(dataDir, step);
      const server = await startSite(dataDir);
      servers.push(server);
      const measured = await pageSizes(base, pages);
      await server.stop();
      return measured;
    };
    log('the demo content: page sizes');
    const demoSizes = await sizesAfter('demo');
    log(`+ ${POSTS} posts: page sizes`);
    const wallSizes = await sizesAfter('wall');

    log(`+ ${PRODUCTS} products and ${PRICES} prices in all: the load runs`);
    await seedData(dataDir, 'catalogue');
    let wall: PhotoWall | null = null;
    if (PHOTOS > 0) {
      log(`the VK stand-in: ${POSTS} posts, ${PHOTOS} photos`);
      wall = await startPhotoWall(POSTS, PHOTOS);
    }
    const probeFile = path.join(work, 'memory.json');
    const site = await startSite(dataDir, wall?.env ?? {}, probeFile);
    servers.push(site);
    const memory: Array<[string, MemoryFigures]> = [];
    // The probe writes its first sample at once; give the server a moment to settle after its start.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAtStart = residentMb(site.child.pid);
    memory.push(['after start', memoryNow(site.child.pid, probeFile)]);
    let imported: ImportResult | null = null;
    if (wall) {
      // The server's own first run (at its start) reads the wall while it is still empty.
      while (wall.standIn.wallCalls.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      wall.fill();
      log('the import, as the admin runs it');
      // Logged in first and measured apart: a login's scrypt is the admin's memory, not the import's.
      const session = await logIn(base, ADMIN.login, ADMIN.password);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const pid = site.child.pid;
      const peak = samplePeak(pid, probeFile);
      imported = await runImport(
        base,
        session,
        { now: () => residentMb(pid), peak: () => peakResidentMb(pid), resetPeak: () => resetPeakResident(pid) },
        log,
      );
      const importPeak = peak.stop();
      importPeak.rssMb = Math.max(importPeak.rssMb, imported.peakMb);
      memory.push(['import (peak)', importPeak]);
      memory.push(['after the import', memoryNow(site.child.pid, probeFile)]);
      // An admin logging in now, with the server at its size after the import.
      const loginPeak = samplePeak(pid, probeFile);
      await logIn(base, ADMIN.login, ADMIN.password);
      memory.push(['a login after it (peak)', loginPeak.stop()]);
    }
    // The bare server also answers /page with the exact gzip bytes of the site's home page: what the
    // same stack costs to send a body that size, with no site code in the way.
    const homeGzipFile = path.join(work, 'home.html.gz');
    fs.writeFileSync(homeGzipFile, (await rawGet(`${base}/`, { 'accept-encoding': 'gzip' })).body);
    const bare = await startProcess(
      ['--import', TSX, path.join(ROOT, 'bench/bare-server.ts')],
      { PORT: String(BARE_PORT), BARE_PAGE_FILE: homeGzipFile },
      `http://127.0.0.1:${BARE_PORT}/`,
    );
    servers.push(bare);

    const sizes = await pageSizes(base, pages);
    // Warm the process (JIT, modules) on other pages, then time a page never asked for.
    for (const warm of ['/about', '/schedule', '/prices', '/store', '/boxing']) await rawGet(`${base}${warm}`);
    const cold = await rawGet(`${base}/events?page=2`, { 'accept-encoding': 'gzip' });
    const cached: number[] = [];
    for (let i = 0; i < 30; i += 1) cached.push((await rawGet(`${base}/events?page=2`, { 'accept-encoding': 'gzip' })).ms);

    log(`load: ${CONNECTIONS} connections, ${SECONDS} s each`);
    const loadPeak = samplePeak(site.child.pid, probeFile);
    const loads: Load[] = [];
    loads.push(await load('bare Hono route', `http://127.0.0.1:${BARE_PORT}/`, bare.child.pid));
    loads.push(await load("bare Hono route, the bytes of '/'", `http://127.0.0.1:${BARE_PORT}/page`, bare.child.pid));
    for (const [name, target] of [
      ['GET /api/prices', '/api/prices'],
      ['/', '/'],
      ['/mma', '/mma'],
      ['/press-center', '/press-center'],
    ] as const) {
      loads.push(await load(name, `${base}${target}`, site.child.pid));
    }
    const rss = residentMb(site.child.pid);
    memory.push(['load (peak)', loadPeak.stop()]);
    memory.push(['after the load', memoryNow(site.child.pid, probeFile)]);
    await wall?.standIn.close();

    // The yardstick again at the end: how far the machine's load drifted during the runs.
    const bareAgain = await load('bare Hono route, again', `http://127.0.0.1:${BARE_PORT}/`, bare.child.pid);
    loads.push(bareAgain);
    const bareRps = loads[0]?.rps ?? 1;
    const bareCpu = loads[0]?.cpuUsPerRequest ?? 1;
    const out: string[] = [];
    out.push(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`,
    );
    out.push(`Data: demo content + ${POSTS} generated posts, ${PRODUCTS} products, ${PRICES} prices\n`);
    out.push(
      alignedTable([
        [
          'HTML (raw / gzip)',
          'demo content',
          `+ ${POSTS} posts`,
          'vs demo',
          `+ ${PRODUCTS} products, ${PRICES} prices`,
          'vs demo',
        ],
        ...pages.map((p) => {
          const d = demoSizes[p] as Sizes;
          const w = wallSizes[p] as Sizes;
          const s = sizes[p] as Sizes;
          const change = (x: Sizes) => `${x.raw >= d.raw ? '+' : ''}${(((x.raw - d.raw) / d.raw) * 100).toFixed(1)}%`;
          return [
            p,
            `${kb(d.raw)} / ${kb(d.gzip)}`,
            `${kb(w.raw)} / ${kb(w.gzip)}`,
            change(w),
            `${kb(s.raw)} / ${kb(s.gzip)}`,
            change(s),
          ];
        }),
      ]),
    );
    out.push('');
    out.push(`Cold render of /events?page=2 (warm process, page not yet kept): ${cold.ms.toFixed(1)} ms`);
    out.push(`Cached answer of the same page: median ${median(cached).toFixed(2)} ms over ${cached.length} requests\n`);
    out.push(
      alignedTable([
        ['route', 'req/s', 'vs bare', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'server CPU µs/req', 'bare CPU / this'],
        ...loads.map((l) => [
          l.name,
          l.rps.toFixed(0),
          `${((l.rps / bareRps) * 100).toFixed(0)}%`,
          String(l.p50),
          String(l.p99),
          String(l.errors),
          String(l.non2xx),
          l.cpuUsPerRequest.toFixed(0),
          `${((bareCpu / l.cpuUsPerRequest) * 100).toFixed(0)}%`,
        ]),
      ]),
    );
    const refused = loads.filter((l) => l.non2xx > 0 || l.errors > 0).map((l) => l.name);
    if (refused.length > 0)
      out.push(`\nWARNING: errors or non-2xx answers on ${refused.join(', ')}: those rates are not of served pages`);
    out.push('');
    out.push(`Server resident memory: ${rssAtStart.toFixed(0)} MB after start, ${rss.toFixed(0)} MB after the load`);
    if (wall && imported) {
      out.push(
        `Import: ${imported.imported} posts and ${imported.photosStored} of ${wall.photos} photos stored (${imported.photosFailed} failed; pictures ${(wall.pictureBytes / 2 ** 20).toFixed(0)} MB) in ${imported.runs} sync runs, ${imported.seconds.toFixed(0)} s`,
      );
    }
    const allocator = Object.entries(SERVICE_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    out.push(
      `Server memory${allocator ? ` (${allocator})` : ''}, sharp concurrency ${memory[0]?.[1].probe?.concurrency ?? '?'}:`,
    );
    out.push(alignedTable([MEMORY_HEADER, ...memory.map(([moment, figures]) => memoryRow(moment, figures))]));
    out.push(
      `Load average (1, 5, 15 min) at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')}`,
    );
    out.push(`Bench took ${((Date.now() - began) / 1000).toFixed(0)} s`);
    console.log(out.join('\n'));
    if (process.env.BENCH_JSON) {
      fs.writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify(
          {
            demoSizes,
            wallSizes,
            sizes,
            coldMs: cold.ms,
            cachedMs: median(cached),
            loads,
            rssMb: rss,
            rssAtStartMb: rssAtStart,
            memory: Object.fromEntries(memory),
            import: imported,
            loadAverage: os.loadavg(),
          },
          null,
          2,
        ),
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
