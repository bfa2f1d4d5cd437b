import { useId } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { type ScheduleRow, scheduleDayKeys } from '#shared/schemas/schedule';
import type { DraftRow, RowErrors } from '../schedule-draft';

type Field = keyof ScheduleRow;

interface RowProps {
  row: DraftRow;
  number: number;
  errors: RowErrors | undefined;
  disabled: boolean;
  onChange: (key: string, field: Field, value: string) => void;
  onDelete: (key: string) => void;
}

function CellInput({
  rowId,
  field,
  label,
  shortLabel,
  value,
  error,
  disabled,
  placeholder,
  onChange,
}: {
  rowId: string;
  field: Field;
  label: string;
  shortLabel: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const id = `${rowId}-${field}`;
  const common = {
    id,
    className: 'schedule-edit-row__input',
    name: field,
    value,
    placeholder,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    autoComplete: 'off',
  } as const;
  return (
    <div className={`schedule-edit-row__cell schedule-edit-row__cell--${field}`}>
      <label className="schedule-edit-row__label" htmlFor={id}>
        <span aria-hidden="true">{shortLabel}</span>
        <span className="visually-hidden">{label}</span>
      </label>
      {field === 'time' ? (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        // A cell is one line of text; the box grows so long group names stay readable.
        <textarea
          {...common}
          rows={1}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="schedule-edit-row__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EditRow({ row, number, errors, disabled, onChange, onDelete }: RowProps) {
  const rowId = useId();
  const copy = adminMessages.adminSchedule;
  return (
    <fieldset className="schedule-edit-row" data-row-key={row.key} data-invalid={errors ? true : undefined}>
      <legend className="schedule-edit-row__legend">{copy.row(number)}</legend>
      <CellInput
        rowId={rowId}
        field="time"
        label={adminMessages.schedule.time}
        shortLabel={adminMessages.schedule.time}
        value={row.time}
        error={errors?.time}
        disabled={disabled}
        placeholder={copy.timePlaceholder}
        onChange={(value) => onChange(row.key, 'time', value)}
      />
      {scheduleDayKeys.map((day) => (
        <CellInput
          key={day}
          rowId={rowId}
          field={day}
          label={adminMessages.schedule.dayFull[day]}
          shortLabel={adminMessages.schedule.dayShort[day]}
          value={row[day]}
          error={errors?.[day]}
          disabled={disabled}
          placeholder=""
          onChange={(value) => onChange(row.key, day, value)}
        />
      ))}
      <div className="schedule-edit-row__actions">
        <button
          type="button"
          className="admin-schedule__delete"
          disabled={disabled}
          aria-label={copy.deleteRowOf(number)}
          title={adminMessages.adminSchedule.deleteRow}
          onClick={() => onDelete(row.key)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M9 3h6m-9 4h12m-1 0-.7 11.2A2 2 0 0 1 14.3 20H9.7a2 2 0 0 1-2-1.8L7 7m3 4v5m4-5v5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="schedule-edit-row__delete-text">{adminMessages.adminSchedule.deleteRow}</span>
        </button>
      </div>
    </fieldset>
  );
}

interface Props {
  rows: readonly DraftRow[];
  errors: Map<string, RowErrors>;
  disabled: boolean;
  onChange: (key: string, field: Field, value: string) => void;
  onDelete: (key: string) => void;
}

/** Edit mode: one fieldset per time slot. A grid on wide screens, a card with labelled inputs on phones. */
export function ScheduleEditRows({ rows, errors, disabled, onChange, onDelete }: Props) {
  return (
    <div className="schedule-edit">
      <div className="schedule-edit__head" aria-hidden="true">
        <span>{adminMessages.schedule.time}</span>
        {scheduleDayKeys.map((day) => (
          <span key={day}>{adminMessages.schedule.dayShort[day]}</span>
        ))}
        <span />
      </div>
      {rows.length === 0 ? <p className="admin-schedule__empty">{adminMessages.adminSchedule.emptyEditing}</p> : null}
      {rows.map((row, index) => (
        <EditRow
          key={row.key}
          row={row}
          number={index + 1}
          errors={errors.get(row.key)}
          disabled={disabled}
          onChange={onChange}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}
