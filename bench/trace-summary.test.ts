import { describe, expect, it } from 'vitest';
import { type TraceEvent, traceSummary } from './trace-summary';

const thread = { pid: 1, tid: 7 };
const x = (name: string, ms: number, durMs: number, args?: TraceEvent['args']): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  ...thread,
  ...(args ? { args } : {}),
});
const mark = (name: string, ms: number): TraceEvent => ({ name, ph: 'R', ts: ms * 1000, cat: 'blink.user_timing', ...thread });

/** A tap: the input's task (80 ms: a click handler with a forced layout), then the render's (120 ms: style and layout). */
const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...thread, args: { name: 'CrRendererMain' } },
  x('RunTask', 0, 300),
  mark('bench-start', 1000),
  x('RunTask', 1010, 80),
  x('EventDispatch', 1010, 70, { data: { type: 'click' } }),
  x('FunctionCall', 1011, 60),
  x('Layout', 1020, 40),
  x('RunTask', 1100, 120),
  x('UpdateLayoutTree', 1100, 30),
  x('Layout', 1130, 90),
  x('RunTask', 1250, 30),
  x('RunTask', 1290, 60),
  x('EvaluateScript', 1290, 10),
  { ...x('RunTask', 1290, 60), pid: 2 },
  // The blank page's unload, on the same thread: not the page's.
  x('RunTask', 1400, 70),
  x('EventDispatch', 1400, 60, { data: { type: 'pagehide' } }),
  mark('bench-end', 1480),
  x('RunTask', 1500, 500),
];

describe('traceSummary', () => {
  const summary = traceSummary(trace, { from: 'bench-start', to: 'bench-end' });

  it('counts only the page main thread’s own tasks between the two marks', () => {
    expect(summary.tasks.map((task) => task.ms)).toEqual([80, 120, 60]);
    expect(summary.longestMs).toBe(120);
    // (80 − 50) + (120 − 50) + (60 − 50)
    expect(summary.blockingMs).toBe(110);
    expect(summary.longTasks).toBe(3);
  });

  it('names what started each task and finds the input’s own task', () => {
    expect(summary.tasks.map((task) => task.what)).toEqual(['click', 'UpdateLayoutTree', 'EvaluateScript']);
    expect(summary.inputMs).toBe(80);
  });

  it('splits a task’s time by self time: nested events are taken out of their parents', () => {
    expect(summary.longestBreakdown).toEqual([
      ['Layout', 90],
      ['UpdateLayoutTree', 30],
    ]);
    expect(summary.inputBreakdown).toEqual([
      ['Layout', 40],
      ['FunctionCall', 20],
      ['EventDispatch', 10],
    ]);
  });
});
