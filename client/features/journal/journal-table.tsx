import type { ReactNode } from 'react';
import { useId } from 'react';
import { journalMessages } from '#shared/messages/screens/journal.ru';
import { weekdayAbbr } from '#shared/rules/dates';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import { attendanceRate, lessonDays } from './journal-selection';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function MarkIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A check mark or a cross with its meaning in text (not colour alone); a dash while a day is unmarked. */
export function AttendanceMark({ mark }: { mark: boolean | undefined }) {
  if (mark === undefined)
    return (
      <span className="mark mark--none" title={journalMessages.notMarked}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{journalMessages.notMarked}</span>
      </span>
    );
  const label = mark ? journalMessages.present : journalMessages.absent;
  return (
    <span className={mark ? 'mark mark--present' : 'mark mark--absent'} title={label}>
      <MarkIcon>
        {mark ? <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" /> : <path {...stroke} d="M7 7l10 10M17 7 7 17" />}
      </MarkIcon>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** №, the student's public name, a column per lesson day ('3' over 'Пн'), a mark per day. */
export function JournalTable({
  records,
  year,
  month,
  caption,
}: {
  records: AttendanceRecord[];
  year: number;
  month: number;
  caption: string;
}) {
  const captionId = useId();
  const days = lessonDays(records);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="journal-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="journal-table">
        <caption id={captionId} className="journal-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="journal-table__num">
              {journalMessages.rowNumber}
            </th>
            <th scope="col" className="journal-table__name">
              {journalMessages.student}
            </th>
            {days.map((day) => {
              const abbr = weekdayAbbr(year, month, day);
              return (
                <th key={day} scope="col" className="journal-table__day" data-weekday={abbr}>
                  <span className="journal-day__num">{day}</span>
                  <span className="journal-day__abbr">{abbr}</span>
                </th>
              );
            })}
            <th scope="col" className="journal-table__rate">
              {journalMessages.rate}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => {
            const rate = attendanceRate(record);
            return (
              <tr key={record._id}>
                <td className="journal-table__num">{index + 1}</td>
                <th scope="row" className="journal-table__name">
                  {record.studentName}
                </th>
                {days.map((day) => (
                  <td key={day} className="journal-table__mark">
                    {record.days.includes(day) ? <AttendanceMark mark={record.attendance[String(day)]} /> : null}
                  </td>
                ))}
                <td className="journal-table__rate">
                  {rate ? (
                    <span className="rate" title={`${rate.present} / ${rate.marked}`}>
                      <span className="rate__value">{rate.percent}%</span>
                      <span className="rate__bar" aria-hidden="true">
                        <span style={{ width: `${rate.percent}%` }} />
                      </span>
                    </span>
                  ) : (
                    <span aria-hidden="true">–</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
