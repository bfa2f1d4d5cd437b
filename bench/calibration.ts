/**
 * `npm run bench:calibration`: does the calibrated CPU slowdown emulate one phone on this host?
 *
 * The browser benches slow the CPU by Lighthouse's calculator factor for the host's benchmarkIndex
 * (cpu-slowdown.ts). That is one phone only if a page's work, times the factor, takes the same time
 * whatever the host's speed. This host alternates between a slow and a fast state about once a
 * second, so each sample pairs one benchmarkIndex measurement with the page work measured right after
 * it in the same page: the home page's HTML laid out at 390 px (its elements, styles and layout, the
 * scripts left out) and a script that allocates and sorts 200,000 objects (what a render does to the
 * heap). The samples are split by index into thirds; the slowest and the fastest third each get the
 * calculator's factor for their median index and the page work's median times that factor: the
 * phone's time for the same work. Equal figures would mean one phone. The row of all the samples
 * (their median index, as the other benches use it) is the figure to compare between runs and days.
 *
 *   npm run bench:calibration -- --samples 45
 *
 * Run it alone (the figures are the machine's speed). The site runs as npm start does, on port 4690.
 */

import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdownFor, median } from './cpu-slowdown';
import { givePageItsOwnCore } from './page-core';
import { launchChromium, loadAverage, startSite } from './phone';
import { alignedTable } from './table';

/** One sample: the host's benchmarkIndex and the page work measured right after it, in ms. */
export interface CalibrationSample {
  index: number;
  layoutMs: number;
  scriptMs: number;
}

export interface HostState {
  name: string;
  samples: number;
  index: number;
  factor: number;
  layoutMs: number;
  scriptMs: number;
  /** The page work times the factor: what the emulated phone would take. */
  phoneLayoutMs: number;
  phoneScriptMs: number;
}

/**
 * The slowest and the fastest third of the samples by index, each with the calculator's factor for
 * its median index and the phone's time for the page work (median × factor). Needs 3 samples or more.
 */
export function phoneByHostState(samples: readonly CalibrationSample[]): { slow: HostState; fast: HostState; all: HostState } {
  if (samples.length < 3) throw new Error('bench:calibration: нужно не меньше 3 замеров');
  const sorted = [...samples].sort((a, b) => a.index - b.index);
  const third = Math.floor(sorted.length / 3);
  const state = (name: string, group: CalibrationSample[]): HostState => {
    const index = median(group.map((sample) => sample.index)) as number;
    const factor = cpuSlowdownFor(index);
    const layoutMs = median(group.map((sample) => sample.layoutMs)) as number;
    const scriptMs = median(group.map((sample) => sample.scriptMs)) as number;
    return {
      name,
      samples: group.length,
      index,
      factor,
      layoutMs,
      scriptMs,
      phoneLayoutMs: layoutMs * factor,
      phoneScriptMs: scriptMs * factor,
    };
  };
  return {
    slow: state('медленная треть', sorted.slice(0, third)),
    fast: state('быстрая треть', sorted.slice(-third)),
    all: state('все замеры', sorted),
  };
}

/** The page work of one sample, run in the page (its text is sent to the browser). */
function pageWork(html: string): { layoutMs: number; scriptMs: number } {
  const start = performance.now();
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  void host.offsetHeight; // styles and layout, now
  host.remove();
  const laidOut = performance.now();
  const items: { key: number; value: number }[] = [];
  for (let key = 0; key < 200_000; key++) items.push({ key, value: (key * 7919) % 1000 });
  items.sort((a, b) => a.value - b.value);
  let sum = 0;
  for (const item of items) sum += item.value;
  if (sum < 0) throw new Error('unreachable'); // keeps the loop from being optimised away
  return { layoutMs: laidOut - start, scriptMs: performance.now() - laidOut };
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({ options: { samples: { type: 'string' } } });
  const count = Number(args.samples ?? 45);
  if (!Number.isInteger(count) || count < 3) throw new Error(`--samples: целое число ≥ 3, получено ${args.samples}`);
  const root = path.resolve(import.meta.dirname, '..');
  // Before the browser and the sites start: they inherit this process's cores (bench/page-core.ts).
  const pageCore = givePageItsOwnCore();
  const site = await startSite({
    root,
    distDir: path.resolve(root, process.env.DIST_DIR ?? 'dist'),
    port: Number(process.env.PORT ?? 4690),
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Any page of the site's origin hosts the work; home's HTML brings its own inline stylesheet.
    await page.goto(`${site.origin}/about`);
    const html = (await (await fetch(`${site.origin}/`)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await page.evaluate(benchmark); // the fresh browser's own start-up work is still running
    const samples: CalibrationSample[] = [];
    for (let run = 0; run < count; run++) {
      const index = await page.evaluate<number>(benchmark);
      samples.push({ index, ...(await page.evaluate(pageWork, html)) });
    }
    const { slow, fast, all } = phoneByHostState(samples);
    const ms = (value: number) => value.toFixed(1);
    console.log(`\n${pageCore.describe()}`);
    console.log(
      `\n${count} замеров, load average ${loadAverage()}; индексы ${Math.round(Math.min(...samples.map((s) => s.index)))}-${Math.round(Math.max(...samples.map((s) => s.index)))}\n`,
    );
    console.log(
      alignedTable([
        ['состояние машины', 'замеров', 'benchmarkIndex', 'CPU', 'вёрстка главной, мс', '× CPU', 'скрипт, мс', '× CPU'],
        ...[slow, fast, all].map((state) => [
          state.name,
          String(state.samples),
          String(Math.round(state.index)),
          `${state.factor}x`,
          ms(state.layoutMs),
          ms(state.phoneLayoutMs),
          ms(state.scriptMs),
          ms(state.phoneScriptMs),
        ]),
      ]),
    );
    console.log(
      `\nВремя телефона в быстрой трети к медленной: вёрстка ×${(fast.phoneLayoutMs / slow.phoneLayoutMs).toFixed(2)}, ` +
        `скрипт ×${(fast.phoneScriptMs / slow.phoneScriptMs).toFixed(2)} (×1.00 — один и тот же телефон, больше — в быстром состоянии телефон медленнее). ` +
        'Между прогонами сравнивайте строку «все замеры».',
    );
  } finally {
    await browser.close();
    site.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
