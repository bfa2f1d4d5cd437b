/**
 * Which state the host was in through a browser bench's run, and whether the run may be summarised
 * (`npm run bench:lighthouse`, `npm run bench:interactions`; docs/performance.md, 'The host's state').
 *
 * This host alternates between two speeds: single benchmarkIndex samples flicker between them about
 * once a second (1,100-1,400 and 1,850-2,400), and for minutes or hours at a time it holds mostly one
 * of them (a run's median about 1,200: the calculator's 2.8-2.9x; about 2,000-2,300: 6-7x). The
 * calculator makes a different phone of each (docs/decisions/phone-benchmarks.md), so a run is
 * labelled by its median: 'fast' from `FAST_STATE_INDEX` up, 'slow' below it.
 *
 * A run during which the host moved from one state to the other measured two phones under one
 * table. The flicker is not such a move, so single samples are not compared: the samples, in the
 * order they were taken, are cut into windows of `SWING_WINDOW`, and the swing is the distance
 * between the highest and the lowest window median over the run's median. Over `MAX_SWING` the bench
 * prints why and exits non-zero instead of printing the table (unless --allow-swing).
 */

/** A run's median index from this up is the host's fast state (the calculator's 4.3x and more). */
export const FAST_STATE_INDEX = 1600;
/** Consecutive samples per window: the probe's nine at the start of a run. */
export const SWING_WINDOW = 9;
/** The largest swing of the window medians, as a share of the run's median, a summary accepts. */
export const MAX_SWING = 0.25;

export type HostStateName = 'fast' | 'slow';

export interface HostState {
  samples: number;
  /** The run's median index, rounded. */
  median: number;
  min: number;
  max: number;
  /** The median of each window of consecutive samples, in order. */
  windowMedians: number[];
  /** (highest − lowest window median) / median; 0 with one window. */
  swing: number;
  state: HostStateName;
  /** The share of samples at or above FAST_STATE_INDEX. */
  fastShare: number;
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Consecutive windows of `size`; a last window shorter than half a window joins the one before it
 * (a median of two or three samples is the flicker, not the host's state).
 */
export function windowsOf<T>(values: readonly T[], size = SWING_WINDOW): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`окно: целое число ≥ 1, получено ${size}`);
  const windows: T[][] = [];
  for (let start = 0; start < values.length; start += size) windows.push(values.slice(start, start + size));
  const last = windows.at(-1);
  if (windows.length > 1 && last && last.length < size / 2) {
    windows.pop();
    windows[windows.length - 1]?.push(...last);
  }
  return windows;
}

/** The host's state over a run's benchmarkIndex samples, in the order they were taken. */
export function hostStateOf(samples: ReadonlyArray<number | null | undefined>, window = SWING_WINDOW): HostState {
  const values = samples.filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0);
  if (values.length === 0) throw new Error('состояние машины: ни одного замера benchmarkIndex');
  const median = medianOf(values);
  const windowMedians = windowsOf(values, window).map((group) => Math.round(medianOf(group)));
  return {
    samples: values.length,
    median: Math.round(median),
    min: Math.round(Math.min(...values)),
    max: Math.round(Math.max(...values)),
    windowMedians,
    swing: (Math.max(...windowMedians) - Math.min(...windowMedians)) / median,
    state: median >= FAST_STATE_INDEX ? 'fast' : 'slow',
    fastShare: values.filter((value) => value >= FAST_STATE_INDEX).length / values.length,
  };
}

const STATE_WORD: Record<HostStateName, string> = { fast: 'быстрое', slow: 'медленное' };
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The line under a table: the state, the median and the spread, the windows' swing. */
export function describeHostState(host: HostState): string {
  return (
    `Состояние машины: ${STATE_WORD[host.state]} (граница — медиана benchmarkIndex ${FAST_STATE_INDEX}); ` +
    `медиана ${host.median} из ${host.samples} замеров (${host.min}-${host.max}), ` +
    `${percent(host.fastShare)} замеров ≥ ${FAST_STATE_INDEX}; медианы окон по ${SWING_WINDOW}: ${host.windowMedians.join(', ')}, ` +
    `размах ${percent(host.swing)} (допустимо до ${percent(MAX_SWING)})`
  );
}

/** Why a run is not summarised (its index swung by more than MAX_SWING), or null when it may be. */
export function swingRefusal(host: HostState, { allowSwing = false }: { allowSwing?: boolean } = {}): string | null {
  if (host.swing <= MAX_SWING || allowSwing) return null;
  return (
    `Итог не выводится: за прогон benchmarkIndex машины сместился на ${percent(host.swing)} медианы ` +
    `(медианы окон по ${SWING_WINDOW} замеров: ${host.windowMedians.join(', ')}; медиана ${host.median}), больше допустимых ` +
    `${percent(MAX_SWING)}: машина сменила состояние, и разные маршруты или взаимодействия измерены на разных телефонах. ` +
    'Повторите прогон, когда машина держит одно состояние, или добавьте --allow-swing, чтобы вывести итог всё равно.'
  );
}
