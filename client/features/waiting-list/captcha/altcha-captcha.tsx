import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { withChunkTimeout } from '#client/lib/chunk-errors';
import { useNearScreen } from '#client/lib/use-near-screen';
import { CAPTCHA_NEAR_SCREEN_PX, type CaptchaHandle, type CaptchaLoadState } from './captcha-handle';

/** The widget element with the methods of altcha 3 this form calls (absent until its script has run). */
type AltchaElement = HTMLElement & Partial<Pick<WidgetMethods, 'reset' | 'verify' | 'getState'>>;
type AltchaStateEvent = CustomEvent<{ state?: string; payload?: string }>;

/** The outcome of a check already under way (the visitor ticked the box): its payload, or null when it failed. */
function outcomeOf(widget: AltchaElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateEvent).detail ?? {};
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', onState);
      resolve(state === 'verified' ? (payload ?? null) : null);
    };
    widget.addEventListener('statechange', onState);
  });
}

/**
 * The answer, running the proof of work now when there is none (altcha 3's `verify()`, the same
 * check a tick starts; the box shows it running and then ticked). A check the tick started is
 * awaited, not restarted: `verify()` would abort it.
 */
async function verifyNow(widget: AltchaElement | null, current: string | null): Promise<string | null> {
  if (current) return current;
  if (!widget?.verify) return null;
  if (widget.getState?.() === 'verifying') return outcomeOf(widget);
  const result = await widget.verify();
  return result && widget.getState?.() === 'verified' ? result.payload : null;
}

/** The widget (~35 kB gzip) and its Russian strings, fetched only by the forms that have it, once its box is near the screen. */
const loadAltcha = () =>
  withChunkTimeout(() => Promise.all([import('altcha'), import('altcha/i18n/ru')]), 'altcha').then(() => undefined);

interface AltchaCaptchaProps {
  challengeUrl: string;
  ref: Ref<CaptchaHandle>;
  onStateChange: (state: CaptchaLoadState) => void;
  onVerified: () => void;
  describedBy?: string;
}

/**
 * Self-hosted proof-of-work captcha: the widget fetches a signed challenge from `challengeUrl`, solves
 * it in web workers when the visitor ticks it, and its payload is the answer the server verifies.
 */
export function AltchaCaptcha({ challengeUrl, ref, onStateChange, onVerified, describedBy }: AltchaCaptchaProps) {
  const [loaded, setLoaded] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, bringNear] = useNearScreen(boxRef, CAPTCHA_NEAR_SCREEN_PX);
  const widgetRef = useRef<AltchaElement>(null);
  const payload = useRef<string | null>(null);
  const callbacks = useRef({ onStateChange, onVerified });
  callbacks.current = { onStateChange, onVerified };

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    loadAltcha().then(
      () => {
        if (cancelled) return;
        setLoaded(true);
        callbacks.current.onStateChange('ready');
      },
      (error: unknown) => {
        console.warn('[captcha] ALTCHA did not load:', error instanceof Error ? error.message : error);
        if (!cancelled) callbacks.current.onStateChange('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [near]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!loaded || !widget) return;
    // 'verified' carries the payload; any other state (expired, error, a new attempt) voids it.
    const onVerifiedEvent = (event: Event) => {
      const answer = (event as AltchaStateEvent).detail?.payload;
      if (!answer) return;
      payload.current = answer;
      callbacks.current.onVerified();
    };
    const onState = (event: Event) => {
      const { state, payload: answer } = (event as AltchaStateEvent).detail ?? {};
      if (state === 'verified') {
        if (answer) payload.current = answer;
        if (payload.current) callbacks.current.onVerified();
      } else {
        payload.current = null;
      }
    };
    widget.addEventListener('statechange', onState);
    widget.addEventListener('verified', onVerifiedEvent);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('verified', onVerifiedEvent);
    };
  }, [loaded]);

  useImperativeHandle(
    ref,
    () => ({
      isLoaded: () => loaded && widgetRef.current !== null,
      load: bringNear,
      getResponse: () => payload.current,
      verify: () => verifyNow(widgetRef.current, payload.current),
      reset: () => {
        payload.current = null;
        widgetRef.current?.reset?.();
      },
    }),
    [loaded, bringNear],
  );

  return (
    <div
      ref={boxRef}
      className="captcha"
      aria-describedby={describedBy}
      data-captcha="altcha"
      data-loaded={loaded ? 'true' : 'false'}
    >
      {loaded ? (
        <altcha-widget ref={widgetRef} challenge={challengeUrl} language="ru" name="altcha" />
      ) : (
        <div
          className={near ? 'captcha__placeholder captcha__placeholder--loading' : 'captcha__placeholder'}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
