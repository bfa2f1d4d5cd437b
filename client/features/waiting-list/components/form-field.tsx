import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control; it must carry `id`, and `describedBy(...)` for its aria-describedby. */
  children: (aria: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its error message, linked for assistive technology. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'wl-field wl-field--invalid' : 'wl-field'}>
      <label htmlFor={id} className="wl-field__label">
        {label}
      </label>
      {children({ 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="wl-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="wl-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
