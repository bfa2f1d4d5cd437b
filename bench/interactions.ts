/**
 * `npm run bench:interactions`: how fast the built site answers a tap, a key or a link on the phone
 * Lighthouse emulates (its reference mid-range Android), measured the way INP is. The real server
 * runs on a temporary DATA_DIR with the demo content; Debian's chromium opens each page at 390 px
 * with touch, the CPU slowed by the factor Lighthouse's calculator gives for this machine's
 * benchmarkIndex (bench/phone.ts, DevTools' Emulation.setCPUThrottlingRate; the median of every sample
 * of the run, 9 at the start and 3 more before each interaction, as this host's speed alternates:
 * HostSpeed in bench/cpu-slowdown.ts), waits until the page is hydrated and its
 * main thread idle, then does one interaction. The figure of a run is the longest Event Timing
 * entry with an interactionId (and the 'first-input' entry) the interaction produced: the input
 * delay, the handlers and the frame after them, as the browser itself reports them to INP. Each
 * interaction runs N times in a fresh browser context; the table gives the median and the range.
 *
 *   npm run bench:interactions                        3 runs of every interaction
 *   npm run bench:interactions -- --runs 5            5 runs each
 *   npm run bench:interactions -- --only меню,футер   the interactions whose name contains a word
 *   npm run bench:interactions -- --cpu-slowdown 4    a forced factor (to compare with older figures)
 *   npm run bench:interactions -- --json out.json     also write the figures as JSON
 *   npm run bench:interactions -- --dist a,b --cpu-slowdown 4   two builds interleaved (ports PORT, PORT+1;
 *                                                     a build's server needs node_modules: keep it in the checkout, .tmp/)
 *   npm run bench:interactions -- --allow-swing       the table even when the host changed state during the run
 *
 * The table is headed by the browser build (headless shell or full Chromium, its version:
 * bench/browser-build.ts; CHROME_PATH picks it) and the host's state through the run (the median and
 * spread of every benchmarkIndex sample, three before each interaction even with a forced factor,
 * 'fast' or 'slow': bench/host-state.ts). A run whose index swung by more than a quarter is not
 * summarised: the bench says why and exits with 1 (--json still writes the rows, with the reason).
 *
 * A benchmark, not a test: run it alone; the load average before and after is printed. Entries
 * under 16 ms are not reported by the browser (durationThreshold), shown as '< 16'. Each figure is
 * also split as INP's own breakdown: the wait before the handlers, the handlers, and the frame
 * after them up to the screen (a large frame part is style, layout, paint and raster, not script).
 * Environment: PORT (server port, default 4181), CHROME_PATH, DIST_DIR (default dist).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { browserBuildOf, describeBrowserBuild } from './browser-build';
import { chooseSlowdown, HostSpeed, median } from './cpu-slowdown';
import { describeHostState, hostStateOf, swingRefusal } from './host-state';
import { INTERACTIONS, type Interaction, openInteractionPage, untilIdle } from './interaction-list';
import { givePageItsOwnCore } from './page-core';
import {
  CHROME_PATH,
  interleavedOrder,
  launchChromium,
  loadAverage,
  measureBenchmarkIndex,
  phoneContext,
  type Site,
  startSites,
  switchAdOn,
} from './phone';
import { markdownTable } from './table';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Installed before the page's scripts: every Event Timing entry of 16 ms and more, and the first
 * input, kept in a list the bench reads and empties around each interaction. (Browser code is kept as
 * text: tsx names the functions it compiles with a helper the page does not have.)
 */
const OBSERVE_EVENT_TIMING = `
  window.__benchEntries = [];
  function keep(list) {
    for (const entry of list.getEntries()) {
      window.__benchEntries.push({
        name: entry.name,
        interactionId: entry.interactionId || 0,
        duration: entry.duration,
        delay: (entry.processingStart || entry.startTime) - entry.startTime,
        processing: (entry.processingEnd || entry.startTime) - (entry.processingStart || entry.startTime),
      });
    }
  }
  new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
`;

/**
 * The longest entry of the interaction. The browser hands Event Timing entries to observers some
 * frames after the response is painted (later still on a slowed CPU): wait for the first one with an
 * interactionId, up to 3 s (an interaction whose every event took under 16 ms never reports one),
 * then a little longer for the rest of its events.
 */
const READ_LONGEST_ENTRY = `(async () => {
  const deadline = performance.now() + 3000;
  while (!window.__benchEntries.some((entry) => entry.interactionId > 0) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  let longest = null;
  for (const entry of window.__benchEntries) {
    if (entry.interactionId > 0 && (!longest || entry.duration > longest.duration)) longest = entry;
  }
  if (!longest) return { ms: 0, event: '', delay: 0, processing: 0, presentation: 0 };
  const presentation = longest.duration - longest.delay - longest.processing;
  return { ms: longest.duration, event: longest.name, delay: longest.delay, processing: longest.processing, presentation };
})()`;

