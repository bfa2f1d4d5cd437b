import type { InputHTMLAttributes } from 'react';
import { type FieldChrome, FieldShell } from './field-shell';

type NumberFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>;

/**
 * A labelled number input. Keep its value as the typed string in form state and parse on save, so
 * '-', '5.' or an empty field can be typed without the input fighting back.
 */
export function NumberField({ label, hint, error, id, required, inputMode = 'decimal', ...input }: NumberFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id}>
      {(ids) => <input {...input} {...ids} type="number" inputMode={inputMode} required={required} className="admin-input" />}
    </FieldShell>
  );
}
