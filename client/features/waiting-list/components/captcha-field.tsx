import type { Ref } from 'react';
import { waitingListMessages } from '#shared/messages/screens/waiting-list.ru';
import type { CaptchaConfig } from '#shared/schemas/application';
import { AltchaCaptcha } from '../captcha/altcha-captcha';
import type { CaptchaHandle, CaptchaLoadState } from '../captcha/captcha-handle';
import { RecaptchaCaptcha } from '../captcha/recaptcha-captcha';

const copy = waitingListMessages;

/**
 * The captcha's answer for this press of 'Отправить'. ALTCHA runs its check by itself when the box
 * is not ticked yet, so the visitor need not scroll back to it; the spec's messages stay for what
 * they describe: the widget not loaded yet, and no answer (the check failed, or the reCAPTCHA
 * checkbox, which only the visitor can tick, left empty). `refuse` shows why under the widget and
 * in a toast.
 */
export async function captchaAnswer(handle: CaptchaHandle | null, refuse: (message: string) => void): Promise<string | null> {
  if (!handle?.isLoaded()) {
    handle?.load();
    refuse(copy.captchaNotLoaded);
    return null;
  }
  const answer = handle.getResponse() ?? (await handle.verify());
  if (!answer) refuse(copy.captchaRequired);
  return answer;
}

interface CaptchaFieldProps {
  config: CaptchaConfig;
  /** A new value remounts the widget, so a fresh challenge is asked for. */
  generation: number;
  handle: Ref<CaptchaHandle>;
  state: CaptchaLoadState;
  onStateChange: (state: CaptchaLoadState) => void;
  onVerified: () => void;
  error: string | null;
  errorId: string;
}

/** 'Проверка, что вы не робот': the configured widget, and why the form cannot go without it. */
export function CaptchaField({
  config,
  generation,
  handle,
  state,
  onStateChange,
  onVerified,
  error,
  errorId,
}: CaptchaFieldProps) {
  const props = { ref: handle, onStateChange, onVerified, describedBy: error ? errorId : undefined };
  return (
    <fieldset className="wl-captcha">
      <legend className="wl-field__label">{copy.captchaLabel}</legend>
      {config.provider === 'altcha' ? (
        <AltchaCaptcha key={generation} challengeUrl={config.challengeUrl} {...props} />
      ) : (
        <RecaptchaCaptcha key={generation} siteKey={config.siteKey} {...props} />
      )}
      {state === 'failed' && <p className="wl-field__error">{copy.captchaLoadFailed}</p>}
      {error && (
        <p id={errorId} className="wl-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
