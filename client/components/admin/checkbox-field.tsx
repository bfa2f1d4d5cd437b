import { type InputHTMLAttributes, useId } from 'react';
import './admin.css';
import { FieldError } from './field-shell';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  label: string;
  error?: string | null;
};

/** A checkbox with its label to the right (the whole row is clickable). */
export function CheckboxField({ label, error, id: givenId, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="admin-field">
      <label className="admin-check" htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
