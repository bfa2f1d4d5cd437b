import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import {
  type InpTargetRow,
  isInteractionTarget,
  NOT_FOUND_ROUTE,
  rateVital,
  VITAL_CONNECTIONS,
  VITAL_METRIC_ID_PATTERN,
  VITAL_METRICS,
  VITAL_ROUTES,
  type VitalFigure,
  type VitalMetric,
  type VitalsSummaryRow,
  vitalRoute,
} from '#shared/web-vitals';
import { webVitalDays, webVitalSamples } from '../db/schema';
import type { AppDeps } from '../deps';

const DAY = 86_400;
/** Raw samples are kept this long; the dashboard's longest window. */
export const VITALS_WINDOW_DAYS = 28;
/** And never more than this many rows (a burst of traffic or of bogus reports cannot grow the file). */
export const VITALS_MAX_SAMPLES = 100_000;
/** Every this many reports the window is trimmed and finished days are summarised. */
const COMPACT_EVERY = 200;

/** Upper bounds that no real page reaches: a value above them is a bogus report. */
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50 };

const reportPath = z.string().min(1).max(200);
const issues = serverMessages.server.vitalsIssues;

export const vitalsReportSchema = z.object({
  path: reportPath,
  connection: z.enum(VITAL_CONNECTIONS).catch('unknown'),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_METRICS),
        value: z.number().finite().nonnegative(),
        id: z.string().regex(VITAL_METRIC_ID_PATTERN, issues.notMetricId).optional(),
        target: z.string().refine(isInteractionTarget, issues.targetNotSelector).optional(),
        path: reportPath.optional(),
      }),
    )
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, issues.repeatedMetric)
    .refine((metrics) => {
      // One insert cannot replace the same row twice (SQLite refuses the statement).
      const ids = metrics.flatMap((metric) => (metric.id ? [metric.id] : []));
      return new Set(ids).size === ids.length;
    }, issues.repeatedMetricId)
    .refine((metrics) => metrics.every((metric) => metric.value <= MAX_VALUE[metric.name]), issues.valueOutOfRange)
    .refine(
      (metrics) => metrics.every((metric) => metric.name === 'INP' || (metric.target === undefined && metric.path === undefined)),
      issues.targetOnlyForInp,
    ),
});
export type VitalsReportInput = z.infer<typeof vitalsReportSchema>;

let reportsSinceCompact = 0;

/**
 * Stores one page view's metrics; every so often trims the window and summarises finished days. INP
 * is counted on the page its interaction happened on (a visitor may have moved on by client
 * navigation since the page view's first address) and keeps its element. A metric reported again
 * under its id (the page was hidden, shown and hidden again) replaces its row: one page view, one
 * value, the latest (INP after a slower tap, CLS after more shifts).
 */
