import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { NumberField } from '#client/components/admin/number-field';
import { adminMessages } from '#shared/messages/admin.ru';
import { isValidJournalDay } from '#shared/rules/dates';

const copy = adminMessages.adminJournalEditor;

interface DayManagerProps {
  days: readonly number[];
  onAdd: (day: number) => void;
  onRemove: (day: number) => void;
  disabled?: boolean;
}

function parseDay(value: string): number {
  return /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** Only a whole day number 1-31 not already in the month is added (else an error shows); a present one can be removed. */
export function DayManager({ days, onAdd, onRemove, disabled }: DayManagerProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const apply = (day: number, change: (day: number) => void) => {
    change(day);
    setValue('');
    setError(undefined);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const day = parseDay(value);
    if (isValidJournalDay(day, days)) apply(day, onAdd);
    else setError(adminMessages.journal.dayInvalid);
  };

  const remove = () => {
    const day = parseDay(value);
    if (days.includes(day)) apply(day, onRemove);
    else setError(adminMessages.journal.dayInvalid);
  };

  return (
    <form className="journal-inline-form" onSubmit={add} noValidate>
      <div className="journal-inline-form__field journal-inline-form__field--day">
        <NumberField
          label={copy.dayNumber}
          inputMode="numeric"
          min={1}
          max={31}
          step={1}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          error={error}
          disabled={disabled}
        />
      </div>
      <div className="journal-inline-form__buttons">
        <AdminButton type="submit" variant="secondary" disabled={disabled}>
          {adminMessages.journal.addDay}
        </AdminButton>
        <AdminButton type="button" variant="ghost" onClick={remove} disabled={disabled}>
          {adminMessages.journal.removeDay}
        </AdminButton>
      </div>
    </form>
  );
}
