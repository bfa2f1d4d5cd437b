import { type FormEvent, useEffect, useId, useState } from 'react';
import { answeredMessage, failureStatus } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import { cabinetMessages as copy } from '#shared/messages/screens/cabinet.ru';
import { isCompletePhone, maskPhone } from '#shared/rules/phone';

/** The seconds left until `until` (ms), counted down once a second while above zero. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function refusal(error: unknown): string {
  if (failureStatus(error) === null) return copy.loadFailed;
  return answeredMessage(error) ?? copy.loadFailed;
}

/** Phone, then the code from the SMS or Telegram, with a timer before the code may be sent again. */
export function LoginCard({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [error, setError] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const left = useCountdown(resendAt);
  const requestCode = trpc.family.requestCode.useMutation();
  const verifyCode = trpc.family.verifyCode.useMutation();
  const phoneId = useId();
  const codeId = useId();
  const errorId = useId();

  const send = async () => {
    setError(null);
    if (!isCompletePhone(phone)) {
      setError(copy.errors.phone);
      return;
    }
    try {
      const answer = await requestCode.mutateAsync({ phone });
      setResendAt(Date.now() + answer.resendAfter * 1000);
      setStep('code');
    } catch (failure) {
      setError(refusal(failure));
    }
  };

  const submitPhone = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) {
      setError(copy.errors.code);
      return;
    }
    try {
      await verifyCode.mutateAsync({ phone, code });
      onLoggedIn();
    } catch (failure) {
      setCode('');
      setError(refusal(failure));
    }
  };

  const errorLine = error && (
    <p id={errorId} className="cabinet__error" role="alert">
      {error}
    </p>
  );

  return (
    <div className="cabinet-login">
      {step === 'phone' ? (
        <form className="cabinet-login__form" onSubmit={submitPhone} noValidate>
          <label htmlFor={phoneId}>{copy.phoneLabel}</label>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={copy.phonePlaceholder}
            value={phone}
            onChange={(event) => setPhone(maskPhone(event.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {errorLine}
          <button type="submit" className="button cabinet-login__submit" disabled={requestCode.isPending}>
            {requestCode.isPending ? copy.sending : copy.sendCode}
          </button>
        </form>
      ) : (
        <form className="cabinet-login__form" onSubmit={submitCode} noValidate>
          <p className="cabinet-login__sent">{copy.codeSent(phone)}</p>
          <label htmlFor={codeId}>{copy.codeLabel}</label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${codeId}-hint`}
          />
          <p id={`${codeId}-hint`} className="cabinet-login__hint">
            {copy.codeHint}
          </p>
          {errorLine}
          <button type="submit" className="button cabinet-login__submit" disabled={verifyCode.isPending}>
            {verifyCode.isPending ? copy.checking : copy.logIn}
          </button>
          <div className="cabinet-login__links">
            {left > 0 ? (
              <span className="cabinet-login__timer">{copy.resendIn(left)}</span>
            ) : (
              <button type="button" className="cabinet__link" onClick={() => void send()} disabled={requestCode.isPending}>
                {copy.resend}
              </button>
            )}
            <button
              type="button"
              className="cabinet__link"
              onClick={() => {
                setStep('phone');
                setCode('');
                setError(null);
              }}
            >
              {copy.otherPhone}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
