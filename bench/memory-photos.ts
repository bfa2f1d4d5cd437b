/**
 * `npm run bench:photos`: what storing VK photos costs in memory, without the server around it, in a
 * minute or two instead of the full bench's hour. Each configuration runs in a fresh child process:
 * the server's own sharp settings (configureSharp) and its own path for a photo (savePostImage: the
 * three WebP widths), PHOTOS camera-sized JPEGs of bench/vk-import.ts, CONCURRENCY at once as the
 * sync runs them, and prints resident memory before, its peak (the kernel's high-water mark) and
 * after. Configurations: the service's malloc settings (deploy/academy.service) and one arena only
 * (the thresholds unset), each at one, two and three photos at once. Options (environment):
 * BENCH_PHOTOS (24: every distinct picture once), BENCH_CONCURRENCY (1,2,3).
 *
 * Then the media library's uploads (issue 42, point 8): the same photos sent as a burst of
 * uploads, CONCURRENCY requests at once of BENCH_UPLOAD_FILES (4) photos each, through the library's
 * own `uploadPhotos` on a real SQLite file (encoded to AVIF and WebP at the library's widths, staged,
 * recorded), under the service's malloc settings; BENCH_LIBRARY=0 leaves it out, BENCH_VK=0 the VK photos.
 * BENCH_STEPS=1 runs only the largest photo through the library's `encodePhoto` and prints each
 * step's memory (the decode, then each file), to see where one photo's peak goes.
 * Figures and what they decided: docs/decisions/server-memory.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configureSharp } from '#server/lib/sharp-config';
import { peakResidentMb, resetPeakResident, residentMb, serviceEnv } from './memory';
import { alignedTable } from './table';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHILD = process.env.MEMORY_PHOTOS_CHILD;

interface ChildResult {
  startMb: number;
  peakMb: number;
  endMb: number;
  seconds: number;
  /** V8's heap used and the memory outside it (external, array buffers included), MB: at the start and at the highest resident sample. */
  js: { start: string; atPeak: string };
}

/** V8's heap used / external memory, MB, now. */
const jsNow = (): string => {
  const usage = process.memoryUsage();
  return `${(usage.heapUsed / 1048576).toFixed(0)} / ${(usage.external / 1048576).toFixed(0)}`;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The parent's photo files, in order. */
const jpegsIn = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.jpg'))
    .sort();

/**
 * In the child: `job(0 … count - 1)`, `concurrency` at once, measured from a settled start (resident
 * memory, the kernel's high-water mark over the work, resident memory once settled after it).
 */
async function measured(count: number, concurrency: number, job: (index: number) => Promise<void>): Promise<ChildResult> {
  await settle();
  const startMb = residentMb(process.pid);
  const js = { start: jsNow(), atPeak: jsNow() };
  resetPeakResident(process.pid);
  // Sampled (sharp works off the main thread): what JavaScript holds when resident memory is highest.
  let highest = startMb;
  const sampler = setInterval(() => {
    const now = residentMb(process.pid);
    if (now > highest) [highest, js.atPeak] = [now, jsNow()];
  }, 50);
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) await job(index);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await settle();
  return { startMb, peakMb: peakResidentMb(process.pid), endMb: residentMb(process.pid), seconds, js };
}

/** In the child: the photos from the parent's files, through the server's path, `concurrency` at once. */
async function child(dir: string, photos: number, concurrency: number): Promise<ChildResult> {
  configureSharp();
  const { savePostImage } = await import('#server/lib/post-images');
  const files = jpegsIn(dir);
  const deps = { env: { uploadsDir: path.join(dir, `uploads-${process.pid}`) } };
  const result = await measured(photos, concurrency, async (index) => {
    await savePostImage(deps, fs.readFileSync(path.join(dir, files[index % files.length] as string)), `p${index}`);
  });
  fs.rmSync(deps.env.uploadsDir, { recursive: true, force: true });
  return result;
}

/**
 * In the child: a burst of library uploads, `concurrency` requests at once, each of `perUpload`
 * photos, as the media screen sends them (the files held as the request's body is), through
 * `uploadPhotos` on its own database.
 */
