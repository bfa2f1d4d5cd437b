/**
 * What a Chrome trace says about the page's main thread between two marks (bench/trace-tap.ts): its
 * tasks, the blocking time (each task's time over 50 ms, as TBT counts it), the longest task and
 * what it was spent on. Pure, so it is tested on a hand-made trace (trace-summary.test.ts).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of an X event, µs, when the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  cat?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      startTime?: number;
      url?: string;
      documentLoaderURL?: string;
      isLoadingMainFrame?: boolean;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

export interface TraceSummary {
  /** The longest main-thread task in the window, ms. */
  longestMs: number;
  /** Σ max(0, task − 50 ms) over the window's tasks. */
  blockingMs: number;
  longTasks: number;
  /** Every task over 50 ms, in order, with what started it (an input event's type, a timer, a frame…) and its busiest functions. */
  tasks: { ms: number; what: string; functions: [string, number][] }[];
  /** The longest task's self time by trace event name, longest first. */
  longestBreakdown: [string, number][];
  /** The longest task's script time by function (CPU profile samples), longest first. */
  longestFunctions: [string, number][];
  /** The longest task that handled the input itself (touch, pointer, click, key events), ms. */
  inputMs: number;
  inputBreakdown: [string, number][];
  inputFunctions: [string, number][];
}

/**
 * Tasks that are not the page's: the test driver's (Playwright's selectors and evaluations) and the
 * blank page's unload before a load, which runs on the same thread.
 */
const isDriverTask = (what: string) =>
  what.includes('__playwright') || what === 'Receive mojo message' || what.startsWith('pagehide');
const INPUT_EVENT = /^(pointer|touch|mouse|click|key|gesturetap)/;

const LONG_TASK_MS = 50;

/** The renderer main thread the marks are on (the page's), or the busiest one when there are none. */
function mainThread(events: TraceEvent[], mark: string): { pid: number; tid: number } | null {
  const withMark = events.find((event) => event.name === mark && event.cat?.includes('user_timing'));
  if (withMark) return { pid: withMark.pid, tid: withMark.tid };
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const names = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const best = [...busy].filter(([key]) => names.has(key)).sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid: pid as number, tid: tid as number };
}

function markTime(events: TraceEvent[], name: string, thread: { pid: number }): number | null {
  const mark = events.find((event) => event.name === name && event.pid === thread.pid);
  return mark ? mark.ts : null;
}

/** Tasks sorted by start without those nested in another (a nested run loop is part of its parent). */
export function topLevelTasks(tasks: readonly TraceEvent[]): TraceEvent[] {
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const last = topLevel[topLevel.length - 1];
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    topLevel.push(task);
  }
  return topLevel;
}

/** Self time by event name within [start, end] on one thread (the trace's X events nest), ms, longest first. */
export function selfTimes(events: TraceEvent[], start: number, end: number): [string, number][] {
  const inside = events
    .filter((event) => event.ph === 'X' && event.ts >= start && event.ts + (event.dur ?? 0) <= end && event.name !== 'RunTask')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; end: number }[] = [];
  for (const event of inside) {
    const eventEnd = event.ts + (event.dur ?? 0);
    while (stack.length && (stack[stack.length - 1] as { end: number }).end <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.event.name, (self.get(parent.event.name) ?? 0) - (event.dur ?? 0) / 1000);
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    stack.push({ event, end: eventEnd });
  }
  return [...self].filter(([, ms]) => ms > 0.5).sort((a, b) => b[1] - a[1]);
}

/** Script self time by function within [start, end], from the CPU profile chunks of one thread. */
function functionTimes(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  start: number,
  end: number,
): [string, number][] {
  const nodes = new Map<string, string>();
  const times = new Map<string, number>();
  const profiles = new Map<string, { time: number }>();
  for (const event of events) {
    if (event.pid !== thread.pid) continue;
    const key = event.id ?? '';
    if (event.name === 'Profile') profiles.set(key, { time: event.args?.data?.startTime ?? event.ts });
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data;
    const profile = profiles.get(key) ?? { time: event.ts };
    profiles.set(key, profile);
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame;
      const file = frame.url ? frame.url.split('/').pop() : '';
      nodes.set(
        `${key}:${node.id}`,
        `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`,
      );
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (const [index, sample] of samples.entries()) {
      profile.time += deltas[index] ?? 0;
      const next = deltas[index + 1] ?? 0;
      if (profile.time < start || profile.time > end) continue;
      const name = nodes.get(`${key}:${sample}`) ?? `#${sample}`;
      if (name.startsWith('(idle)') || name.startsWith('(program)') || name.startsWith('(root)')) continue;
      times.set(name, (times.get(name) ?? 0) + next / 1000);
    }
  }
  return [...times].sort((a, b) => b[1] - a[1]);
}

/** What a task ran first: an input event's type, or the name of its first child event. */
function taskLabel(onThread: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const children = onThread.filter(
    (event) => event.ph === 'X' && event.ts >= task.ts && event.ts < end && event !== task && event.name !== 'RunTask',
  );
  const inputs = [
    ...new Set(children.filter((event) => event.name === 'EventDispatch').map((event) => event.args?.data?.type ?? '')),
  ];
  if (inputs.length) return inputs.join('+');
  const first = children.find((event) => event.name !== 'ThreadControllerImpl::RunTask');
  return first?.name ?? '?';
}

export function traceSummary(events: TraceEvent[], window: { from: string; to: string }): TraceSummary {
  const thread = mainThread(events, window.to);
  const empty: TraceSummary = {
    longestMs: 0,
    blockingMs: 0,
    longTasks: 0,
    tasks: [],
    longestBreakdown: [],
    longestFunctions: [],
    inputMs: 0,
    inputBreakdown: [],
    inputFunctions: [],
  };
  if (!thread) return empty;
  const from = markTime(events, window.from, thread) ?? Number.NEGATIVE_INFINITY;
  const to = markTime(events, window.to, thread) ?? Number.POSITIVE_INFINITY;
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const tasks = onThread
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= from && event.ts <= to)
    .sort((a, b) => a.ts - b.ts);
  const labelled = topLevelTasks(tasks)
    .map((task) => ({ task, ms: (task.dur ?? 0) / 1000, what: taskLabel(onThread, task) }))
    .filter((item) => !isDriverTask(item.what));
  const byLength = (a: { ms: number }, b: { ms: number }) => b.ms - a.ms;
  const longest = [...labelled].sort(byLength)[0];
  const input = labelled.filter((item) => item.what.split('+').some((type) => INPUT_EVENT.test(type))).sort(byLength)[0];
  if (!longest) return empty;
  const span = (task: TraceEvent) => [task.ts, task.ts + (task.dur ?? 0)] as const;
  return {
    longestMs: longest.ms,
    blockingMs: labelled.reduce((sum, item) => sum + Math.max(0, item.ms - LONG_TASK_MS), 0),
    longTasks: labelled.filter((item) => item.ms > LONG_TASK_MS).length,
    tasks: labelled
      .filter((item) => item.ms > LONG_TASK_MS)
      .map(({ task, ms, what }) => ({ ms, what, functions: functionTimes(events, thread, ...span(task)).slice(0, 3) })),
    longestBreakdown: selfTimes(onThread, ...span(longest.task)),
    longestFunctions: functionTimes(events, thread, ...span(longest.task)),
    inputMs: input?.ms ?? 0,
    inputBreakdown: input ? selfTimes(onThread, ...span(input.task)) : [],
    inputFunctions: input ? functionTimes(events, thread, ...span(input.task)) : [],
  };
}
