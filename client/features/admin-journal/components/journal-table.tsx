import { AttendanceTable } from '#client/components/ui/attendance-table';
import { adminMessages } from '#shared/messages/admin.ru';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import { presentCount } from '../journal-draft';
import { type JournalPassStates, PassStateLine } from './pass-state-line';

const copy = adminMessages.adminJournalEditor;

interface JournalTableProps {
  records: AttendanceRecord[];
  days: number[];
  year: number;
  month: number;
  changedIds: ReadonlySet<string>;
  onMark: (id: string, day: number, present: boolean) => void;
  onRename: (id: string, name: string) => void;
  onRemoveDay: (day: number) => void;
  /** Absent for a coach: removing a student is the office's (server/trpc/rights.ts). */
  onDelete?: (record: AttendanceRecord) => void;
  disabled?: boolean;
  /** Beside each name: the pass's state, classes left, its end (and, for the office, ticks without a pass). */
  passStates?: JournalPassStates;
}

/**
 * The month's grid: number, full name (editable in place), a checkbox per lesson day headed by its
 * day and weekday, the count attended and a delete button. The name column stays put while the days
 * scroll sideways on a phone.
 */
export function JournalTable({
  records,
  days,
  year,
  month,
  changedIds,
  onMark,
  onRename,
  onRemoveDay,
  onDelete,
  disabled,
  passStates,
}: JournalTableProps) {
  if (records.length === 0) {
    return <p className="journal-editor-empty">{adminMessages.journal.noData}</p>;
  }
  return (
    <AttendanceTable
      records={records}
      days={days}
      year={year}
      month={month}
      className="journal-grid"
      scrollClassName="journal-grid-scroll"
      label={copy.title}
      nameHeader={adminMessages.journal.studentName}
      changed={(record) => changedIds.has(record._id)}
      name={(record, index) => (
        <>
          <input
            className="journal-grid__name-input"
            value={record.studentName}
            aria-label={copy.studentNameLabel(index + 1)}
            maxLength={100}
            onChange={(event) => onRename(record._id, event.target.value)}
            aria-invalid={record.studentName.trim() === '' || undefined}
            disabled={disabled}
          />
          <PassStateLine state={passStates?.get(record._id)} />
        </>
      )}
      dayHeading={(day, weekday) => (
        <button
          type="button"
          className="journal-grid__remove-day"
          aria-label={copy.removeDayLabel(day, weekday)}
          title={copy.removeDayLabel(day, weekday)}
          onClick={() => onRemoveDay(day)}
          disabled={disabled}
        >
          ×
        </button>
      )}
      dayCell={(record, day, weekday, index) =>
        record.days.includes(day) ? (
          <td className="journal-grid__cell">
            <label className="journal-mark">
              <input
                type="checkbox"
                checked={Boolean(record.attendance[String(day)])}
                onChange={(event) => onMark(record._id, day, event.target.checked)}
                aria-label={copy.markLabel(record.studentName || copy.studentNameLabel(index + 1), day, weekday)}
                disabled={disabled}
              />
              <span className="journal-mark__box" aria-hidden="true" />
            </label>
          </td>
        ) : (
          <td className="journal-grid__cell journal-grid__cell--off" title={copy.notLessonDay}>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{copy.notLessonDay}</span>
          </td>
        )
      }
      columns={[
        { key: 'total', header: copy.attended, className: 'journal-grid__total', cell: (record) => presentCount(record) },
        ...(!onDelete
          ? []
          : [
              {
                key: 'delete',
                header: <span className="visually-hidden">{adminMessages.common.delete}</span>,
                className: 'journal-grid__actions',
                cell: (record: AttendanceRecord) => (
                  <button
                    type="button"
                    className="journal-icon-button journal-icon-button--danger"
                    aria-label={copy.deleteRecordLabel(record.studentName)}
                    title={copy.deleteRecordLabel(record.studentName)}
                    onClick={() => onDelete(record)}
                    disabled={disabled}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path
                        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                ),
              },
            ]),
      ]}
    />
  );
}
