import type { SelectHTMLAttributes } from 'react';
import { type FieldChrome, FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { options: readonly SelectOption[] };

/** A labelled native select (the phone's own picker on mobile). */
export function SelectField({ label, hint, error, id, required, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id}>
      {(ids) => (
        <select {...select} {...ids} required={required} className="admin-input">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
