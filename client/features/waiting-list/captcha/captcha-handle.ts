/** What the form needs from whichever captcha the server configured (ALTCHA or reCAPTCHA v2). */
export interface CaptchaHandle {
  /** The widget's script has arrived and the widget is on the page. */
  isLoaded: () => boolean;
  /**
   * Fetches the widget's script now if it is still waiting for its box to come near the screen
   * (`CAPTCHA_NEAR_SCREEN_PX`): a press of 'Отправить' (Enter in a field above the box) cannot wait.
   */
  load: () => void;
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

/**
 * How far below the window the captcha's box is when its script is fetched. Until then neither the
 * script nor the widget runs: evaluating ALTCHA and drawing its widget were the longest tasks of
 * /waiting-list's load (25 and 41 ms on the host, 250 ms at the calibrated phone's 6x), for a box a
 * phone shows only after the fields above it, about 760 px below its first screen (390 × 844). Less
 * than that, so the load never fetches it; enough that a visitor scrolling down finds it drawn or
 * about to be (its placeholder has the box's size, so nothing moves when it is). Docs:
 * docs/decisions/phone-speed.md, 'Scripts and bytes'.
 */
export const CAPTCHA_NEAR_SCREEN_PX = 400;

export type CaptchaLoadState = 'loading' | 'ready' | 'failed';