export function recordVitals(deps: Pick<AppDeps, 'db' | 'now'>, report: VitalsReportInput): void {
  const { db } = deps;
  const now = deps.now();
  db.insert(webVitalSamples)
    .values(
      report.metrics.map((metric) => ({
        route: vitalRoute(metric.path ?? report.path),
        metric: metric.name,
        value: metric.value,
        connection: report.connection,
        target: metric.target ?? null,
        metricId: metric.id ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: webVitalSamples.metricId,
      // The row keeps its metric and its day; a different metric under a known id is not a re-report.
      set: {
        route: sql`excluded.route`,
        value: sql`excluded.value`,
        connection: sql`excluded.connection`,
        target: sql`excluded.target`,
      },
      setWhere: sql`${webVitalSamples.metric} = excluded.metric`,
    })
    .run();
  reportsSinceCompact += 1;
  if (reportsSinceCompact >= COMPACT_EVERY) {
    reportsSinceCompact = 0;
    compactVitals(deps);
  }
}

function utcDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** The 75th percentile by nearest rank (what CrUX and web-vitals' docs use). */
export function percentile75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

/**
 * Folds every finished UTC day that still has samples into web_vital_days (once: a day already
 * summarised is left alone), then deletes samples older than the window and the oldest ones over
 * the row cap.
 */
export function compactVitals(deps: Pick<AppDeps, 'db' | 'now'>, maxSamples = VITALS_MAX_SAMPLES): void {
  const { db } = deps;
  const now = deps.now();
  const todayStart = Math.floor(now / DAY) * DAY;
  db.transaction((tx) => {
    const oldest = tx
      .select({ at: sql<number | null>`min(${webVitalSamples.createdAt})` })
      .from(webVitalSamples)
      .get()?.at;
    if (oldest != null) {
      for (let dayStart = Math.floor(oldest / DAY) * DAY; dayStart < todayStart; dayStart += DAY) {
        const day = utcDay(dayStart);
        if (tx.select({ day: webVitalDays.day }).from(webVitalDays).where(eq(webVitalDays.day, day)).limit(1).get()) continue;
        const rows = tx
          .select({ route: webVitalSamples.route, metric: webVitalSamples.metric, value: webVitalSamples.value })
          .from(webVitalSamples)
          .where(and(gte(webVitalSamples.createdAt, dayStart), lt(webVitalSamples.createdAt, dayStart + DAY)))
          .all();
        const groups = new Map<string, { route: string; metric: VitalMetric; values: number[] }>();
        for (const row of rows) {
          const key = `${row.route}\n${row.metric}`;
          const group = groups.get(key) ?? { route: row.route, metric: row.metric as VitalMetric, values: [] };
          group.values.push(row.value);
          groups.set(key, group);
        }
        for (const group of groups.values()) {
          tx.insert(webVitalDays)
            .values({
              day,
              route: group.route,
              metric: group.metric,
              count: group.values.length,
              p75: percentile75(group.values),
              good: group.values.filter((value) => rateVital(group.metric, value) === 'good').length,
              poor: group.values.filter((value) => rateVital(group.metric, value) === 'poor').length,
            })
            .onConflictDoNothing()
            .run();
        }
      }
    }
    tx.delete(webVitalSamples)
      .where(lt(webVitalSamples.createdAt, now - VITALS_WINDOW_DAYS * DAY))
      .run();
    const count = tx.select({ n: sql<number>`count(*)` }).from(webVitalSamples).get()?.n ?? 0;
    if (count > maxSamples) {
      const cutoff = tx
        .select({ id: webVitalSamples.id })
        .from(webVitalSamples)
        .orderBy(asc(webVitalSamples.id))
        .limit(1)
        .offset(count - maxSamples)
        .get();
      if (cutoff) tx.delete(webVitalSamples).where(lt(webVitalSamples.id, cutoff.id)).run();
    }
  });
}

function figure(metric: VitalMetric, values: number[] | undefined): VitalFigure | null {
  if (!values?.length) return null;
  const p75 = percentile75(values);
  return { p75, count: values.length, rating: rateVital(metric, p75) };
}

/** p75 per public page and metric over the last 7 and 28 days, pages in site order, the 404 page last. */
export function vitalsSummary(deps: Pick<AppDeps, 'db' | 'now'>): VitalsSummaryRow[] {
  const { db } = deps;
  const now = deps.now();
  const rows = db
    .select({
      route: webVitalSamples.route,
      metric: webVitalSamples.metric,
      value: webVitalSamples.value,
      at: webVitalSamples.createdAt,
    })
    .from(webVitalSamples)
    .where(gte(webVitalSamples.createdAt, now - VITALS_WINDOW_DAYS * DAY))
    .all();
  const week = new Map<string, number[]>();
  const month = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.route}\n${row.metric}`;
    month.set(key, [...(month.get(key) ?? []), row.value]);
    if (row.at >= now - 7 * DAY) week.set(key, [...(week.get(key) ?? []), row.value]);
  }
  const routes = [...VITAL_ROUTES, NOT_FOUND_ROUTE].filter((route) =>
    VITAL_METRICS.some((metric) => month.has(`${route}\n${metric}`)),
  );
  return routes.map((route) => ({
    route,
    metrics: Object.fromEntries(
      VITAL_METRICS.map((metric) => [
        metric,
        { days7: figure(metric, week.get(`${route}\n${metric}`)), days28: figure(metric, month.get(`${route}\n${metric}`)) },
      ]),
    ) as VitalsSummaryRow['metrics'],
  }));
}

/** How many elements the dashboard lists. */
export const INP_TARGETS_SHOWN = 10;

/**
 * The elements of the slowest interactions over the last 28 days: INP p75 per page and element,
 * slowest first (then the most reported), so a slow tap in the field can be found and reproduced.
 */
export function slowestInpTargets(deps: Pick<AppDeps, 'db' | 'now'>, limit = INP_TARGETS_SHOWN): InpTargetRow[] {
  const { db } = deps;
  const now = deps.now();
  const rows = db
    .select({ route: webVitalSamples.route, target: webVitalSamples.target, value: webVitalSamples.value })
    .from(webVitalSamples)
    .where(
      and(
        eq(webVitalSamples.metric, 'INP'),
        isNotNull(webVitalSamples.target),
        gte(webVitalSamples.createdAt, now - VITALS_WINDOW_DAYS * DAY),
      ),
    )
    .all();
  const groups = new Map<string, { route: string; target: string; values: number[] }>();
  for (const row of rows) {
    const target = row.target as string;
    const key = `${row.route}\n${target}`;
    const group = groups.get(key) ?? { route: row.route, target, values: [] };
    group.values.push(row.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ route, target, values }) => {
      const p75 = percentile75(values);
      return { route, target, p75, count: values.length, rating: rateVital('INP', p75) };
    })
    .sort((a, b) => b.p75 - a.p75 || b.count - a.count || a.route.localeCompare(b.route) || a.target.localeCompare(b.target))
    .slice(0, limit);
}

/**
 * A fixed-window counter per client address: enough to stop one client from flooding the table
 * (the row cap bounds the file anyway), with no storage and nothing kept about visitors beyond a
 * minute. Generous, because visitors behind one carrier NAT or a proxy without TRUST_PROXY share
 * an address.
 */
export class VitalsRateLimit {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly perMinute = 120,
    private readonly maxClients = 10_000,
  ) {}

  allow(ip: string, nowMs: number): boolean {
    const window = this.windows.get(ip);
    if (!window || nowMs - window.start >= 60_000) {
      if (this.windows.size >= this.maxClients) this.windows.clear();
      this.windows.set(ip, { start: nowMs, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}
