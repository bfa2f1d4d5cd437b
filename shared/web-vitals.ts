import { MEASURED_ROUTES } from './public-routes';
/**
 * Core Web Vitals the public pages report about themselves (client/lib/vitals-report.ts) and the
 * admin dashboard shows as the 75th percentile per page, rated by Google's thresholds.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Good up to the first number, poor above the second (LCP and INP in ms, CLS unitless). */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** navigator.connection.effectiveType, or unknown where the browser does not say (Safari, Firefox). */
export const VITAL_CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const;
export type VitalConnection = (typeof VITAL_CONNECTIONS)[number];

/** The public pages whose figures are kept; any other address a visitor lands on is the 404 page. */
export const VITAL_ROUTES = MEASURED_ROUTES;
export const NOT_FOUND_ROUTE = '404';

/** The route a path is counted under: case and a trailing slash do not matter (as for the router). */
export function vitalRoute(pathname: string): string {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return VITAL_ROUTES.includes(path) ? path : NOT_FOUND_ROUTE;
}

/**
 * The element a slow interaction was on, as the reporter describes it (client/lib/interaction-target.ts):
 * tags, ids, form-control names, data attributes and classes, e.g. `nav.site-footer__column a.site-footer__link`.
 * Never text or values: Latin letters, digits and the selector's punctuation only, so a name, a phone
 * or anything typed into the page cannot be stored; the server refuses any other character.
 */
export const INTERACTION_TARGET_MAX_LENGTH = 100;
const INTERACTION_TARGET_PATTERN = /^[a-z][a-z0-9_\-#.[\]=" ]*$/i;

export function isInteractionTarget(text: string): boolean {
  return text.length <= INTERACTION_TARGET_MAX_LENGTH && INTERACTION_TARGET_PATTERN.test(text);
}

/**
 * web-vitals' id of a metric in one page view (`v6-<ms>-<13 random digits>`): a report of the same
 * id later replaces the earlier value. Nothing but digits, so it can carry nothing about the visitor.
 */
export const VITAL_METRIC_ID_PATTERN = /^v\d{1,2}-\d{1,15}-\d{1,16}$/;

/** One metric of a report; INP may name the element of its interaction and the page it happened on. */
export interface VitalsReportMetric {
  name: VitalMetric;
  value: number;
  /** The metric's id in its page view (VITAL_METRIC_ID_PATTERN); a later report with it replaces this one. */
  id?: string;
  /** INP only: the interaction's element. */
  target?: string;
  /** INP only: the page the interaction happened on, when the visitor had moved on from `path` by then. */
  path?: string;
}

/**
 * The body of POST /api/vitals: the metrics of one page view, sent when the page is hidden; sent
 * again, with their ids, for those that changed when it is hidden again.
 */
export interface VitalsReport {
  path: string;
  connection: VitalConnection;
  metrics: VitalsReportMetric[];
}

/** p75 over a window, or null when no visitor reported that metric there. */
export interface VitalFigure {
  p75: number;
  count: number;
  rating: VitalRating;
}

/** An element visitors' slow interactions were on: INP p75 over the last 28 days on one page. */
export interface InpTargetRow {
  route: string;
  target: string;
  p75: number;
  count: number;
  rating: VitalRating;
}

export interface VitalsSummaryRow {
  route: string;
  metrics: Record<VitalMetric, { days7: VitalFigure | null; days28: VitalFigure | null }>;
}
