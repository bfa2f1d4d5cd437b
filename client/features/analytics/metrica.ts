/** The counter's script, from Yandex; only ever requested after the visitor's consent. */
export const METRICA_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

/**
 * Loads Yandex Metrica the way its own snippet does: a queueing `ym` stub, the async script, then
 * `init`. Without Webvisor (it records screens, form fields included), with click map and links.
 */
export function loadMetrica(counterId: string): void {
  const w = window as unknown as { ym?: Ym };
  if (document.querySelector(`script[src="${METRICA_SCRIPT_URL}"]`)) return;
  const ym: Ym =
    w.ym ??
    Object.assign(
      (...args: unknown[]) => {
        ym.a = ym.a ?? [];
        ym.a.push(args);
      },
      { l: Date.now() },
    );
  w.ym = ym;
  const script = document.createElement('script');
  script.async = true;
  script.src = METRICA_SCRIPT_URL;
  document.head.appendChild(script);
  ym(Number(counterId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
}
