/**
 * A core of its own for the page's main thread, as a phone gives it (docs/decisions/phone-speed.md,
 * eighteenth pass). On this 2-core host a page's main thread shared both cores with the browser's
 * other processes (its network service, the software rasteriser, the compositor), Lighthouse and the
 * site's server: about 70% of the time of the load tasks Lighthouse counts was the thread waiting,
 * not running, and Lighthouse's simulation multiplies that wall time by the CPU factor. A phone has
 * eight cores; its main thread rarely waits for one.
 *
 * So the browser benches put their own process (and so everything they start: Chromium, its
 * helpers, the site's server) on every core but the last, and move the main thread of each renderer
 * Chromium starts (a renderer's main thread has the process's own id) to the last core alone.
 * Polled every 50 ms from /proc; a new renderer is moved before its page has parsed much.
 *
 * Linux with `taskset` (util-linux) and two cores or more; elsewhere, or with BENCH_SHARED_CORES=1,
 * nothing is moved and the benches run as before. The split is printed with each bench's header.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export interface CoreSplit {
  /** The core the renderers' main threads run on alone. */
  pageCore: number;
  /** Everything else, as taskset's list ("0" or "0-2"). */
  otherCores: string;
}

/** The last core for the page, the rest for everything else; none with fewer than two cores. */
export function splitCores(cores: number): CoreSplit | null {
  if (cores < 2) return null;
  const pageCore = cores - 1;
  return { pageCore, otherCores: pageCore === 1 ? '0' : `0-${pageCore - 1}` };
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

  const moved = new Set<number>();
  const poll = () => {
    for (const pid of rendererPids()) {
      if (moved.has(pid)) continue;
      // Without -a: the thread whose id is the pid, the renderer's main thread, and no other.
      if (taskset(['-p', '-c', String(split.pageCore), String(pid)])) moved.add(pid);
    }
  };
  const timer = setInterval(poll, 50);
  timer.unref();
  return {
    split,
    describe: () =>
      `основной поток страницы на ядре ${split.pageCore} один, остальное (браузер, сервер, бенч) на ${split.otherCores}`,
    stop: () => clearInterval(timer),
  };
}
