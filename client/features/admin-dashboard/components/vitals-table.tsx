import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { NOT_FOUND_ROUTE, VITAL_METRICS, type VitalFigure, type VitalMetric } from '#shared/web-vitals';

const copy = adminMessages.adminDashboard.vitals;

function formatValue(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1).replace('.', ',')} с` : `${Math.round(value)} мс`;
}

function Cell({ metric, figure }: { metric: VitalMetric; figure: VitalFigure | null }) {
  if (!figure) return <td className="vitals-table__cell vitals-table__cell--none">{copy.noData}</td>;
  return (
    <td className={`vitals-table__cell vitals-table__cell--${figure.rating}`} title={copy.samples(figure.count)}>
      <span className="vitals-table__value">{formatValue(metric, figure.p75)}</span>
      <span className="visually-hidden">, {copy.ratings[figure.rating]}</span>
    </td>
  );
}

/**
 * The elements of the visitors' slowest interactions (INP per page and element, 28 days), so a slow
 * tap in the field can be found and reproduced.
 */
function InpTargets() {
  const targets = trpc.vitals.inpTargets.useQuery(undefined, { staleTime: 60_000 });
  const rows = targets.data ?? [];
  return (
    <section className="dashboard-vitals__targets" aria-labelledby="dashboard-vitals-targets-title">
      <h3 id="dashboard-vitals-targets-title" className="dashboard-vitals__subtitle">
        {copy.targetsTitle}
      </h3>
      <p className="dashboard-vitals__lead">{copy.targetsLead}</p>
      {targets.isSuccess && rows.length === 0 && <p className="dashboard-vitals__empty">{copy.targetsEmpty}</p>}
      {rows.length > 0 && (
        <div className="dashboard-vitals__scroll">
          <table className="vitals-table vitals-table--targets">
            <thead>
              <tr>
                <th scope="col">{copy.target}</th>
                <th scope="col">{copy.page}</th>
                <th scope="col">INP</th>
                <th scope="col">{copy.count}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.route} ${row.target}`} data-target={row.target}>
                  <th scope="row">
                    <code className="vitals-table__target">{row.target}</code>
                  </th>
                  <td>{row.route === NOT_FOUND_ROUTE ? copy.notFoundPage : row.route}</td>
                  <Cell metric="INP" figure={row} />
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The visitors' own Core Web Vitals (POST /api/vitals): p75 per public page for the last 7 and 28
 * days, green/amber/red by Google's thresholds; the rating is also written out for screen readers.
 * Below it, the elements of the slowest interactions.
 */
export function VitalsTable() {
  const summary = trpc.vitals.summary.useQuery(undefined, { staleTime: 60_000 });
  const rows = summary.data ?? [];
  return (
    <section className="dashboard-vitals" aria-labelledby="dashboard-vitals-title">
      <h2 id="dashboard-vitals-title" className="dashboard-vitals__title">
        {copy.title}
      </h2>
      <p className="dashboard-vitals__lead">{copy.lead}</p>
      {summary.isSuccess && rows.length === 0 && <p className="dashboard-vitals__empty">{copy.empty}</p>}
      {rows.length > 0 && (
        <div className="dashboard-vitals__scroll">
          <table className="vitals-table">
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {copy.page}
                </th>
                {VITAL_METRICS.map((metric) => (
                  <th key={metric} scope="colgroup" colSpan={2}>
                    {metric}
                  </th>
                ))}
              </tr>
              <tr>
                {VITAL_METRICS.flatMap((metric) => [
                  <th key={`${metric}-7`} scope="col">
                    {copy.days7}
                  </th>,
                  <th key={`${metric}-28`} scope="col">
                    {copy.days28}
                  </th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.route} data-route={row.route}>
                  <th scope="row">{row.route === NOT_FOUND_ROUTE ? copy.notFoundPage : row.route}</th>
                  {VITAL_METRICS.flatMap((metric) => [
                    <Cell key={`${metric}-7`} metric={metric} figure={row.metrics[metric].days7} />,
                    <Cell key={`${metric}-28`} metric={metric} figure={row.metrics[metric].days28} />,
                  ])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InpTargets />
    </section>
  );
}
