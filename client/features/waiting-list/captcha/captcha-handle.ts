/** What the form needs from whichever captcha the server configured (ALTCHA or reCAPTCHA v2). */
export interface CaptchaHandle {
  /** The widget's script has arrived and the widget is on the page. */
  isLoaded: () => boolean;
  /** The answer to send as `recaptchaResponse`, or null while there is none. */
  getResponse: () => string | null;
  /**
   * The answer, the check started first when there is none yet and the captcha can run it by itself
   * (ALTCHA's proof of work: a visitor who presses 'Отправить' before ticking is not sent back to
   * the box). Null when the check failed, or when only the visitor can give it (the reCAPTCHA
   * checkbox).
   */
  verify: () => Promise<string | null>;
  /** Clears the answer so a new one is asked for (after a submission, whatever its outcome). */
  reset: () => void;
}

export type CaptchaLoadState = 'loading' | 'ready' | 'failed';
