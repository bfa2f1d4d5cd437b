import { useId, useState } from 'react';
import { ChevronDownIcon } from './icons';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  /** The query parameter the form submits when scripts are off. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A class for the field's place in its form's grid. */
  className?: string;
}

/** A labelled select of a public filter form (the schedule's and the journal's), with the site's arrow. */
export function SelectField({ label, name, value, onChange, options, className }: SelectFieldProps) {
  const id = useId();
  // The choice shows in the change's own frame; the URL (and with it `value`) follows a frame later
  // (client/lib/navigate-after-paint.ts). Held by value only until `value` changes.
  const [chosen, setChosen] = useState<{ for: string; value: string } | null>(null);
  const shown = chosen && chosen.for === value ? chosen.value : value;
  return (
    <div className={className ? `select-field ${className}` : 'select-field'}>
      <label htmlFor={id} className="select-field__label">
        {label}
      </label>
      <div className="select-field__control">
        <select
          id={id}
          name={name}
          value={shown}
          onChange={(event) => {
            setChosen({ for: value, value: event.target.value });
            onChange(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon />
      </div>
    </div>
  );
}
