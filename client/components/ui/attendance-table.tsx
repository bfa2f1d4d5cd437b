import { Fragment, type ReactNode, useId } from 'react';
import { journalMessages } from '#shared/messages/screens/journal.ru';
import { weekdayAbbr } from '#shared/rules/dates';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import './attendance-table.css';

/** A column after the days: the public rate, the admin's count attended and delete button. */
export interface AttendanceColumn {
  key: string;
  header: ReactNode;
  className: string;
  cell: (record: AttendanceRecord, index: number) => ReactNode;
}

interface AttendanceTableProps {
  records: readonly AttendanceRecord[];
  days: readonly number[];
  year: number;
  month: number;
  /** The table's own look, a class beside `attendance-table`; and its scrolling region's. */
  className: string;
  scrollClassName: string;
  /** The public table's caption. It names the scrolling region, which then takes focus so a keyboard can scroll it. */
  caption?: string;
  /** The region's name without a caption (the admin's grid: its inputs take focus themselves). */
  label?: string;
  nameHeader: string;
  /** The name cell's content: the name, or the input that edits it. */
  name: (record: AttendanceRecord, index: number) => ReactNode;
  /** Under a day's number and weekday in its heading: the admin's remove-day button. */
  dayHeading?: (day: number, weekday: string) => ReactNode;
  /** The whole <td> of one record's day: a mark, or the admin's checkbox. */
  dayCell: (record: AttendanceRecord, day: number, weekday: string, index: number) => ReactNode;
  columns: readonly AttendanceColumn[];
  /** Rows with unsaved edits, marked for the admin. */
  changed?: (record: AttendanceRecord) => boolean;
}

/**
 * One group's month, the same grid on the public journal and in the admin's editor: №, the
 * student, a column per lesson day headed by its number and weekday, then the screen's own columns.
 * It scrolls sideways inside its region while № and the names stay put.
 */
export function AttendanceTable({
  records,
  days,
  year,
  month,
  className,
  scrollClassName,
  caption,
  label,
  nameHeader,
  name,
  dayHeading,
  dayCell,
  columns,
  changed,
}: AttendanceTableProps) {
  const captionId = useId();
  // With a caption the region takes focus (tabIndex 0): a scrollable region must be reachable by keyboard to scroll it.
  const weekdays = days.map((day) => weekdayAbbr(year, month, day));
  return (
    <section
      className={`attendance-scroll ${scrollClassName}`}
      aria-labelledby={caption ? captionId : undefined}
      aria-label={caption ? undefined : label}
      tabIndex={caption ? 0 : undefined}
    >
      <table className={`attendance-table ${className}`}>
        {caption ? (
          <caption id={captionId} className="attendance-table__caption">
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            <th scope="col" className="attendance-table__num">
              {journalMessages.rowNumber}
            </th>
            <th scope="col" className="attendance-table__name">
              {nameHeader}
            </th>
            {days.map((day, column) => {
              const weekday = weekdays[column] ?? '';
              return (
                <th key={day} scope="col" className="attendance-table__day" data-weekend={weekday === 'Вс' || undefined}>
                  <span className="attendance-table__day-number">{day}</span>
                  <span className="attendance-table__weekday">{weekday}</span>
                  {dayHeading?.(day, weekday)}
                </th>
              );
            })}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <tr key={record._id} data-changed={changed?.(record) || undefined}>
              <td className="attendance-table__num">{index + 1}</td>
              <th scope="row" className="attendance-table__name">
                {name(record, index)}
              </th>
              {days.map((day, column) => (
                <Fragment key={day}>{dayCell(record, day, weekdays[column] ?? '', index)}</Fragment>
              ))}
              {columns.map((column) => (
                <td key={column.key} className={column.className}>
                  {column.cell(record, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