interface EntryFigure {
  /** The longest entry's duration, 0 when every entry was under the 16 ms threshold. */
  ms: number;
  /** The event it was (pointerup, click, keydown…). */
  event: string;
  /**
   * Its three parts, as INP's own breakdown: the wait before its handlers ran (an earlier task or
   * event of the same tap), the handlers, and the rest up to the frame on screen (the style, layout
   * and paint of the change, and rasterising it). Which one is large says where to cut.
   */
  delay: number;
  processing: number;
  presentation: number;
}

async function runOnce(browser: Browser, site: Site, interaction: Interaction, factor: number): Promise<EntryFigure> {
  const context = await phoneContext(browser, { withAd: interaction.withAd });
  try {
    await context.addInitScript(OBSERVE_EVENT_TIMING);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: factor });
    const step = { page, origin: site.origin, cdp, dataDir: site.dataDir };
    await openInteractionPage(page, site.origin, interaction);
    await interaction.setup?.(step);
    // What the setup started (the menu's animation, the pop-up's entrance, a slider's code fetched as
    // it came near the screen) is over before the tap.
    await untilIdle(page);
    await page.evaluate('window.__benchEntries.length = 0');
    await interaction.action(step);
    await interaction.done(step);
    return await page.evaluate<EntryFigure>(READ_LONGEST_ENTRY);
  } finally {
    await context.close();
  }
}

