import { describe, expect, it } from 'vitest';
import { type ThreadTraceEvent, threadBlocking } from './thread-blocking';

const main = { pid: 1, tid: 7 };
const task = (ms: number, durMs: number, threadMs: number, where = main): ThreadTraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  tdur: threadMs * 1000,
  ...where,
});

describe('threadBlocking', () => {
  it("counts the page thread's tasks from the first contentful paint on their thread time times the factor", () => {
    const trace: ThreadTraceEvent[] = [
      task(0, 100, 90), // before the first paint: not counted
      { name: 'firstContentfulPaint', ph: 'R', ts: 200_000, ...main },
      task(210, 300, 20), // 300 ms of wall clock, 20 of it the page's: 70 ms at 3.5x
      task(600, 12, 12), // 42 ms: under 50
      task(700, 40, 30), // 105 ms
      task(800, 500, 400, { pid: 2, tid: 9 }), // another thread
    ];
    const figures = threadBlocking(trace, 3.5);
    expect(figures?.blockingMs).toBeCloseTo(20 + 55);
    expect(figures?.longestMs).toBeCloseTo(105);
    expect(figures?.longTasks).toBe(2);
    // The work after the first paint, whatever its tasks' lengths: 20 + 12 + 30 ms of thread time.
    expect(figures?.busyMs).toBeCloseTo(62);
  });

  it('falls back to the wall-clock duration where a task has no thread time, and knows no paint', () => {
    const trace: ThreadTraceEvent[] = [
      { name: 'firstContentfulPaint', ph: 'R', ts: 0, ...main },
      { name: 'RunTask', ph: 'X', ts: 1000, dur: 30_000, ...main },
    ];
    expect(threadBlocking(trace, 2)?.blockingMs).toBeCloseTo(10);
    expect(threadBlocking([task(0, 100, 100)], 3.5)).toBeNull();
  });

  it('counts wall-clock durations unmultiplied for a load on a CPU DevTools slowed (the throttling pauses are the phone’s time)', () => {
    const trace: ThreadTraceEvent[] = [
      { name: 'firstContentfulPaint', ph: 'R', ts: 0, ...main },
      task(10, 80, 20), // 80 ms on the slowed clock, 20 of it thread time: 30 ms over 50
      task(200, 45, 12), // under 50
    ];
    const figures = threadBlocking(trace, 1, 'wall');
    expect(figures?.blockingMs).toBeCloseTo(30);
    expect(figures?.longestMs).toBeCloseTo(80);
    expect(figures?.longTasks).toBe(1);
    expect(figures?.busyMs).toBeCloseTo(125);
  });
});
