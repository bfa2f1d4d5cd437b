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

/** The CPU slowdown to use: the forced one (--cpu-slowdown) or the calculator's for the measured index. */
export function chooseSlowdown(index: number, forced: string | undefined): { factor: number; forced: boolean } {
  if (forced === undefined) return { factor: cpuSlowdownFor(index), forced: false };
  const factor = Number(forced);
  if (!Number.isFinite(factor) || factor < 1) throw new Error(`--cpu-slowdown: число ≥ 1, получено ${forced}`);
  return { factor, forced: true };
}
