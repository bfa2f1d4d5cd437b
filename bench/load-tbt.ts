/**
 * `npm run bench:load-tbt`: Lighthouse's Total Blocking Time of page loads worked out on thread time
 * (bench/thread-blocking.ts), for comparing two builds on a busy machine. Each load runs unthrottled,
 * as Lighthouse's own recording does, in Chromium at 390 px; each main-thread task's thread time is
 * multiplied by the factor (3.5: the calibrated phone on a host of index ~1,400) and counted over
 * 50 ms from the first contentful paint. Two builds run interleaved (A B, then B A…), medians printed.
 * A figure to compare builds with, not Lighthouse's figure: the simulation also moves network and
 * tasks around; `npm run bench:lighthouse` on a quiet machine gives that (docs/decisions/phone-speed.md,
 * 'Ninth pass').
 *
 *   npm run bench:load-tbt -- --routes /,/mma --dist .tmp/base-dist,dist --runs 5
 *
 * Each cell: the median TBT, the median longest task (both × the factor), the median thread time of
 * all the work after the first paint (unmultiplied: what a change removes rather than splits), then
 * each run's TBT.
 *
 * Options: --routes (/), --dist (dist), --runs (5), --factor (3.5). Servers on PORT and up (4661).
 */
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { median } from './cpu-slowdown';
import { givePageItsOwnCore } from './page-core';
import { interleavedOrder, launchChromium, loadAverage, phoneContext, type Site, startSites } from './phone';
import { type ThreadBlocking, type ThreadTraceEvent, threadBlocking } from './thread-blocking';

const ROOT = path.resolve(import.meta.dirname, '..');

async function loadOnce(browser: Browser, site: Site, route: string, factor: number): Promise<ThreadBlocking | null> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
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
    return threadBlocking(events, factor);
  } finally {
    await context.close();
  }
}

const round = (value: number | null | undefined) => (value == null ? '—' : String(Math.round(value)));

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: { routes: { type: 'string' }, dist: { type: 'string' }, runs: { type: 'string' }, factor: { type: 'string' } },
  });
  const routes = (args.routes ?? '/').split(',').map((route) => route.trim());
  const dists = (args.dist ?? 'dist').split(',').map((dir) => path.resolve(ROOT, dir));
  const runs = Number(args.runs ?? 5);
  const factor = Number(args.factor ?? 3.5);
  const basePort = Number(process.env.PORT ?? 4661);
  // Before the browser and the sites start: they inherit this process's cores (bench/page-core.ts).
  const pageCore = givePageItsOwnCore();
  const browser = await launchChromium();
  const sites: Site[] = [];
  try {
    sites.push(...(await startSites({ root: ROOT, dists, port: basePort })));
    console.log(`×${factor} на времени потока, ${runs} раундов, ${os.cpus().length} ядер, load average ${loadAverage()}`);
    console.log(pageCore.describe());
    console.log(`\n| route | ${dists.map((dir) => `${path.relative(ROOT, dir)}: TBT (longest) busy`).join(' | ')} |`);
    console.log(`|---|${dists.map(() => '---').join('|')}|`);
    for (const route of routes) {
      const results: ThreadBlocking[][] = dists.map(() => []);
      for (let run = 0; run < runs; run++) {
        const order = interleavedOrder(dists.length, run);
        for (const index of order) {
          const figures = await loadOnce(browser, sites[index] as Site, route, factor);
          if (figures) results[index]?.push(figures);
        }
      }
      const cells = results.map((list) => {
        const runsText = list.map((item) => round(item.blockingMs)).join(', ');
        const busy = round(median(list.map((item) => item.busyMs)));
        return `${round(median(list.map((item) => item.blockingMs)))} (${round(median(list.map((item) => item.longestMs)))}) ${busy} [${runsText}]`;
      });
      console.log(`| ${route} | ${cells.join(' | ')} |`);
    }
    console.log(`\nload average после: ${loadAverage()}`);
  } finally {
    for (const site of sites) site.stop();
    await browser.close();
  }
}

await main();
