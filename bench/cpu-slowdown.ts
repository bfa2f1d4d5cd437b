/**
 * Lighthouse's CPU throttling calculator as a pure function (bench/phone.ts measures the index the
 * benchmarks feed it; cpu-slowdown.test.ts holds its ranges).
 */

/**
 * Lighthouse's CPU throttling calculator (linked from its throttling docs): the slowdown that turns
 * a host of this benchmarkIndex into its reference mid-range phone. Never below 1 (a host slower
 * than the phone is not sped up).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex: ${benchmarkIndex}`);
  let factor: number;
  if (benchmarkIndex >= 1300) factor = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) factor = 2 + (benchmarkIndex - 800) / 500;
  else factor = 1 + (benchmarkIndex - 150) / 650;
  // One decimal, as the calculator shows it and the reports print it.
  return Math.max(1, Math.round(factor * 10) / 10);
}

export function median(values: ReadonlyArray<number | null | undefined>): number | null {
  const numbers = values
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? (numbers[middle] as number) : ((numbers[middle - 1] as number) + (numbers[middle] as number)) / 2;
}

/** A slowdown given on the command line (`flag` names it in the error): a number ≥ 1. */
export function parseSlowdown(text: string, flag = '--cpu-slowdown'): number {
  const factor = Number(text);
  if (!Number.isFinite(factor) || factor < 1) throw new Error(`${flag}: число ≥ 1, получено ${text}`);
  return factor;
}

/** The CPU slowdown to use: the forced one (--cpu-slowdown) or the calculator's for the measured index. */
export function chooseSlowdown(index: number, forced: string | undefined): { factor: number; forced: boolean } {
  if (forced === undefined) return { factor: cpuSlowdownFor(index), forced: false };
  return { factor: parseSlowdown(forced), forced: true };
}

/**
 * The host's speed over a whole bench run: the median of every benchmarkIndex sample taken so far
 * (the probe's at the start, then each Lighthouse report's own, or a few before each interaction),
 * and the calculator's factor for it. This host alternates between a fast and a slow state about
 * once a second (a fixed piece of page work took 56-66 or 87-111 ms; single index samples read
 * 1,100-2,100), so a factor chased from the latest sample put runs of one bench anywhere between
 * 2.5x and 7.4x, and a route's figure followed its factor more than its page. The running median
 * settles within a few samples and keeps every run of a bench on one emulated phone; the host's
 * states then fall on all routes alike and the medians of several runs average them.
 */
export class HostSpeed {
  private readonly samples: number[] = [];

  constructor(samples: readonly number[] = []) {
    this.add(...samples);
  }

  /** Adds samples; a missing or non-positive one (a report without an index) is left out. */
  add(...values: ReadonlyArray<number | null | undefined>): void {
    for (const value of values) if (typeof value === 'number' && Number.isFinite(value) && value > 0) this.samples.push(value);
  }

  /** The median index so far, rounded; throws before any sample. */
  get index(): number {
    const middle = median(this.samples);
    if (middle === null) throw new Error('HostSpeed: ещё нет ни одного замера benchmarkIndex');
    return Math.round(middle);
  }

  /** Lighthouse's calculator factor for the median index. */
  get factor(): number {
    return cpuSlowdownFor(this.index);
  }

  /** How many samples, and their range, for the line under a table. */
  describe(): string {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return `медиана ${this.index} из ${sorted.length} замеров (${Math.round(sorted[0] ?? 0)}-${Math.round(sorted.at(-1) ?? 0)})`;
  }
}
