import { useId, useState } from 'react';
import { publicMessages } from '#shared/messages/public.ru';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** The password field with a show/hide toggle; the toggle's label says what pressing it does. */
export function PasswordInput({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <div className="login__field">
      <label htmlFor={id}>{publicMessages.auth.password}</label>
      <div className="login__password">
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        <button
          type="button"
          className="login__reveal"
          aria-label={visible ? publicMessages.auth.hidePassword : publicMessages.auth.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="login__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
