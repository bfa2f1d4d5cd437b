#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse mobile (simulated slow 4G, Moto G Power screen) against the
// built site on a fresh data directory with the demo content, every public route, N runs each, then
// one table of medians. The CPU slowdown is calibrated to the machine: its benchmarkIndex (Lighthouse's
// own page benchmark: the median of 9 samples at the start and of every run's own index after them,
// HostSpeed in bench/cpu-slowdown.ts, as this host's speed alternates) through Lighthouse's throttling calculator,
// so the emulated phone is Lighthouse's reference mid-range phone on any host; Lighthouse's default
// 4x is that phone only on a host of index ~1,500. A benchmark prints figures; it is not a test: on a
// shared 2-core machine Total Blocking Time of one run varies a lot, so take 3+ runs with nothing
// else running before comparing figures.
//
//   npm run bench:lighthouse                       3 runs of every public route, calibrated CPU
//   npm run bench:lighthouse -- --runs 1           1 run each (while working)
//   npm run bench:lighthouse -- --routes /,/mma    some routes only
//   npm run bench:lighthouse -- --cpu-slowdown 4   a forced factor (to compare with older tables)
//   npm run bench:lighthouse -- --save .tmp/lhr    also write every report as JSON
//   npm run bench:lighthouse -- --from .tmp/lhr    the table again from saved reports (runs nothing)
//   npm run bench:lighthouse -- --tasks            also list each run's tasks of 10 ms or more
//   npm run bench:lighthouse -- --floors           also the stack's floors, first (bench/load-floors.ts):
//                                                  React alone hydrating a button, and the site's framework
//                                                  files evaluated in its start-up stages, nothing rendered
//   npm run bench:lighthouse -- --allow-swing      the table even when the host changed state during the run
//
// The table is headed by the browser build (headless shell or full Chromium, its version:
// bench/browser-build.ts; CHROME_PATH picks it) and the host's state through the run (the median and
// spread of every benchmarkIndex sample, 'fast' or 'slow': bench/host-state.ts). A run whose index
// swung by more than a quarter is not summarised: the bench says why and exits with 1 (the reports
// kept with --save can be printed again with --from … --allow-swing).
//
// "tasks ≥ 10 ms" is the number of the page's tasks after its first contentful paint that took 10 ms or
// more on this host: the ones Lighthouse's simulation keeps and multiplies by the factor (shorter ones
// it leaves out), so the ones its TBT can count (bench/lantern-tasks.ts). Not in a table from --from.
//
// The page's main thread gets a core of its own, as on a phone (bench/page-core.ts).
//
// Environment: LH_RUNS (runs per route), PORT (server port, default 4180), CHROME_PATH (default
// /usr/bin/chromium when present), DIST_DIR (build to serve, default dist), BENCH_SHARED_CORES=1 (the
// page's thread shares the cores, as before November 28).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');

