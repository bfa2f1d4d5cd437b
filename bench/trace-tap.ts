/**
 * `npm run bench:trace`: where the main thread's time goes in one interaction of bench/interactions.ts
 * (or in a page's load), on the emulated phone, and the same for another build in the same run.
 * bench:interactions gives INP's figure; this gives the tasks behind it: the longest task of the
 * tap (or of the load), what its time was spent on (script, style, layout, paint: the trace events'
 * self time) and the script functions that took it (the trace's CPU profile samples, minified names
 * with their file and position). With two builds it runs them interleaved, round by round, so the
 * machine's load falls on both alike, and prints each figure's median and their ratio: on the
 * shared machine a ratio is what can be compared, never an absolute figure.
 *
 *   npm run bench:trace -- --only "меню: открыть"                   one interaction, the built dist
 *   npm run bench:trace -- --only меню --dist .tmp/base-dist,dist   A/B of two builds, 3 rounds
 *   npm run bench:trace -- --load /events,/online-store --runs 5    page loads: TBT and longest task
 *
 * Options: --runs N (rounds, 3), --cpu-slowdown F (4; 'auto' measures the machine as the other
 * benches do), --top N (functions shown, 8), --save DIR (each run's raw trace, to open in DevTools). The servers use ports 4651 and up (PORT to change).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { chooseSlowdown, median } from './cpu-slowdown';
import { INTERACTIONS, type Interaction, openInteractionPage, settle, untilIdle } from './interaction-list';
import { givePageItsOwnCore } from './page-core';
import {
  interleavedOrder,
  launchChromium,
  loadAverage,
  measureBenchmarkIndex,
  phoneContext,
  type Site,
  startSites,
  switchAdOn,
} from './phone';
import { type TraceEvent, type TraceSummary, traceSummary } from './trace-summary';

const ROOT = path.resolve(import.meta.dirname, '..');

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
].join(',');

interface Task {
  label: string;
  page: string;
  interaction?: Interaction;
}

/** Where --save DIR writes each run's raw trace (for DevTools' Performance panel), or nowhere. */
let saveDir: string | undefined;
let saved = 0;

function keep(trace: Buffer, label: string): TraceEvent[] {
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const file = path.join(saveDir, `${String(++saved).padStart(2, '0')}-${label.replace(/[^\p{L}\p{N}]+/gu, '-')}.json`);
    fs.writeFileSync(file, trace);
  }
  return JSON.parse(trace.toString('utf8')).traceEvents as TraceEvent[];
}

async function traceOnce(browser: Browser, site: Site, task: Task, factor: number): Promise<TraceSummary> {
  const context = await phoneContext(browser, { withAd: task.interaction?.withAd });
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: factor });
    const interaction = task.interaction;
    if (!interaction) {
      await browser.startTracing(page, { categories: CATEGORIES.split(',') });
      await page.goto(`${site.origin}${task.page}`);
      await settle(page);
      await page.evaluate("performance.mark('bench-end')");
      const events = keep(await browser.stopTracing(), task.label);
      // From the new document's first parse: the trace also holds the blank page's unload before it.
      return traceSummary(events, { from: 'ParseHTML', to: 'bench-end' });
    }
    const step = { page, origin: site.origin, cdp, dataDir: site.dataDir };
    await openInteractionPage(page, site.origin, interaction);
    await interaction.setup?.(step);
    await untilIdle(page);
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.evaluate("performance.mark('bench-start')");
    await interaction.action(step);
    await interaction.done(step);
    // What the tap set going after its visible result (the rest of a page's render) counts too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    await page.evaluate("performance.mark('bench-end')");
    const events = keep(await browser.stopTracing(), `${task.label}-${new URL(site.origin).port}`);
    return traceSummary(events, { from: 'bench-start', to: 'bench-end' });
  } finally {
    await context.close();
  }
}

