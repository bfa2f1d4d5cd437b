import { Link } from '@tanstack/react-router';
import { ClockIcon } from '#client/components/ui/icons';
import { scheduleMessages } from '#shared/messages/screens/schedule.ru';
import type { ScheduleDayKey, ScheduleRow } from '#shared/schemas/schedule';
import { sessionCategory, splitSessionText } from './session-text';
import type { TrialFinder, TrialLink } from './trial-links';

function Session({ text, day, trial }: { text: string; day: ScheduleDayKey; trial?: TrialLink }) {
  const { title, note } = splitSessionText(text);
  return (
    <div className="session" data-category={sessionCategory(text) ?? 'other'}>
      {/* The day is the column header on wide screens; on phones (a card per time slot) it is shown here. */}
      <span className="session__day" aria-hidden="true">
        {scheduleMessages.dayShort[day]}
      </span>
      <span className="session__text">
        <span className="session__title">{title}</span>
        {note && <span className="session__note">{note}</span>}
        {trial && (
          <Link
            to="/waiting-list"
            search={{ direction: trial.direction, session: trial.sessionId }}
            className="session__trial"
            aria-label={trial.label}
          >
            {scheduleMessages.trialCell}
          </Link>
        )}
      </span>
    </div>
  );
}

/**
 * Time rows, one column per visible day. Wide screens get a grid; phones get one card per time slot
 * (the same table restyled, blank cells hidden). Explicit roles keep the table semantics that some
 * browsers drop once table parts are no longer displayed as a table.
 */
export function ScheduleTable({
  rows,
  days,
  caption,
  trialFor,
}: {
  rows: ScheduleRow[];
  days: ScheduleDayKey[];
  caption: string;
  /** The class's next trial session, when it takes trial visitors. */
  trialFor?: TrialFinder;
}) {
  // biome-ignore-start lint/a11y/noRedundantRoles: phones restyle the table as cards; the roles keep it a table
  return (
    <table className="schedule-table" role="table" data-days={days.length}>
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader" className="schedule-table__time-head">
            {scheduleMessages.time}
          </th>
          {days.map((day) => (
            <th key={day} scope="col" role="columnheader" data-day={day}>
              <abbr title={scheduleMessages.dayFull[day]}>{scheduleMessages.dayShort[day]}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: times may repeat (two halls), so the position is part of the key
          <tr key={`${index}-${row.time}`} role="row">
            <th scope="row" role="rowheader" className="schedule-table__time">
              <ClockIcon />
              {row.time}
            </th>
            {days.map((day) => (
              <td key={day} role="cell" data-day={day} className={row[day] ? undefined : 'schedule-table__blank'}>
                {row[day] ? <Session text={row[day]} day={day} trial={trialFor?.(day, row.time)} /> : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // biome-ignore-end lint/a11y/noRedundantRoles: phones restyle the table as cards; the roles keep it a table
}
