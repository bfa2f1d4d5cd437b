import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { VITAL_CONNECTIONS, type VitalConnection, type VitalMetric, type VitalsReport } from '#shared/web-vitals';

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

/**
 * Reports this page view's LCP, INP and CLS (the web-vitals library; its observers read buffered
 * entries, so loading it after idle loses nothing) to the site's own server: once, with sendBeacon,
 * when the page is hidden — the moment the values are final and the one a phone reliably gets to
 * run code in. Each metric is sent at most once per page view; nothing but the path, the values
 * and the connection type leaves the browser.
 */
export function startVitalsReport(
  path: string,
  send: (body: string) => boolean = (body) => navigator.sendBeacon(VITALS_ENDPOINT, body),
): void {
  const latest = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  const record = (metric: Metric) => {
    if ((['LCP', 'INP', 'CLS'] as string[]).includes(metric.name)) latest.set(metric.name as VitalMetric, rounded(metric));
  };
  onLCP(record);
  onINP(record);
  onCLS(record);

  const flush = () => {
    const metrics = [...latest].filter(([name]) => !sent.has(name)).map(([name, value]) => ({ name, value }));
    if (metrics.length === 0) return;
    const report: VitalsReport = { path, connection: connectionType(), metrics };
    if (send(JSON.stringify(report))) for (const metric of metrics) sent.add(metric.name);
  };
  // On window in the bubbling phase: after web-vitals' own capture-phase listeners have reported.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
