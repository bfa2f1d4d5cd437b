import { useEffect, useId, useRef } from 'react';
import { loginMessages } from '#shared/messages/screens/login.ru';

/** The login page reads the step's title and button from here, so none of it loads with the page. */
export { loginMessages };

const copy = loginMessages;

interface CodeStepProps {
  recovery: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onToggleRecovery: () => void;
  onBack: () => void;
}

/**
 * The second step for an account with two-step login: the app's six digits (numeric keyboard, the
 * phone's one-time-code autofill), or a recovery code typed as text. Focused when it appears, so
 * on a phone the keyboard opens at once.
 */
export function CodeStep({ recovery, value, error, onChange, onToggleRecovery, onBack }: CodeStepProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the kind of code changes
  useEffect(() => input.current?.focus(), [recovery]);
  return (
    <>
      <p className="login__lead">{recovery ? copy.recoveryLead : copy.codeLead}</p>
      <div className="login__field">
        <label htmlFor={id}>{recovery ? copy.recoveryCode : copy.code}</label>
        <input
          ref={input}
          id={id}
          name={recovery ? 'recoveryCode' : 'code'}
          className={recovery ? undefined : 'login__code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="none"
          spellCheck={false}
          pattern={recovery ? undefined : '[0-9 ]*'}
          maxLength={recovery ? 20 : 7}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        {error && (
          <p id={`${id}-error`} className="login__field-error">
            {error}
          </p>
        )}
      </div>
      <div className="login__links">
        <button type="button" className="login__link" onClick={onToggleRecovery}>
          {recovery ? copy.useApp : copy.useRecovery}
        </button>
        <button type="button" className="login__link" onClick={onBack}>
          {copy.back}
        </button>
      </div>
    </>
  );
}