// The public pages whose speed is watched (shared/public-routes.ts, loaded through tsx: node runs
// this file as plain JS), and one address no page has (the 404 page).
const { MEASURED_ROUTES } = await tsImport('../shared/public-routes.ts', import.meta.url);
const { CHROME_FLAGS, CHROME_PATH, loadAverage, measureBenchmarkIndex, startSite } = await tsImport(
  './phone.ts',
  import.meta.url,
);
const { chooseSlowdown, HostSpeed, median } = await tsImport('./cpu-slowdown.ts', import.meta.url);
const { keptTaskLines, LANTERN_KEPT_MS, lanternTasks } = await tsImport('./lantern-tasks.ts', import.meta.url);
const { givePageItsOwnCore } = await tsImport('./page-core.ts', import.meta.url);
const { FLOOR_ROUTES, isFloorRoute, startFloorSite } = await tsImport('./load-floors.ts', import.meta.url);
const { describeHostState, hostStateOf, swingRefusal } = await tsImport('./host-state.ts', import.meta.url);
const { browserBuildOf, describeBrowserBuild } = await tsImport('./browser-build.ts', import.meta.url);
export const PUBLIC_ROUTES = [...MEASURED_ROUTES, '/no-such-page'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    routes: { type: 'string' },
    save: { type: 'string' },
    from: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    tasks: { type: 'boolean' },
    floors: { type: 'boolean' },
    'allow-swing': { type: 'boolean' },
  },
});
const runs = Number(args.runs ?? process.env.LH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs / LH_RUNS: целое число ≥ 1, получено ${runs}`);
const routes = [
  ...(args.floors ? FLOOR_ROUTES : []),
  ...(args.routes ? args.routes.split(',').map((route) => route.trim()) : PUBLIC_ROUTES),
];
const port = Number(process.env.PORT ?? 4180);
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

/** The figures of one report (and of its trace, when the run is live: the kept tasks). */
function figures(lhr, kept = null) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const resources = audit('resource-summary')?.details?.items ?? [];
  const scripts = resources.find((item) => item.resourceType === 'script');
  const documentBytes = resources.find((item) => item.resourceType === 'document')?.transferSize;
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  return {
    // The CPU slowdown this run used (the factor of the host's median index when it started).
    cpu: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint')?.numericValue,
    lcp: audit('largest-contentful-paint')?.numericValue,
    tbt: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    longest: longTasks.reduce((max, task) => Math.max(max, task.duration ?? 0), 0),
    // Tasks Lighthouse attributes to a script file: evaluating the app's code, hydrating, its effects.
    // The rest are the document's own (parse, style, layout and paint of the server HTML).
    longestScript: longTasks
      .filter((task) => /\.js(\?|$)/.test(task.url ?? ''))
      .reduce((max, task) => Math.max(max, task.duration ?? 0), 0),
    scriptKb: scripts ? scripts.transferSize / 1024 : null,
    // The page's weight as the phone received it (compressed): the HTML alone, and everything the load fetched.
    htmlKb: documentBytes == null ? null : documentBytes / 1024,
    pageKb: audit('total-byte-weight')?.numericValue == null ? null : audit('total-byte-weight').numericValue / 1024,
    keptTasks: kept ? kept.kept.length : null,
  };
}

/** One route's row: the median of each figure over its runs. */
function rowOf(route, results) {
  const pick = (key) => median(results.map((result) => result[key]));
  const keys = [
    'cpu',
    'perf',
    'a11y',
    'bp',
    'seo',
    'fcp',
    'lcp',
    'tbt',
    'cls',
    'longest',
    'longestScript',
    'scriptKb',
    'htmlKb',
    'pageKb',
    'keptTasks',
  ];
  return { route, ...Object.fromEntries(keys.map((key) => [key, pick(key)])) };
}

/**
 * The table, headed by the emulated phone: the host's index measured before the runs (`measured`,
 * absent when the table comes from saved reports), the one Lighthouse reported in the runs, and the
 * CPU slowdown the runs used.
 */
function printTable(rows, { measured, reportedIndexes, factors, forced }) {
  const fmt = (value, digits = 0) => (value == null ? '—' : value.toFixed(digits));
  const factorText = [...new Set(factors.map((factor) => String(factor)))].join(', ') || '—';
  console.log(
    `\nМедианы ${runs} прогонов. Lighthouse mobile: slow 4G, CPU ${factorText}x ` +
      `(${forced ? 'задан флагом --cpu-slowdown' : 'по калькулятору Lighthouse из benchmarkIndex'}); ` +
      `benchmarkIndex машины ${measured ? `${measured.index} (замеры ${measured.samples.join(', ')}), ` : ''}` +
      `в отчётах ${fmt(median(reportedIndexes))}.\n`,
  );
  // Lighthouse lists tasks of 50 ms and more: 0 in the script column means none of a script was that long.
  console.log(
    `| route | CPU | perf | a11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | longest task ms | longest script task ms | script kB | HTML kB | page kB | tasks ≥ ${LANTERN_KEPT_MS} ms |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${fmt(row.cpu, 1)}x | ${fmt(row.perf)} | ${fmt(row.a11y)} | ${fmt(row.bp)} | ${fmt(row.seo)} | ${fmt(row.fcp)} | ${fmt(row.lcp)} | ${fmt(row.tbt)} | ${fmt(row.cls, 3)} | ${fmt(row.longest)} | ${fmt(row.longestScript)} | ${fmt(row.scriptKb, 1)} | ${fmt(row.htmlKb, 1)} | ${fmt(row.pageKb, 1)} | ${fmt(row.keptTasks)} |`,
    );
  }
}

/** The file a run's report is saved in (--save) and read back from (--from). */
const reportName = (route, run) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${run}.json`;
/** What a saved run keeps beside its reports: the browser build and the probe's samples (--save, --from). */
const RUN_FILE = 'bench-run.json';

/**
 * The lines under the table: the browser build and the host's state over the run's benchmarkIndex
 * samples (in the order taken). Returns false, having said why on stderr, when the index swung too
 * far for a summary (bench/host-state.ts) and --allow-swing was not given.
 */
function judgeRun(samples, build) {
  if (build) console.log(describeBrowserBuild(build));
  const state = hostStateOf(samples);
  console.log(describeHostState(state));
  const refusal = swingRefusal(state, { allowSwing: args['allow-swing'] });
  if (refusal) console.error(`\n${refusal}`);
  return refusal === null;
}

// --from DIR: the table again from reports saved by an earlier --save, without running anything.
if (args.from) {
  const rows = [];
  const reportedIndexes = [];
  const factors = [];
  const runFile = path.join(args.from, RUN_FILE);
  const saved = fs.existsSync(runFile) ? JSON.parse(fs.readFileSync(runFile, 'utf8')) : null;
  for (const route of routes) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const file = path.join(args.from, reportName(route, run));
      if (!fs.existsSync(file)) continue;
      const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
      reportedIndexes.push(lhr.environment?.benchmarkIndex);
      factors.push(lhr.configSettings?.throttling?.cpuSlowdownMultiplier);
      results.push(figures(lhr));
    }
    if (results.length > 0) rows.push(rowOf(route, results));
  }
  // The reports in the order they were run (routes, then runs), after the probe's samples when saved.
  if (!judgeRun([...(saved?.probeSamples ?? []), ...reportedIndexes], saved?.browser ?? null)) process.exit(1);
  printTable(rows, { reportedIndexes, factors, forced: false });
  process.exit(0);
}

