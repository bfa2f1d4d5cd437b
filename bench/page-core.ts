/**
 * A core of its own for the page's main thread, as a phone gives it (docs/decisions/phone-speed.md,
 * 'What the measurements count'). On this 2-core host a page's main thread shared both cores with the browser's
 * other processes (its network service, the software rasteriser, the compositor), Lighthouse and the
 * site's server: about 70% of the time of the load tasks Lighthouse counts was the thread waiting,
 * not running, and Lighthouse's simulation multiplies that wall time by the CPU factor. A phone has
 * eight cores; its main thread rarely waits for one.
 *
 * So the browser benches put their own process (and so everything they start: Chromium, its
 * helpers, the site's server) on every core but the last, and move the main thread of each renderer
 * Chromium starts (a renderer's main thread has the process's own id) to the last core, which
 * nothing else uses but the renderers' own other threads (compositor, IO, V8's helpers, the trace's
 * writer): those may run on every core, since held to the crowded ones they fell behind and
 * Lighthouse lost the trace's navigation start (NO_NAVSTART) on most runs.
 * Polled every 50 ms from /proc by a process of its own; a new renderer is moved before its page has
 * parsed much.
 *
 * Linux with `taskset` (util-linux) and two cores or more; elsewhere, or with BENCH_SHARED_CORES=1,
 * nothing is moved and the benches run as before. The split is printed with each bench's header.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export interface CoreSplit {
  /** The core of the renderers' main threads (their other threads may use it too). */
  pageCore: number;
  /** Everything else, as taskset's list ("0" or "0-2"). */
  otherCores: string;
  /** Every core: a renderer's other threads (below). */
  allCores: string;
}

/** The last core for the page, the rest for everything else; none with fewer than two cores. */
export function splitCores(cores: number): CoreSplit | null {
  if (cores < 2) return null;
  const pageCore = cores - 1;
  return { pageCore, otherCores: pageCore === 1 ? '0' : `0-${pageCore - 1}`, allCores: `0-${pageCore}` };
}

/**
 * Whether a process's /proc/<pid>/cmdline is a Chromium renderer's. Its arguments are NUL-separated
 * as the kernel keeps them, or spaces when the process renamed itself, as Chromium's zygote children
 * do (setproctitle).
 */
export function isRenderer(cmdline: string): boolean {
  return cmdline.split(/[\0 ]/).includes('--type=renderer');
}

function taskset(args: string[]): boolean {
  const result = spawnSync('taskset', args, { stdio: 'ignore' });
  return result.status === 0;
}

/** The ids of every Chromium renderer running now. */
export function rendererPids(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (isRenderer(fs.readFileSync(`/proc/${entry}/cmdline`, 'latin1'))) pids.push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return pids;
}

/** The ids of a process's threads (the first is the process's own). */
export function threadIds(pid: number): number[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/** A thread's cores as /proc lists them ("1", "0-6"), or null once it has ended. */
export function allowedCores(tid: number): string | null {
  try {
    return /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync(`/proc/${tid}/status`, 'latin1'))?.[1] ?? null;
  } catch {
    return null;
  }
}

export interface PageCore {
  split: CoreSplit | null;
  /** One line for a bench's header: where the page's main thread runs. */
  describe(): string;
  stop(): void;
}

/**
 * Starts the split for this process and what it starts from now on; `stop()` ends the polling
 * (the process keeps its cores). Call it before launching Chromium or the site.
 */
export function givePageItsOwnCore({ env = process.env, cores = os.availableParallelism() } = {}): PageCore {
  const split = process.platform === 'linux' && env.BENCH_SHARED_CORES !== '1' ? splitCores(cores) : null;
  const shared: PageCore = {
    split: null,
    describe: () =>
      env.BENCH_SHARED_CORES === '1'
        ? 'основной поток страницы делит ядра со всем остальным (BENCH_SHARED_CORES=1)'
        : 'основной поток страницы делит ядра со всем остальным (нет taskset или одно ядро)',
    stop: () => {},
  };
  if (!split || !taskset(['-a', '-p', '-c', split.otherCores, String(process.pid)])) return shared;

  // The polling runs in a process of its own, so that its synchronous `taskset` calls never hold up
  // the bench's event loop (Lighthouse's and Playwright's protocol traffic) while a page starts.
  const poller = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, POLL_SWITCH, String(cores), String(process.pid)],
    { stdio: 'ignore' },
  );
  poller.unref();
  return {
    split,
    describe: () =>
      `основной поток страницы на ядре ${split.pageCore} (с ним только лёгкие потоки рендерера), остальное (браузер, сервер, бенч) на ${split.otherCores}`,
    stop: () => poller.kill(),
  };
}

const POLL_SWITCH = '--place-renderer-threads';

/**
 * The poller's loop: every 50 ms, each renderer's main thread to the page's core and its other
 * threads to every core. Threads a moved main thread starts later inherit its core (V8's helpers, the
 * compositor when it starts late), so every renderer thread is checked on each poll, each moved once.
 * It ends with the bench that started it.
 */
function placeRendererThreads(split: CoreSplit, benchPid: number): void {
  const placed = new Set<number>();
  const poll = () => {
    try {
      process.kill(benchPid, 0);
    } catch {
      process.exit(0);
    }
    for (const pid of rendererPids()) {
      for (const tid of threadIds(pid)) {
        if (placed.has(tid)) continue;
        // Without -a: that one thread. The main thread's id is the process's own.
        const cores = tid === pid ? String(split.pageCore) : split.allCores;
        if (allowedCores(tid) === cores || taskset(['-p', '-c', cores, String(tid)])) placed.add(tid);
      }
    }
  };
  setInterval(poll, 50);
}

if (process.argv[2] === POLL_SWITCH) {
  const [cores, benchPid] = process.argv.slice(3).map(Number);
  const split = splitCores(cores ?? 0);
  if (split && benchPid) placeRendererThreads(split, benchPid);
}
