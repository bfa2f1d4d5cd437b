import { type ReactNode, useId } from 'react';
import './admin.css';

interface ToggleFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/** An on/off switch (a checkbox with role="switch", so it is announced as on/off). */
export function ToggleField({ label, checked, onCheckedChange, hint, disabled, id: givenId, name }: ToggleFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="admin-field">
      <label className="admin-toggle" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
