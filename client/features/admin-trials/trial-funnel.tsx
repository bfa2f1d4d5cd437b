import { useState } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { clubMonthOf } from '#shared/rules/trial-sessions';

const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month and the eleven before it, newest first: 'ноябрь 2026 г.' → 'Ноябрь 2026'. */
function recentMonths(current: string) {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    const value = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const label = monthName.format(date).replace(/\s*г\.$/, '');
    return { value, label: label.charAt(0).toUpperCase() + label.slice(1) };
  });
}

import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { SelectField } from '#client/components/admin/select-field';
import { downloadCsv } from '#client/lib/download-csv';
import { notify } from '#client/lib/toast';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import './admin-trials.css';
import { directionName } from '#shared/directions';

const copy = adminMessages.adminTrials;
type Row = RouterOutputs['trials']['funnel']['get']['total'];

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** The month's way from application to joining, whole and by direction, on the dashboard. */
export function TrialFunnel() {
  const [months] = useState(() => recentMonths(clubMonthOf(Math.floor(Date.now() / 1000))));
  const [month, setMonth] = useState(() => months[0]?.value ?? '');
  const [exporting, setExporting] = useState(false);
  const utils = trpc.useUtils();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const funnel = trpc.trials.funnel.get.useQuery({ month }, { enabled: valid, placeholderData: (previous) => previous });
  const data = funnel.data;

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(await utils.trials.funnel.csv.fetch({ month }, { staleTime: 0 }), `voronka-${month}.csv`);
    } catch {
      notify.error(adminMessages.adminArea.exportError);
    } finally {
      setExporting(false);
    }
  };

  const cells = (row: Row) => [row.applications, row.bookings, percent(row.showUpRate), row.joined];

  return (
    <AdminSection
      title={copy.funnelTitle}
      actions={
        <AdminButton
          size="sm"
          variant="secondary"
          pending={exporting}
          pendingLabel={copy.funnelCsv}
          disabled={!valid}
          onClick={exportCsv}
        >
          {copy.funnelCsv}
        </AdminButton>
      }
    >
      <div className="funnel">
        <div className="funnel__controls">
          <SelectField
            label={copy.funnelMonth}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            options={months}
          />
        </div>
        {data && (
          <>
            <dl className="funnel__totals">
              {[copy.funnelApplications, copy.funnelBookings, copy.funnelShowUp, copy.funnelJoined].map((label, index) => (
                <div key={label} className="funnel__total">
                  <dt>{label}</dt>
                  <dd>{cells(data.total)[index]}</dd>
                </div>
              ))}
            </dl>
            {data.byDirection.length === 0 ? (
              <p className="ats-lead">{copy.funnelEmpty}</p>
            ) : (
              <div className="funnel__table-wrap">
                <table className="funnel__table">
                  <caption className="visually-hidden">{copy.funnelByDirection}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{copy.funnelDirection}</th>
                      <th scope="col">{copy.funnelApplications}</th>
                      <th scope="col">{copy.funnelBookings}</th>
                      <th scope="col">{copy.funnelShowUp}</th>
                      <th scope="col">{copy.funnelJoined}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byDirection.map((row) => (
                      <tr key={row.direction}>
                        <th scope="row">{directionName(row.direction ?? '')}</th>
                        {cells(row).map((value, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                          <td key={index}>{value}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </AdminSection>
  );
}
