import { type ReactNode, useId } from 'react';
import './admin.css';

export interface FieldChrome {
  label: string;
  hint?: ReactNode;
  /** Shown under the control in red; also marks the control aria-invalid. */
  error?: string | null;
}

export interface FieldIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** Label, hint and error text around one control, wired for screen readers. */
export function FieldShell({
  label,
  hint,
  error,
  required,
  id: givenId,
  children,
}: FieldChrome & { required?: boolean; id?: string; children: (ids: FieldIds) => ReactNode }) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="admin-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field's error under its control, if any: red, read out when it appears (`role="alert"`), with the
 * id the control names in `aria-describedby`. Every admin control draws its error through this.
 */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="admin-field__error" role="alert">
      {error}
    </p>
  ) : null;
}
