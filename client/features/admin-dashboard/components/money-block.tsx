import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { CsvExportButton } from '#client/components/admin/csv-export-button';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { directionName } from '#shared/directions';
import { moneyMessages as copy } from '#shared/messages/admin-money.ru';
import { formatRubles } from '#shared/rules/money';
import { clubMonthOf } from '#shared/rules/trial-sessions';
import type { RevenueLine } from '#shared/schemas/revenue';
import { monthTitle, shiftMonth } from '../money-month';
import '../money.css';

type MoneyMonth = RouterOutputs['payments']['revenue'];

function lineName(line: RevenueLine): string {
  if (line.scope === 'all') return copy.allDirections;
  if (line.scope === 'groups') return copy.groupsOnly;
  return line.directions.map(directionName).join(', ');
}

function Breakdown({
  title,
  first,
  lines,
  names,
}: {
  title: string;
  first: string;
  lines: RevenueLine[];
  names: (line: RevenueLine) => string;
}) {
  return (
    <div className="money__table-wrap">
      <table className="money__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">{copy.sold}</th>
            <th scope="col" className="money__split-col">
              {copy.online}
            </th>
            <th scope="col" className="money__split-col">
              {copy.inGym}
            </th>
            <th scope="col">{copy.total}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{names(line)}</th>
              <td>{line.passes}</td>
              <td className="money__split-col">{formatRubles(line.kopecks.online)}</td>
              <td className="money__split-col">{formatRubles(line.kopecks.cash + line.kopecks.terminal)}</td>
              <td>{formatRubles(line.kopecks.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ data }: { data: MoneyMonth }) {
  const { revenue, refunds } = data;
  return (
    <dl className="money__totals">
      <div className="money__total money__total--wide" data-figure="revenue">
        <dt>{copy.revenue}</dt>
        <dd>{formatRubles(revenue.total)}</dd>
        <dd className="money__split">
          {copy.online}: {formatRubles(revenue.online)} · {copy.cash}: {formatRubles(revenue.cash)} · {copy.terminal}:{' '}
          {formatRubles(revenue.terminal)}
        </dd>
      </div>
      <div className="money__total" data-figure="refunds">
        <dt>{copy.refunds}</dt>
        <dd>{formatRubles(-refunds.kopecks)}</dd>
        <dd className="money__split">{copy.refundsCount(refunds.count)}</dd>
      </div>
      <div className="money__total money__total--net" data-figure="net">
        <dt>{copy.net}</dt>
        <dd>{formatRubles(data.netKopecks)}</dd>
      </div>
      <div className="money__total" data-figure="sold">
        <dt>{copy.passesSold}</dt>
        <dd>{data.passesSold}</dd>
      </div>
      <div className="money__total" data-figure="expiring">
        <dt>{copy.expiring}</dt>
        <dd>{data.expiringSoon}</dd>
        {data.expiringSoon > 0 && (
          <dd className="money__split">
            <Link to="/admin/members" search={{ pass: 'ending' }}>
              {copy.expiringLink}
            </Link>
          </dd>
        )}
      </div>
    </dl>
  );
}

/**
 * The dashboard's 'Деньги' for the owner and managers (the route never draws it for a coach, and
 * the server refuses a coach's call): a month of the club's calendar, this one first, with the
 * accountant's CSV of its payments. Every sum is the server's integer kopecks, shown by formatRubles.
 */
export function MoneyBlock() {
  const [current] = useState(() => clubMonthOf(Math.floor(Date.now() / 1000)));
  const [month, setMonth] = useState(current);
  const utils = trpc.useUtils();
  const money = trpc.payments.revenue.useQuery({ month }, { placeholderData: (previous) => previous });
  const data = money.data;
  return (
    <AdminSection
      title={copy.title}
      actions={
        <CsvExportButton
          label={copy.csv}
          fetchCsv={async () => (await utils.payments.revenueCsv.fetch({ month }, { staleTime: 0 })).content}
          fileName={() => copy.csvFile(month)}
          errorMessage={copy.csvFailed}
        />
      }
    >
      <div className="money" data-testid="money-block">
        <div className="money__month">
          <AdminButton size="sm" variant="secondary" aria-label={copy.previous} onClick={() => setMonth(shiftMonth(month, -1))}>
            ←
          </AdminButton>
          <p className="money__month-name" aria-live="polite">
            {monthTitle(month)}
          </p>
          <AdminButton
            size="sm"
            variant="secondary"
            aria-label={copy.next}
            disabled={month >= current}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            →
          </AdminButton>
        </div>
        <p className="money__lead">{copy.lead}</p>
        {money.isError && <p role="alert">{copy.loadFailed}</p>}
        {data && (
          <>
            <Figures data={data} />
            {data.byDirection.length === 0 ? (
              <p className="money__empty">{copy.empty}</p>
            ) : (
              <div className="money__tables">
                <Breakdown title={copy.byDirection} first={copy.direction} lines={data.byDirection} names={lineName} />
                <Breakdown title={copy.byPassType} first={copy.passType} lines={data.byPassType} names={(line) => line.name} />
              </div>
            )}
          </>
        )}
      </div>
    </AdminSection>
  );
}