const load = { before: loadAverage() };
// Before anything is launched: what this process starts inherits its cores (bench/page-core.ts).
const pageCore = givePageItsOwnCore();
// The host's speed first, alone: Lighthouse's own page benchmark in the same chromium, median of 5.
const probe = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
});
const measured = await measureBenchmarkIndex(await probe.newPage(), 9);
// The probe runs the executable chrome-launcher starts below (CHROME_PATH): its build names both.
const build = browserBuildOf(CHROME_PATH, probe.version());
await probe.close();
const { factor, forced } = chooseSlowdown(measured.index, args['cpu-slowdown']);
console.log(
  `benchmarkIndex ${measured.index} (замеры ${measured.samples.join(', ')}) → CPU ${factor}x${forced ? ' (задан флагом)' : ''}; ` +
    `load average ${load.before}`,
);
console.log(describeBrowserBuild(build));

const site = await startSite({ root, distDir, port });
// The floors' pages (--floors) are served apart: the site has no such routes.
const floorSite = routes.some(isFloorRoute) ? await startFloorSite({ distDir, port: port + 1 }) : null;
const originOf = (route) => (isFloorRoute(route) ? floorSite.origin : site.origin);
let chrome;
const cleanup = () => {
  pageCore.stop();
  site.stop();
  floorSite?.stop();
  chrome?.kill();
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

try {
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  if (args.save) {
    fs.mkdirSync(args.save, { recursive: true });
    fs.writeFileSync(path.join(args.save, RUN_FILE), JSON.stringify({ browser: build, probeSamples: measured.samples }));
  }
  console.log(`Lighthouse ${runs}× на маршрут, ${routes.length} маршрутов, ${os.cpus().length} ядер, Node ${process.version}`);
  console.log(pageCore.describe());

  const rows = [];
  // The index Lighthouse measures in each run: a check that the machine stayed as fast as the
  // calibration measured it (a run whose index fell was slowed by something else on the machine).
  const reportedIndexes = [];
  const factors = [];
  // The host's speed so far: the probe's samples, then each run's own index (bench/cpu-slowdown.ts),
  // and the same samples in the order taken, for the host's state over the run (bench/host-state.ts).
  const host = new HostSpeed(measured.samples);
  const indexSamples = [...measured.samples];
  for (const route of routes) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      // A run whose trace came back broken (NO_NAVSTART on a browser's first page, now and then) is
      // run again, up to three times: a missing figure would bias the median. Each run uses the
      // factor of the host's median index so far (a forced one stays); its own index joins the median.
      let lhr;
      let trace;
      const estimate = forced ? factor : host.factor;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(
          `${originOf(route)}${route}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            // The 404 page answers 404 on purpose; score it like any other page.
            ignoreStatusCode: true,
            // Merged over the mobile defaults (slow 4G stays); only the CPU factor is the host's.
            throttling: { cpuSlowdownMultiplier: estimate },
          },
          undefined,
        );
        lhr = result?.lhr;
        trace = result?.artifacts?.Trace?.traceEvents;
        if (!lhr) throw new Error(`${route}: Lighthouse не вернул отчёт`);
        if (lhr.runtimeError) {
          console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (попытка ${attempt})`);
          continue;
        }
        host.add(lhr.environment?.benchmarkIndex);
        indexSamples.push(lhr.environment?.benchmarkIndex);
        break;
      }
      factors.push(lhr.configSettings?.throttling?.cpuSlowdownMultiplier);
      reportedIndexes.push(lhr.environment?.benchmarkIndex);
      if (args.save) {
        fs.writeFileSync(path.join(args.save, reportName(route, run)), JSON.stringify(lhr));
      }
      const kept = trace ? lanternTasks(trace) : null;
      const one = figures(lhr, kept);
      results.push(one);
      process.stderr.write(
        `  ${route} #${run} (CPU ${lhr.configSettings?.throttling?.cpuSlowdownMultiplier}x, benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}): perf ${one.perf} LCP ${Math.round(one.lcp)} TBT ${Math.round(one.tbt)}` +
          (kept ? `, задач ≥ ${LANTERN_KEPT_MS} мс после FCP: ${kept.kept.length}` : '') +
          '\n',
      );
      if (args.tasks && kept) for (const line of keptTaskLines(kept)) process.stderr.write(`    ${line}\n`);
    }
    rows.push(rowOf(route, results));
  }

  console.log('');
  if (judgeRun(indexSamples, build)) {
    printTable(rows, { measured, reportedIndexes, factors, forced });
    if (!forced) console.log(`benchmarkIndex хоста за прогон: ${host.describe()} → CPU ${host.factor}x`);
  } else {
    process.exitCode = 1;
  }
  console.log(`\nload average: до ${load.before}, после ${loadAverage()}`);
} finally {
  cleanup();
}
