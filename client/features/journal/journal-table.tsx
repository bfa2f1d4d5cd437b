import type { ReactNode } from 'react';
import { type AttendanceColumn, AttendanceTable } from '#client/components/ui/attendance-table';
import { journalMessages } from '#shared/messages/screens/journal.ru';
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

const rateColumn: AttendanceColumn = {
  key: 'rate',
  header: journalMessages.rate,
  className: 'journal-table__rate',
  cell: (record) => {
    const rate = attendanceRate(record);
    return rate ? (
      <span className="rate" title={`${rate.present} / ${rate.marked}`}>
        <span className="rate__value">{rate.percent}%</span>
        <span className="rate__bar" aria-hidden="true">
          <span style={{ width: `${rate.percent}%` }} />
        </span>
      </span>
    ) : (
      <span aria-hidden="true">–</span>
    );
  },
};

/** №, the student's public name, a column per lesson day ('3' over 'Пн'), a mark per day, the rate. */
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
  return (
    <AttendanceTable
      records={records}
      days={lessonDays(records)}
      year={year}
      month={month}
      className="journal-table"
      scrollClassName="journal-scroll"
      caption={caption}
      nameHeader={journalMessages.student}
      name={(record) => record.studentName}
      dayCell={(record, day) => (
        <td className="journal-table__mark">
          {record.days.includes(day) ? <AttendanceMark mark={record.attendance[String(day)]} /> : null}
        </td>
      )}
      columns={[rateColumn]}
    />
  );
}