async function libraryChild(dir: string, photos: number, concurrency: number, perUpload: number): Promise<ChildResult> {
  configureSharp();
  const { loadEnv } = await import('#server/env');
  const { openDatabase } = await import('#server/db/client');
  const { createDeps } = await import('#server/deps');
  const { uploadPhotos } = await import('#server/lib/media/library');
  const files = jpegsIn(dir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-library-bench-'));
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: '0', LOG_FORMAT: 'off' });
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  const deps = createDeps({ db: openDatabase(env.dbFile), env, jwtSecret: Buffer.alloc(32, 1) });
  const result = await measured(Math.ceil(photos / perUpload), concurrency, async (upload) => {
    const sent = Array.from({ length: Math.min(perUpload, photos - upload * perUpload) }, (_, index) => {
      const name = files[(upload * perUpload + index) % files.length] as string;
      return new File([fs.readFileSync(path.join(dir, name))], `u${upload}-${name}`, { type: 'image/jpeg' });
    });
    await uploadPhotos(deps, sent, 'Нагрузка');
  });
  deps.db.$client.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

/** One step of a photo's encoding: its name, the peak over the start and over the step's own start, resident after it. */
interface StepFigures {
  step: string;
  peakMb: number;
  stepPeakMb: number;
  afterMb: number;
}

/**
 * In the child: the largest photo through the library's own `encodePhoto`, the kernel's high-water
 * mark read and reset after each step (the decode, each file), so each step's own cost shows.
 */
async function stepsChild(dir: string): Promise<{ photo: string; startMb: number; steps: StepFigures[] }> {
  configureSharp();
  const { default: sharp } = await import('sharp');
  const { encodePhoto } = await import('#server/lib/media/photos');
  const bySize = jpegsIn(dir).sort((a, b) => fs.statSync(path.join(dir, a)).size - fs.statSync(path.join(dir, b)).size);
  const largest = bySize.at(-1) ?? '';
  const input = fs.readFileSync(path.join(dir, largest));
  const { width, height } = await sharp(input).metadata();
  // The smallest photo first: the codecs' first-use costs are paid before the measure, as on a running server.
  await encodePhoto(fs.readFileSync(path.join(dir, bySize[0] ?? largest)), 'warm-up.jpg');
  await settle();
  const startMb = residentMb(process.pid);
  resetPeakResident(process.pid);
  let stepStartMb = startMb;
  const steps: StepFigures[] = [];
  await encodePhoto(input, largest, {
    afterStep: (step) => {
      const peakMb = peakResidentMb(process.pid);
      const afterMb = residentMb(process.pid);
      steps.push({ step, peakMb: peakMb - startMb, stepPeakMb: peakMb - stepStartMb, afterMb: afterMb - startMb });
      resetPeakResident(process.pid);
      stepStartMb = afterMb;
    },
  });
  return { photo: `${width}×${height}, ${(input.length / 1024 / 1024).toFixed(1)} MB`, startMb, steps };
}

/** A difference in MB with its sign: +12, -21. */
const signedMb = (mb: number): string => `${mb >= 0 ? '+' : ''}${mb.toFixed(0)}`;

/** A result's columns in the tables: start, peak and end, each also against the start, and the seconds. */
const figures = (result: ChildResult): string[] => [
  result.startMb.toFixed(0),
  result.peakMb.toFixed(0),
  signedMb(result.peakMb - result.startMb),
  result.endMb.toFixed(0),
  signedMb(result.endMb - result.startMb),
  result.seconds.toFixed(1),
];

function runChild<Result = ChildResult>(
  dir: string,
  photos: number,
  concurrency: number,
  env: Record<string, string>,
  mode?: { perUpload: number } | 'steps',
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const childProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/memory-photos.ts')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        MEMORY_PHOTOS_CHILD: JSON.stringify({ dir, photos, concurrency, mode }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    childProcess.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    childProcess.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`the child exited with ${code}: ${output}`));
      else resolve(JSON.parse(line) as Result);
    });
  });
}

