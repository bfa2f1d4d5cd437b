/**
 * `npm run bench:load-tbt`: Lighthouse's Total Blocking Time of page loads worked out on thread time
 * (bench/thread-blocking.ts), for comparing two builds on a busy machine. Each load runs unthrottled,
 * as Lighthouse's own recording does, in Chromium at 390 px; each main-thread task's thread time is
 * multiplied by the factor (3.5: the calibrated phone on a host of index ~1,400) and counted over
 * 50 ms from the first contentful paint. Two builds run interleaved (A B, then B A…), medians printed.
 * A figure to compare builds with, not Lighthouse's figure: the simulation also moves network and
 * tasks around; `npm run bench:lighthouse` on a quiet machine gives that (docs/decisions/phone-speed.md,
 * 'What the measurements count').
 *
 *   npm run bench:load-tbt -- --routes /,/mma --dist .tmp/base-dist,dist --runs 5
 *
 * Each cell: the median TBT, the median longest task (both × the factor, or as timed with
 * --throttled), the median thread time of all the work after the first paint (unmultiplied: what a
 * change removes rather than splits; the wall-clock time with --throttled), then each run's TBT.
 *
 * `--throttled`: the page's CPU is slowed by DevTools (Emulation.setCPUThrottlingRate, as
 * bench:interactions does) and each task's wall-clock duration counts as it is: the phone run rather
 * than simulated. React yields after 5 ms of the slowed clock, as it would on a phone, where the
 * multiplied figure stretches each 5 ms slice of the host's to 5 ms × the factor
 * (docs/decisions/phone-speed.md, 'What the measurements count'). Its factor is the calculator's for the host's
 * median benchmarkIndex, sampled before each route (HostSpeed), unless --factor is given. The network is
 * the machine's own, so the scripts arrive at once and their tasks bunch: no kinder than a phone's.
 *
 *   npm run bench:load-tbt -- --throttled --routes /,/mma --runs 3
 *
 * Options: --routes (/; `all`: the 20 measured routes), --dist (dist), --runs (5), --factor (3.5;
 * calibrated with --throttled), --throttled. Servers on PORT and up (4661).
 */
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { MEASURED_ROUTES } from '#shared/public-routes';
import { HostSpeed, median, parseSlowdown } from './cpu-slowdown';
import { givePageItsOwnCore } from './page-core';
import {
  interleavedOrder,
  launchChromium,
  loadAverage,
  measureBenchmarkIndex,
  phoneContext,
  type Site,
  startSites,
} from './phone';
import { type ThreadBlocking, type ThreadTraceEvent, threadBlocking } from './thread-blocking';

const ROOT = path.resolve(import.meta.dirname, '..');

async function loadOnce(
  browser: Browser,
  site: Site,
  route: string,
  factor: number,
  throttled: boolean,
): Promise<ThreadBlocking | null> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    if (throttled) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: factor });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        '__metadata',
      ],
    });
    await page.goto(`${site.origin}${route}`);
    await page.waitForLoadState('networkidle');
    // No polling in the page (the driver's own evaluations are tasks on its thread): a fixed wait
    // past hydration and the idle-time work.
    await sleep(4000);
    const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents as ThreadTraceEvent[];
    return throttled ? threadBlocking(events, 1, 'wall') : threadBlocking(events, factor);
  } finally {
    await context.close();
  }
}

const round = (value: number | null | undefined) => (value == null ? '—' : String(Math.round(value)));

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      routes: { type: 'string' },
      dist: { type: 'string' },
      runs: { type: 'string' },
      factor: { type: 'string' },
      throttled: { type: 'boolean' },
    },
  });
  const throttled = args.throttled === true;
  const routes = args.routes === 'all' ? [...MEASURED_ROUTES] : (args.routes ?? '/').split(',').map((route) => route.trim());
  const dists = (args.dist ?? 'dist').split(',').map((dir) => path.resolve(ROOT, dir));
  const runs = Number(args.runs ?? 5);
  const forcedFactor = args.factor === undefined ? undefined : parseSlowdown(args.factor, '--factor');
  const basePort = Number(process.env.PORT ?? 4661);
  // Before the browser and the sites start: they inherit this process's cores (bench/page-core.ts).
  const pageCore = givePageItsOwnCore();
  const browser = await launchChromium();
  const sites: Site[] = [];
  try {
    sites.push(...(await startSites({ root: ROOT, dists, port: basePort })));
    // With --throttled the phone is the calculator's for the host's median speed so far (HostSpeed),
    // three more samples before each route, as bench:interactions does; --factor forces one.
    let host: HostSpeed | undefined;
    if (throttled) {
      const probe = await browser.newPage();
      host = new HostSpeed((await measureBenchmarkIndex(probe, 9)).samples);
      await probe.close();
    }
    const factorNow = async (): Promise<number> => {
      if (forcedFactor !== undefined) return forcedFactor;
      if (!throttled) return 3.5;
      const probe = await browser.newPage();
      host?.add(...(await measureBenchmarkIndex(probe, 3)).samples);
      await probe.close();
      return host?.factor ?? 1;
    };
    console.log(
      throttled
        ? `CPU замедлен DevTools (${args.factor ? `${args.factor}x, задан флагом` : 'по калькулятору из медианы benchmarkIndex'}), время задач по часам, ${runs} раундов, ${os.cpus().length} ядер, load average ${loadAverage()}`
        : `×${forcedFactor ?? 3.5} на времени потока, ${runs} раундов, ${os.cpus().length} ядер, load average ${loadAverage()}`,
    );
    console.log(pageCore.describe());
    console.log(
      `\n| route |${throttled ? ' CPU |' : ''} ${dists.map((dir) => `${path.relative(ROOT, dir)}: TBT (longest) busy`).join(' | ')} |`,
    );
    console.log(`|---|${throttled ? '---|' : ''}${dists.map(() => '---').join('|')}|`);
    for (const route of routes) {
      const factor = await factorNow();
      const results: ThreadBlocking[][] = dists.map(() => []);
      for (let run = 0; run < runs; run++) {
        const order = interleavedOrder(dists.length, run);
        for (const index of order) {
          const figures = await loadOnce(browser, sites[index] as Site, route, factor, throttled);
          if (figures) results[index]?.push(figures);
        }
      }
      const cells = results.map((list) => {
        const runsText = list.map((item) => round(item.blockingMs)).join(', ');
        const busy = round(median(list.map((item) => item.busyMs)));
        return `${round(median(list.map((item) => item.blockingMs)))} (${round(median(list.map((item) => item.longestMs)))}) ${busy} [${runsText}]`;
      });
      console.log(`| ${route} |${throttled ? ` ${factor}x |` : ''} ${cells.join(' | ')} |`);
    }
    if (host) console.log(`\nbenchmarkIndex хоста за прогон: ${host.describe()}`);
    console.log(`\nload average после: ${loadAverage()}`);
  } finally {
    for (const site of sites) site.stop();
    await browser.close();
  }
}

await main();
