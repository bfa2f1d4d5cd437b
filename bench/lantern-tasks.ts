/**
 * The load's tasks that Lighthouse's simulated TBT can count (bench/lighthouse.mjs `--tasks`).
 *
 * Lighthouse 12 with `throttlingMethod: simulate` loads the page unthrottled and replays its trace in
 * Lantern, whose CPU graph prunes every top-level task shorter than 10 ms on the host
 * (`SIGNIFICANT_DUR_THRESHOLD_MS` in @paulirish/trace_engine's PageDependencyGraph.linkCPUNodes;
 * a few highly connected ones and the first ParseHTML, Layout and Paint are kept). A kept task runs
 * for its observed time × the CPU factor, and TBT adds its time over 50 ms. So what a load costs in
 * TBT is its tasks of 10 ms or more after the first contentful paint, on this host: their number and
 * what each was spent on is the lever (docs/decisions/phone-benchmarks.md). Pure, so it is tested on
 * a hand-made trace (lantern-tasks.test.ts).
 */
import { selfTimes, type TraceEvent, topLevelTasks } from './trace-summary';

/** Lantern's SIGNIFICANT_DUR_THRESHOLD_MS. */
export const LANTERN_KEPT_MS = 10;

export type TaskKind = 'скрипт' | 'стили' | 'раскладка' | 'кадр' | 'разбор HTML' | 'сборка мусора' | 'прочее';

/** What a trace event's self time is spent on. */
export function kindOf(eventName: string): TaskKind {
  if (/GC|Scavenge|Mark(Compact|Sweep)/i.test(eventName)) return 'сборка мусора';
  if (eventName === 'UpdateLayoutTree' || eventName === 'ParseAuthorStyleSheet') return 'стили';
  if (eventName === 'Layout') return 'раскладка';
  if (/^(Paint|PrePaint|Commit|Layerize|UpdateLayer|PaintImage|CompositeLayers|Decode)/.test(eventName)) return 'кадр';
  if (eventName === 'ParseHTML') return 'разбор HTML';
  if (
    /^(v8\.|V8\.|EvaluateScript|FunctionCall|TimerFire|RunMicrotasks|FireIdleCallback|FireAnimationFrame|EventDispatch|ScriptCatchup|ModuleEvaluated)/.test(
      eventName,
    )
  ) {
    return 'скрипт';
  }
  return 'прочее';
}

export interface KeptTask {
  /** From the navigation's start, ms. */
  atMs: number;
  ms: number;
  /** The thread's CPU time within it, when the trace records it: the rest the thread waited (another process had the core). */
  cpuMs: number | null;
  /** What most of its self time went to, and its busiest trace events. */
  kind: TaskKind;
  top: [string, number][];
  /** The file of the first script it ran ('страница' for the page's inline script), or ''. */
  script: string;
}

export interface LanternTasks {
  /** The observed first contentful paint, ms from the navigation's start (null: none in the trace). */
  fcpMs: number | null;
  /** The page's tasks of LANTERN_KEPT_MS or more after the FCP, in order (Lighthouse's own left out). */
  kept: KeptTask[];
  /** The page's tasks after the FCP shorter than that: left out of the simulation. */
  pruned: number;
  /** Lighthouse's own tasks of that length in the same window (its page functions: not the page's). */
  lighthouse: number;
}