async function main(): Promise<void> {
  const photos = Number(process.env.BENCH_PHOTOS ?? 24);
  const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,2,3').split(',').map(Number);
  const { picture } = await import('./vk-import');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-photos-'));
  try {
    // Made once, in this process: making them in the child would leave its own memory behind.
    const count = Math.min(photos, 24);
    for (let index = 0; index < count; index += 1) {
      fs.writeFileSync(path.join(dir, `${String(index).padStart(2, '0')}.jpg`), await picture(index));
    }
    const service = serviceEnv(ROOT);
    const arenaOnly = Object.fromEntries(
      Object.entries(service).filter(([name]) => !/^MALLOC_(MMAP|TRIM)_THRESHOLD_$/.test(name)),
    );
    const configurations: Array<[string, Record<string, string>]> = [
      [
        Object.entries(service)
          .filter(([name]) => name.startsWith('MALLOC_'))
          .map(([name, value]) => `${name}=${value}`)
          .join(' '),
        service,
      ],
      ['one arena only (MALLOC_ARENA_MAX=1)', arenaOnly],
    ];
    const loadAverage = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ');
    console.log(`Load average at the start (1, 5, 15 min): ${loadAverage()}`);
    if (process.env.BENCH_STEPS === '1') {
      const { photo, startMb, steps } = await runChild<Awaited<ReturnType<typeof stepsChild>>>(dir, 1, 1, service, 'steps');
      console.log(
        `\nOne library photo (${photo}) through encodePhoto, step by step (service's malloc settings; start ${startMb.toFixed(0)} MB):`,
      );
      console.log(
        alignedTable([
          ['step', 'peak - start', "peak - step's start", 'after - start'],
          ...steps.map((each) => [each.step, signedMb(each.peakMb), signedMb(each.stepPeakMb), signedMb(each.afterMb)]),
        ]),
      );
    } else if (process.env.BENCH_VK !== '0') {
      const rows: string[][] = [];
      for (const [label, env] of configurations) {
        for (const concurrency of concurrencies) {
          rows.push([label, String(concurrency), ...figures(await runChild(dir, photos, concurrency, env))]);
        }
      }
      console.log(`${photos} photos (${count} distinct, 0.8-8 megapixels), each stored at 1200, 900 and 600 px WebP:`);
      console.log(
        alignedTable([
          ['malloc settings', 'at once', 'start MB', 'peak MB', 'peak - start', 'end MB', 'end - start', 'seconds'],
          ...rows,
        ]),
      );
    }
    if (process.env.BENCH_LIBRARY !== '0' && process.env.BENCH_STEPS !== '1') {
      const perUpload = Number(process.env.BENCH_UPLOAD_FILES ?? 4);
      const libraryRows: string[][] = [];
      for (const concurrency of concurrencies) {
        const result = await runChild(dir, photos, concurrency, service, { perUpload });
        libraryRows.push([String(concurrency), ...figures(result), result.js.start, result.js.atPeak]);
      }
      console.log(
        `\nThe media library: the same ${photos} photos as uploads of ${perUpload}, each stored as the library stores a photo, server/lib/media/photos.ts (service's malloc settings; one photo's sharp work at a time across the server):`,
      );
      console.log(
        alignedTable([
          [
            'uploads at once',
            'start MB',
            'peak MB',
            'peak - start',
            'end MB',
            'end - start',
            'seconds',
            'heap / external MB at start',
            'at the highest sample',
          ],
          ...libraryRows,
        ]),
      );
    }
    console.log(`Load average at the end (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (CHILD) {
  const { dir, photos, concurrency, mode } = JSON.parse(CHILD) as {
    dir: string;
    photos: number;
    concurrency: number;
    mode?: { perUpload: number } | 'steps';
  };
  const result =
    mode === 'steps'
      ? await stepsChild(dir)
      : mode
        ? await libraryChild(dir, photos, concurrency, mode.perUpload)
        : await child(dir, photos, concurrency);
  console.log(JSON.stringify(result));
} else {
  await main();
}
