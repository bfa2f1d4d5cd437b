import { adminMessages } from '#shared/messages/admin.ru';
import { type ScheduleRow, scheduleDayKeys } from '#shared/schemas/schedule';

/** The saved schedule, read-only; on phones each row becomes a card with its day labels. */
export function ScheduleViewTable({ rows }: { rows: readonly ScheduleRow[] }) {
  const copy = adminMessages.adminSchedule;
  if (rows.length === 0) return <p className="admin-schedule__empty">{copy.empty}</p>;
  return (
    <table className="admin-schedule-table">
      <caption className="visually-hidden">{copy.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{adminMessages.schedule.time}</th>
          {scheduleDayKeys.map((day) => (
            <th key={day} scope="col">
              <abbr title={adminMessages.schedule.dayFull[day]}>{adminMessages.schedule.dayShort[day]}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // Rows have no id of their own: the table is replaced as a whole.
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only list, order is the identity
          <tr key={index}>
            <th scope="row" className="admin-schedule-table__time">
              {row.time}
            </th>
            {scheduleDayKeys.map((day) => (
              <td key={day} data-label={adminMessages.schedule.dayFull[day]} data-empty={row[day] === '' || undefined}>
                {row[day]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