/** The page's navigation and its first contentful paint in a Lighthouse trace (the last http(s) one). */
function pageLoad(events: TraceEvent[]): { start: TraceEvent; fcp: TraceEvent | undefined } | null {
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  const start = starts.sort((a, b) => a.ts - b.ts).at(-1);
  if (!start) return null;
  const fcp = events
    .filter((event) => event.name === 'firstContentfulPaint' && event.pid === start.pid && event.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  return { start, fcp };
}

/** A script's file name, 'страница' for the page's own inline script, '' for none. */
function scriptName(url: string | undefined, documentUrl: string): string {
  if (!url) return '';
  if (url === documentUrl) return 'страница';
  return new URL(url, documentUrl).pathname.split('/').pop() ?? url;
}

/**
 * The page's top-level tasks on its main thread from its first contentful paint to the trace's end (an
 * upper bound of what TBT, which stops at TTI, can count): those of LANTERN_KEPT_MS or more with what
 * they were spent on, the shorter ones and Lighthouse's own only counted.
 */
export function lanternTasks(events: TraceEvent[]): LanternTasks {
  const load = pageLoad(events);
  if (!load?.fcp) return { fcpMs: null, kept: [], pruned: 0, lighthouse: 0 };
  const { start, fcp } = load;
  const documentUrl = start.args?.data?.documentLoaderURL ?? '';
  const onThread = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid);
  const tasks = onThread
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  const result: LanternTasks = { fcpMs: (fcp.ts - start.ts) / 1000, kept: [], pruned: 0, lighthouse: 0 };
  for (const task of topLevelTasks(tasks)) {
    const end = task.ts + (task.dur ?? 0);
    const ms = (task.dur ?? 0) / 1000;
    if (ms < LANTERN_KEPT_MS) {
      result.pruned++;
      continue;
    }
    const urls = onThread
      .filter((event) => event.ts >= task.ts && event.ts < end && event.args?.data?.url)
      .map((event) => event.args?.data?.url ?? '');
    if (urls.some((url) => url.includes('_lighthouse-eval.js'))) {
      result.lighthouse++;
      continue;
    }
    const top = selfTimes(onThread, task.ts, end);
    const selfByKind = new Map<TaskKind, number>();
    for (const [name, self] of top) selfByKind.set(kindOf(name), (selfByKind.get(kindOf(name)) ?? 0) + self);
    const kind = [...selfByKind].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'прочее';
    const script = scriptName(urls[0], documentUrl);
    const cpuMs = task.tdur === undefined ? null : task.tdur / 1000;
    result.kept.push({ atMs: (task.ts - start.ts) / 1000, ms, cpuMs, kind, top: top.slice(0, 3), script });
  }
  return result;
}

/**
 * The kept tasks' time on the host and the part of it the thread ran (null when the trace has no thread
 * times). Lantern multiplies the former; on a loaded host the difference is time the main thread
 * waited for a core (docs/decisions/phone-speed.md, 'What the measurements count').
 */
export function keptTime(tasks: readonly KeptTask[]): { ms: number; cpuMs: number | null } {
  const ms = tasks.reduce((sum, task) => sum + task.ms, 0);
  if (tasks.some((task) => task.cpuMs === null)) return { ms, cpuMs: null };
  return { ms, cpuMs: tasks.reduce((sum, task) => sum + (task.cpuMs ?? 0), 0) };
}

/** `bench:lighthouse --tasks`: a run's kept tasks in lines, the summary first, then one line a task. */
export function keptTaskLines(result: LanternTasks): string[] {
  const kinds = byKind(result.kept).map(([kind, { count, ms }]) => `${kind} ${count} (${Math.round(ms)} мс)`);
  const time = keptTime(result.kept);
  const ran = time.cpuMs === null ? '' : `, из них поток работал ${Math.round(time.cpuMs)} мс (остальное ждал)`;
  return [
    `FCP на хосте ${Math.round(result.fcpMs ?? 0)} мс; их время ${Math.round(time.ms)} мс${ran}; по видам: ${kinds.join(', ') || '—'}; ` +
      `короче ${LANTERN_KEPT_MS} мс: ${result.pruned}; задачи самого Lighthouse: ${result.lighthouse}`,
    ...result.kept.map((task) => {
      const top = task.top.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
      const thread = task.cpuMs === null ? '' : ` (поток ${task.cpuMs.toFixed(1)})`;
      const script = task.script ? ` (${task.script})` : '';
      return `@${Math.round(task.atMs)} мс  ${task.ms.toFixed(1)} мс${thread}  ${task.kind}${script}: ${top}`;
    }),
  ];
}

/** Kept tasks per kind: their number and observed time, the most time first. */
export function byKind(tasks: readonly KeptTask[]): [TaskKind, { count: number; ms: number }][] {
  const kinds = new Map<TaskKind, { count: number; ms: number }>();
  for (const task of tasks) {
    const entry = kinds.get(task.kind) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += task.ms;
    kinds.set(task.kind, entry);
  }
  return [...kinds].sort((a, b) => b[1].ms - a[1].ms);
}