interface Row {
  name: string;
  page: string;
  medianMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  runs: number;
  events: string[];
  /** Medians of the longest entry's wait, handlers and frame (EntryFigure). */
  parts: [number | null, number | null, number | null];
  failures: string[];
  /** The run's median benchmarkIndex when this interaction started (HostSpeed), and the factor it ran at. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

function rowOf(
  name: string,
  interaction: Interaction,
  figures: EntryFigure[],
  failures: string[],
  calibration: { index: number; factor: number },
): Row {
  const values = figures.map((figure) => figure.ms);
  return {
    name,
    benchmarkIndex: calibration.index,
    cpuSlowdown: calibration.factor,
    page: interaction.page,
    medianMs: median(values),
    minMs: values.length ? Math.min(...values) : null,
    maxMs: values.length ? Math.max(...values) : null,
    runs: figures.length,
    events: [...new Set(figures.map((figure) => figure.event).filter(Boolean))],
    parts: [
      median(figures.map((figure) => figure.delay)),
      median(figures.map((figure) => figure.processing)),
      median(figures.map((figure) => figure.presentation)),
    ],
    failures,
  };
}

const fmtPart = (value: number | null) => (value == null ? '—' : String(Math.round(value)));
const fmtMs = (value: number | null) => (value == null ? '—' : value === 0 ? '< 16' : String(Math.round(value)));

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      runs: { type: 'string' },
      only: { type: 'string' },
      'cpu-slowdown': { type: 'string' },
      json: { type: 'string' },
      dist: { type: 'string' },
      'allow-swing': { type: 'boolean' },
    },
  });
  const runs = Number(args.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: целое число ≥ 1, получено ${args.runs}`);
  const words = args.only?.split(',').map((word) => word.trim().toLowerCase());
  const chosen = words
    ? INTERACTIONS.filter((item) => words.some((word) => item.name.toLowerCase().includes(word)))
    : INTERACTIONS;
  if (chosen.length === 0) throw new Error(`--only ${args.only}: ни одного взаимодействия`);
  // Two builds (--dist a,b) run interleaved, as bench:trace does: the machine's load falls on both alike.
  const dists = (args.dist ?? process.env.DIST_DIR ?? 'dist').split(',').map((dir) => path.resolve(ROOT, dir));
  const port = Number(process.env.PORT ?? 4181);

  const loadBefore = loadAverage();
  // Before the browser and the sites start: they inherit this process's cores (bench/page-core.ts).
  const pageCore = givePageItsOwnCore();
  const browser = await launchChromium();
  const build = browserBuildOf(CHROME_PATH, browser.version());
  const sites = await startSites({ root: ROOT, dists, port }).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  const stop = () => {
    for (const site of sites) site.stop();
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    const probe = await browser.newPage();
    const measured = await measureBenchmarkIndex(probe, 9);
    await probe.close();
    const { factor, forced } = chooseSlowdown(measured.index, args['cpu-slowdown']);
    console.log(
      `benchmarkIndex ${measured.index} (замеры ${measured.samples.join(', ')}) → CPU ${factor}x${forced ? ' (задан флагом)' : ''}; ` +
        `${runs} прогона, ${chosen.length} взаимодействий, ${os.cpus().length} ядер; load average ${loadBefore}`,
    );
    console.log(pageCore.describe());
    console.log(describeBrowserBuild(build));
    if (chosen.some((item) => item.withAd)) await Promise.all(sites.map((site) => switchAdOn(site.origin)));
    const buildName = (index: number) => (dists.length > 1 ? ` [${path.relative(ROOT, dists[index] as string)}]` : '');

    // The host's speed alternates (bench/cpu-slowdown.ts, HostSpeed): three more samples before each
    // interaction join the median of all so far, and every interaction runs at that median's factor
    // (or the forced one). Every sample, in the order taken, also gives the host's state over the run.
    const host = new HostSpeed(measured.samples);
    const indexSamples = [...measured.samples];
    const calibrate = async (): Promise<{ index: number; factor: number }> => {
      const probeNow = await browser.newPage();
      const { samples } = await measureBenchmarkIndex(probeNow, 3);
      await probeNow.close();
      host.add(...samples);
      indexSamples.push(...samples);
      return { index: host.index, factor: forced ? factor : host.factor };
    };

    const rows: Row[] = [];
    for (const interaction of chosen) {
      const calibration = await calibrate();
      const figures: EntryFigure[][] = dists.map(() => []);
      const failures: string[][] = dists.map(() => []);
      for (let run = 1; run <= runs; run++) {
        const order = interleavedOrder(sites.length, run - 1);
        for (const index of order) {
          try {
            const figure = await runOnce(browser, sites[index] as Site, interaction, calibration.factor);
            figures[index]?.push(figure);
            const parts = `ожидание ${fmtPart(figure.delay)}, обработчики ${fmtPart(figure.processing)}, кадр ${fmtPart(figure.presentation)}`;
            process.stderr.write(
              `  ${interaction.name}${buildName(index)} #${run}: ${fmtMs(figure.ms)} ms (${figure.event || '—'}; ${parts}; CPU ${calibration.factor}x)\n`,
            );
          } catch (error) {
            const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
            failures[index]?.push(message ?? '');
            process.stderr.write(`  ${interaction.name}${buildName(index)} #${run}: ОШИБКА ${message}\n`);
          }
        }
      }
      for (const [index, list] of figures.entries())
        rows.push(rowOf(`${interaction.name}${buildName(index)}`, interaction, list, failures[index] ?? [], calibration));
    }
    const loadAfter = loadAverage();
    // The machine measured again: if it got much faster or slower during the runs (others' load
    // starting or ending), the factor did not emulate the reference phone throughout.
    const probeAfter = await browser.newPage();
    const after = await measureBenchmarkIndex(probeAfter);
    await probeAfter.close();
    indexSamples.push(...after.samples);
    const hostState = hostStateOf(indexSamples);
    const refusal = swingRefusal(hostState, { allowSwing: args['allow-swing'] });

    console.log(`\n${describeBrowserBuild(build)}\n${describeHostState(hostState)}`);
    if (refusal) console.error(`\n${refusal}`);
    else {
      console.log(
        `\nINP-задержка взаимодействий, 390 px, касания, CPU ${forced ? `${factor}x, задан флагом --cpu-slowdown` : `по калькулятору Lighthouse из медианы benchmarkIndex за прогон (${host.describe()})`}; ` +
          `медиана ${runs} прогонов, самая длинная запись Event Timing с interactionId:\n`,
      );
      console.log(
        markdownTable(
          ['interaction', 'page', 'CPU (index)', 'median ms', 'min-max ms', 'runs', 'longest event', 'wait / handlers / frame'],
          rows.map((row) => [
            row.name,
            row.page,
            `${row.cpuSlowdown}x (${row.benchmarkIndex})`,
            fmtMs(row.medianMs),
            `${fmtMs(row.minMs)}-${fmtMs(row.maxMs)}`,
            `${row.runs}${row.failures.length ? ` (${row.failures.length} с ошибкой)` : ''}`,
            row.events.join(', '),
            row.parts.map(fmtPart).join(' / '),
          ]),
        ),
      );
    }
    console.log(`\nload average: до ${loadBefore}, после ${loadAfter}; benchmarkIndex после ${after.index}`);
    if (args.json) {
      fs.writeFileSync(
        args.json,
        `${JSON.stringify(
          {
            at: new Date().toISOString(),
            benchmarkIndex: measured.index,
            benchmarkSamples: measured.samples,
            benchmarkIndexAfter: after.index,
            benchmarkIndexSamples: indexSamples,
            hostState,
            browser: build,
            refused: refusal,
            cpuSlowdown: factor,
            forced,
            runs,
            loadBefore,
            loadAfter,
            rows,
          },
          null,
          2,
        )}\n`,
      );
    }
    if (refusal || rows.some((row) => row.failures.length > 0)) process.exitCode = 1;
  } finally {
    stop();
    await browser.close();
  }
}

await main();