const round = (value: number | null) => (value == null ? '—' : String(Math.round(value)));

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      only: { type: 'string' },
      load: { type: 'string' },
      dist: { type: 'string' },
      runs: { type: 'string' },
      'cpu-slowdown': { type: 'string' },
      top: { type: 'string' },
      save: { type: 'string' },
    },
  });
  const runs = Number(args.runs ?? 3);
  saveDir = args.save;
  const top = Number(args.top ?? 8);
  const tasks: Task[] = [];
  for (const word of args.only?.split(',') ?? []) {
    for (const interaction of INTERACTIONS.filter((item) => item.name.toLowerCase().includes(word.trim().toLowerCase()))) {
      tasks.push({ label: interaction.name, page: interaction.page, interaction });
    }
  }
  for (const page of args.load?.split(',') ?? []) tasks.push({ label: `загрузка ${page}`, page });
  if (tasks.length === 0) throw new Error('--only <взаимодействие> или --load <адрес>');
  const dists = (args.dist ?? 'dist').split(',').map((dir) => path.resolve(ROOT, dir));
  const basePort = Number(process.env.PORT ?? 4651);

  // Before the browser and the sites start: they inherit this process's cores (bench/page-core.ts).
  const pageCore = givePageItsOwnCore();
  const browser = await launchChromium();
  const sites: Site[] = [];
  try {
    sites.push(...(await startSites({ root: ROOT, dists, port: basePort })));
    // The demo's ad is off; the pop-up's close needs it on (as bench:interactions does).
    if (tasks.some((task) => task.interaction?.withAd)) await Promise.all(sites.map((site) => switchAdOn(site.origin)));
    let factor = 4;
    if (args['cpu-slowdown'] === 'auto') {
      const probe = await browser.newPage();
      factor = chooseSlowdown((await measureBenchmarkIndex(probe)).index, undefined).factor;
      await probe.close();
    } else if (args['cpu-slowdown']) factor = Number(args['cpu-slowdown']);
    console.log(`CPU ${factor}x, ${runs} раунда, ${os.cpus().length} ядер, load average ${loadAverage()}`);
    console.log(pageCore.describe());

    for (const task of tasks) {
      const results: TraceSummary[][] = dists.map(() => []);
      for (let run = 0; run < runs; run++) {
        const order = interleavedOrder(dists.length, run);
        for (const index of order) {
          const summary = await traceOnce(browser, sites[index] as Site, task, factor);
          results[index]?.push(summary);
          process.stderr.write(
            `  ${task.label} [${path.relative(ROOT, dists[index] as string)}] #${run + 1}: longest ${round(summary.longestMs)} ms, blocking ${round(summary.blockingMs)} ms, tasks>50 ${summary.longTasks}\n`,
          );
        }
      }
      console.log(`\n## ${task.label} (${task.page})`);
      const medians = results.map((list) => ({
        input: median(list.map((item) => item.inputMs)),
        longest: median(list.map((item) => item.longestMs)),
        blocking: median(list.map((item) => item.blockingMs)),
      }));
      for (const [index, list] of results.entries()) {
        const figure = medians[index];
        console.log(
          `\n[${path.relative(ROOT, dists[index] as string)}] median input task ${round(figure?.input ?? null)} ms (${list.map((item) => round(item.inputMs)).join(', ')}), median longest task ${round(figure?.longest ?? null)} ms, ` +
            `median blocking ${round(figure?.blocking ?? null)} ms (runs: ${list.map((item) => round(item.longestMs)).join(', ')})`,
        );
        // The run whose longest task is the median one: its breakdown.
        const sorted = [...list].sort((a, b) => a.longestMs - b.longestMs);
        const typical = sorted[Math.floor(sorted.length / 2)];
        if (!typical) continue;
        console.log(
          `  longest task's self time: ${typical.longestBreakdown
            .slice(0, 8)
            .map(([name, ms]) => `${name} ${round(ms)}`)
            .join(', ')}`,
        );
        console.log(`  tasks over 50 ms: ${typical.tasks.map((task) => `${round(task.ms)} (${task.what})`).join(', ') || '—'}`);
        // Where each long task's script time went: tells the router's render from a chunk's evaluation.
        for (const task of typical.tasks)
          console.log(`    ${round(task.ms)} ms: ${task.functions.map(([name, ms]) => `${name} ${round(ms)}`).join('; ')}`);
        for (const [name, ms] of typical.longestFunctions.slice(0, top)) console.log(`    ${round(ms).padStart(5)} ms  ${name}`);
        const typicalInput = [...list].sort((a, b) => a.inputMs - b.inputMs)[Math.floor(list.length / 2)];
        if (typicalInput?.inputMs) {
          console.log(
            `  input task's self time: ${typicalInput.inputBreakdown
              .slice(0, 8)
              .map(([name, ms]) => `${name} ${round(ms)}`)
              .join(', ')}`,
          );
          for (const [name, ms] of typicalInput.inputFunctions.slice(0, top))
            console.log(`    ${round(ms).padStart(5)} ms  ${name}`);
        }
      }
      if (medians.length === 2 && medians[0] && medians[1]) {
        const ratio = (a: number | null, b: number | null) => (a && b != null ? (b / a).toFixed(2) : '—');
        console.log(
          `\nratio (second / first): input task ${ratio(medians[0].input, medians[1].input)}, longest task ${ratio(medians[0].longest, medians[1].longest)}, blocking ${ratio(medians[0].blocking, medians[1].blocking)}`,
        );
      }
    }
    console.log(`\nload average после: ${loadAverage()}`);
  } finally {
    for (const site of sites) site.stop();
    await browser.close();
  }
}

await main();
