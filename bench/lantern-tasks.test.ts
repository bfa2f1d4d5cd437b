import { describe, expect, it } from 'vitest';
import { byKind, keptTaskLines, keptTime, kindOf, lanternTasks } from './lantern-tasks';
import type { TraceEvent } from './trace-summary';

const main = { pid: 1, tid: 7 };
const x = (name: string, ms: number, durMs: number, data?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  ...main,
  ...(data ? { args: { data } } : {}),
});
const instant = (name: string, ms: number, data?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: 'R',
  ts: ms * 1000,
  ...main,
  ...(data ? { args: { data } } : {}),
});

/** about:blank, then the page: a 60 ms first layout before the FCP, then a frame, a React slice, a short task and Lighthouse's own. */
const trace: TraceEvent[] = [
  instant('navigationStart', 0, { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' }),
  instant('navigationStart', 1000, { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:4180/' }),
  x('RunTask', 1100, 60),
  x('Layout', 1100, 60),
  instant('firstContentfulPaint', 1200),
  x('RunTask', 1210, 12),
  x('FunctionCall', 1210, 0.5, { url: 'http://127.0.0.1:4180/' }), // the page's inline script
  x('Commit', 1210.5, 3.5),
  x('Paint', 1214, 7),
  x('RunTask', 1230, 9.9), // pruned by Lantern
  x('FunctionCall', 1230, 9.9, { url: 'http://127.0.0.1:4180/static/js/react.js' }),
  { ...x('RunTask', 1250, 20), tdur: 8000 }, // 12 ms of it waiting for a core
  x('FunctionCall', 1250, 20, { url: 'http://127.0.0.1:4180/static/js/react.js' }),
  x('V8.GC_SCAVENGER_SCAVENGE', 1255, 4),
  x('RunTask', 1300, 15),
  x('FunctionCall', 1300, 15, { url: '_lighthouse-eval.js' }),
  // Another thread's task: not the page's main thread.
  { ...x('RunTask', 1260, 40), tid: 9 },
];

describe('lanternTasks', () => {
  const tasks = lanternTasks(trace);

  it('counts the page tasks of 10 ms or more after the first contentful paint', () => {
    expect(tasks.fcpMs).toBe(200);
    expect(tasks.kept.map((task) => [task.atMs, task.ms, task.kind])).toEqual([
      [210, 12, 'кадр'],
      [250, 20, 'скрипт'],
    ]);
    expect(tasks.pruned).toBe(1);
    expect(tasks.lighthouse).toBe(1);
  });

  it("names each task's busiest events by self time, and the script it ran", () => {
    expect(tasks.kept.map((task) => task.script)).toEqual(['страница', 'react.js']);
    expect(tasks.kept[1]?.top).toEqual([
      ['FunctionCall', 16],
      ['V8.GC_SCAVENGER_SCAVENGE', 4],
    ]);
  });

  it('sums the kept tasks by kind', () => {
    expect(byKind(tasks.kept)).toEqual([
      ['скрипт', { count: 1, ms: 20 }],
      ['кадр', { count: 1, ms: 12 }],
    ]);
  });

  it('tells the thread time from the time on the host where the trace has it', () => {
    expect(tasks.kept.map((task) => task.cpuMs)).toEqual([null, 8]);
    expect(keptTime(tasks.kept)).toEqual({ ms: 32, cpuMs: null });
    expect(keptTime(tasks.kept.slice(1))).toEqual({ ms: 20, cpuMs: 8 });
  });

  it('writes the run for --tasks: a summary, then a line a task', () => {
    const lines = keptTaskLines(lanternTasks(trace));
    expect(lines[0]).toBe(
      'FCP на хосте 200 мс; их время 32 мс; по видам: скрипт 1 (20 мс), кадр 1 (12 мс); короче 10 мс: 1; задачи самого Lighthouse: 1',
    );
    expect(lines.slice(1)).toEqual([
      '@210 мс  12.0 мс  кадр (страница): Paint 7.0, Commit 3.5',
      '@250 мс  20.0 мс (поток 8.0)  скрипт (react.js): FunctionCall 16.0, V8.GC_SCAVENGER_SCAVENGE 4.0',
    ]);
  });

  it('reads a trace without a page load as nothing', () => {
    expect(lanternTasks(trace.slice(0, 1))).toEqual({ fcpMs: null, kept: [], pruned: 0, lighthouse: 0 });
  });

  it('sorts trace events into kinds', () => {
    expect(kindOf('UpdateLayoutTree')).toBe('стили');
    expect(kindOf('Layout')).toBe('раскладка');
    expect(kindOf('v8.compileModule')).toBe('скрипт');
    expect(kindOf('MinorGC')).toBe('сборка мусора');
    expect(kindOf('ParseHTML')).toBe('разбор HTML');
    expect(kindOf('Layerize')).toBe('кадр');
    expect(kindOf('HitTest')).toBe('прочее');
  });
});
