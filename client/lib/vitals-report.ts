import { type INPMetric, type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import {
  VITAL_CONNECTIONS,
  type VitalConnection,
  type VitalMetric,
  type VitalsReport,
  type VitalsReportMetric,
} from '#shared/web-vitals';
import { interactionTarget } from './interaction-target';

export const VITALS_ENDPOINT = '/api/vitals';

interface NetworkInformationLike {
  effectiveType?: string;
}

function connectionType(): VitalConnection {
  const type = (navigator as Navigator & { connection?: NetworkInformationLike }).connection?.effectiveType;
  return (VITAL_CONNECTIONS as readonly string[]).includes(type ?? '') ? (type as VitalConnection) : 'unknown';
}

function rounded(metric: Metric): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
}

/** The events an interaction starts with, remembered for the INP report. */
const INTERACTION_STARTS = ['pointerdown', 'keydown', 'click'] as const;
const REMEMBERED_INPUTS = 16;

interface RememberedInput {
  timeStamp: number;
  target: EventTarget | null;
  path: string;
}

/**
 * Keeps the last few inputs with their element and the page they were on, from the moment they
 * happen: by the time the browser reports an interaction's timing its element may be gone (a closed
 * menu's link) and a link's tap may have changed the page. Only references are kept; the selector is
 * written when an interaction turns out to be the page view's slowest. Returns what to add to INP:
 * its element, and its page when that is not the page view's first (`path`).
 */
function watchInteractions(path: string): (metric: INPMetric) => Pick<VitalsReportMetric, 'target' | 'path'> {
  const inputs: RememberedInput[] = [];
  const remember = (event: Event) => {
    inputs.push({ timeStamp: event.timeStamp, target: event.target, path: window.location.pathname });
    if (inputs.length > REMEMBERED_INPUTS) inputs.shift();
  };
  for (const type of INTERACTION_STARTS) window.addEventListener(type, remember, { capture: true, passive: true });
  return (metric) => {
    // An Event Timing entry's startTime is its event's timeStamp.
    const input = inputs.find((one) => metric.entries.some((entry) => Math.abs(entry.startTime - one.timeStamp) < 1));
    const target = interactionTarget(input?.target ?? metric.entries.find((entry) => entry.target?.isConnected)?.target);
    const where = input && input.path !== path ? input.path : undefined;
    return { ...(target ? { target } : {}), ...(where ? { path: where } : {}) };
  };
}

/**
 * Reports this page view's LCP, INP and CLS (the web-vitals library; its observers read buffered
 * entries, so loading it after idle loses nothing) to the site's own server with sendBeacon when the
 * page is hidden — the one moment a phone reliably gets to run code in. A visitor who comes back
 * and taps again may make INP (or CLS) worse: the next hide sends what changed, under web-vitals'
 * id of the metric, and the server replaces the earlier value (one page view, one value). Nothing
 * but the path, the values and their random ids, the connection type and, for INP, the element of
 * the slowest interaction (a short selector without text, client/lib/interaction-target.ts) and the
 * page it was on leaves the browser.
 */
export function startVitalsReport(
  path: string,
  send: (body: string) => boolean = (body) => navigator.sendBeacon(VITALS_ENDPOINT, body),
): void {
  const latest = new Map<VitalMetric, VitalsReportMetric>();
  /** What the server has of each metric, as sent: a metric goes again only when it changed. */
  const sent = new Map<VitalMetric, string>();
  const record = (metric: Metric) => {
    if ((['LCP', 'CLS'] as string[]).includes(metric.name)) {
      latest.set(metric.name as VitalMetric, { name: metric.name as VitalMetric, value: rounded(metric), id: metric.id });
    }
  };
  const interactionOf = watchInteractions(path);
  onLCP(record);
  // Every change, not only the final value: the slowest interaction is then named while its input
  // is still among the remembered ones.
  onINP((metric) => latest.set('INP', { name: 'INP', value: rounded(metric), id: metric.id, ...interactionOf(metric) }), {
    reportAllChanges: true,
  });
  onCLS(record);

  const flush = () => {
    const metrics = [...latest.values()].filter((metric) => sent.get(metric.name) !== JSON.stringify(metric));
    if (metrics.length === 0) return;
    const report: VitalsReport = { path, connection: connectionType(), metrics };
    if (send(JSON.stringify(report))) for (const metric of metrics) sent.set(metric.name, JSON.stringify(metric));
  };
  // On window in the bubbling phase: after web-vitals' own capture-phase listeners have reported.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
