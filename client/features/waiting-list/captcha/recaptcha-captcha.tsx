import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useNearScreen } from '#client/lib/use-near-screen';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants';
import { CAPTCHA_NEAR_SCREEN_PX, type CaptchaHandle, type CaptchaLoadState } from './captcha-handle';

interface Grecaptcha {
  render: (container: HTMLElement, options: Record<string, unknown>) => number;
  getResponse: (widgetId?: number) => string;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?onload=__onRecaptchaLoad&render=explicit&hl=ru';
let scriptPromise: Promise<Grecaptcha> | undefined;

/** Google's script, added once per page when the server is configured for reCAPTCHA v2. */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA: время ожидания скрипта истекло')), CHUNK_LOAD_TIMEOUT_MS);
    window.__onRecaptchaLoad = () => {
      clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA: скрипт загрузился без grecaptcha'));
    };
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      clearTimeout(timer);
      scriptPromise = undefined;
      script.remove();
      reject(new Error(`reCAPTCHA: не удалось загрузить ${SCRIPT_URL}`));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

interface RecaptchaCaptchaProps {
  siteKey: string;
  ref: Ref<CaptchaHandle>;
  onStateChange: (state: CaptchaLoadState) => void;
  onVerified: () => void;
  describedBy?: string;
}

/**
 * reCAPTCHA v2 checkbox, rendered explicitly into this component's box once Google's script has
 * loaded; the script is fetched when the box comes near the screen, as ALTCHA's.
 */
export function RecaptchaCaptcha({ siteKey, ref, onStateChange, onVerified, describedBy }: RecaptchaCaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [near, bringNear] = useNearScreen(container, CAPTCHA_NEAR_SCREEN_PX);
  const callbacks = useRef({ onStateChange, onVerified });
  callbacks.current = { onStateChange, onVerified };

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          theme: 'light',
          callback: () => callbacks.current.onVerified(),
        });
        widget.current = { api, id };
        setLoaded(true);
        callbacks.current.onStateChange('ready');
      },
      (error: unknown) => {
        console.warn('[captcha]', error instanceof Error ? error.message : error);
        if (!cancelled) callbacks.current.onStateChange('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, near]);

  useImperativeHandle(ref, () => {
    const getResponse = () => {
      const current = widget.current;
      const answer = current ? current.api.getResponse(current.id) : '';
      return answer || null;
    };
    return {
      isLoaded: () => loaded,
      load: bringNear,
      getResponse,
      // The v2 checkbox is the visitor's to tick: `grecaptcha.execute` exists for the invisible kind only.
      verify: async () => getResponse(),
      reset: () => {
        const current = widget.current;
        current?.api.reset(current.id);
      },
    };
  }, [loaded, bringNear]);

  return <div className="captcha" ref={container} aria-describedby={describedBy} data-captcha="recaptcha" />;
}
