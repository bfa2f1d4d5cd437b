/**
 * Lighthouse's Total Blocking Time, worked out on thread time (bench/load-tbt.ts). Lighthouse's
 * mobile run simulates the phone: it records the page's load unthrottled and multiplies each
 * main-thread task's duration by the CPU factor, then counts every task's time over 50 ms from the
 * first contentful paint. On a shared machine the unthrottled durations are wall-clock time, which
 * grows with whatever else runs (2-10x on the 2-core machine under four people's builds). The same
 * sum over each task's thread time (`tdur`: the CPU time the page's thread got) leaves that out.
 *
 * The other clock, `wall`, is for a load recorded on a CPU DevTools actually slowed (`load-tbt
 * --throttled`, factor 1): there a task's thread time leaves out the pauses the throttling puts in,
 * and its wall-clock duration is what the visitor of a phone that slow would wait.
 * Pure, so it is tested on a hand-made trace (thread-blocking.test.ts).
 */

export interface ThreadTraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

export interface ThreadBlocking {
  /** Σ max(0, thread time × factor − 50) over the main thread's tasks from the first contentful paint, ms. */
  blockingMs: number;
  /** The longest such task × factor, ms. */
  longestMs: number;
  /** Tasks over 50 ms once multiplied. */
  longTasks: number;
  /**
   * Σ thread time of the main thread's tasks from the first contentful paint, not multiplied, ms: the
   * work a load leaves after its first paint, split or not (the blocking time counts only what is in
   * long tasks; a change that removes work rather than splitting it shows here).
   */
  busyMs: number;
}

/** Which duration of a task counts: the page thread's CPU time (an unthrottled load) or the wall clock (a slowed one). */
export type TaskClock = 'thread' | 'wall';

/** The figures of one page load's trace; null when the trace has no first contentful paint. */
export function threadBlocking(events: ThreadTraceEvent[], factor: number, clock: TaskClock = 'thread'): ThreadBlocking | null {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  let blockingMs = 0;
  let longestMs = 0;
  let longTasks = 0;
  let busyMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== fcp.pid || event.tid !== fcp.tid) continue;
    if (event.ts < fcp.ts) continue;
    const threadMs = ((clock === 'thread' ? event.tdur : undefined) ?? event.dur ?? 0) / 1000;
    busyMs += threadMs;
    const ms = threadMs * factor;
    longestMs = Math.max(longestMs, ms);
    if (ms > 50) {
      blockingMs += ms - 50;
      longTasks += 1;
    }
  }
  return { blockingMs, longestMs, longTasks, busyMs };
}
