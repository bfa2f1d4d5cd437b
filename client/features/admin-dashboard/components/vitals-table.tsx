import type { ReactNode } from 'react';
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

/** The card's two parts: the pages' figures, and below them the slowest interactions' elements. */
const parts = {
  pages: {
    id: 'dashboard-vitals-title',
    heading: 'h2',
    className: 'dashboard-vitals',
    headingClassName: 'dashboard-vitals__title',
    title: copy.title,
    lead: copy.lead,
    empty: copy.empty,
  },
  targets: {
    id: 'dashboard-vitals-targets-title',
    heading: 'h3',
    className: 'dashboard-vitals__targets',
    headingClassName: 'dashboard-vitals__subtitle',
    title: copy.targetsTitle,
    lead: copy.targetsLead,
    empty: copy.targetsEmpty,
  },
} as const;

/**
 * One part of the card: its heading, its lead, then its table in a box that scrolls sideways on a
 * phone, or a line saying there is no data yet (once the query has answered).
 */
function VitalsPart<Row>({
  part: { id, heading: Heading, className, headingClassName, title, lead, empty },
  query,
  table,
  children,
}: {
  part: (typeof parts)[keyof typeof parts];
  query: { isSuccess: boolean; data?: Row[] | undefined };
  table: (rows: Row[]) => ReactNode;
  children?: ReactNode;
}) {
  const rows = query.data ?? [];
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      <p className="dashboard-vitals__lead">{lead}</p>
      {query.isSuccess && rows.length === 0 && <p className="dashboard-vitals__empty">{empty}</p>}
      {rows.length > 0 && <div className="dashboard-vitals__scroll">{table(rows)}</div>}
      {children}
    </section>
  );
}

/**
 * The elements of the visitors' slowest interactions (INP per page and element, 28 days), so a slow
 * tap in the field can be found and reproduced.
 */
function InpTargets() {
  const targets = trpc.vitals.inpTargets.useQuery(undefined, { staleTime: 60_000 });
  return (
    <VitalsPart
      part={parts.targets}
      query={targets}
      table={(rows) => (
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
      )}
    />
  );
}

/**
 * The visitors' own Core Web Vitals (POST /api/vitals): p75 per public page for the last 7 and 28
 * days, green/amber/red by Google's thresholds; the rating is also written out for screen readers.
 * Below it, the elements of the slowest interactions.
 */
export function VitalsTable() {
  const summary = trpc.vitals.summary.useQuery(undefined, { staleTime: 60_000 });
  return (
    <VitalsPart
      part={parts.pages}
      query={summary}
      table={(rows) => (
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
      )}
    >
      <InpTargets />
    </VitalsPart>
  );
}
