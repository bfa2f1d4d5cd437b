import type { TextareaHTMLAttributes } from 'react';
import { type FieldChrome, FieldShell } from './field-shell';

type TextareaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** A labelled multi-line text input. */
export function TextareaField({ label, hint, error, id, required, rows = 4, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id}>
      {(ids) => <textarea {...textarea} {...ids} rows={rows} required={required} className="admin-input" />}
    </FieldShell>
  );
}
