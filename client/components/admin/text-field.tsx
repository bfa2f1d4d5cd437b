import type { InputHTMLAttributes } from 'react';
import { type FieldChrome, FieldShell } from './field-shell';

type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled text input (type text, email, tel, url, password…). */
export function TextField({ label, hint, error, id, required, type = 'text', ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id}>
      {(ids) => <input {...input} {...ids} type={type} required={required} className="admin-input" />}
    </FieldShell>
  );
}
