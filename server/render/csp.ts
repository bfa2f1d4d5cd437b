import { createHash } from 'node:crypto';
import { readLawSettings } from '#server/lib/law-settings';
import type { AppDeps } from '../deps';

/**
 * Content-Security-Policy for server-rendered pages. The server render emits a few inline scripts
 * (the router's dehydrated state and its stream bootstrap); they are allowed by their SHA-256
 * hashes, computed from the finished HTML, so a page and its headers can be cached together (by the
 * page cache or a CDN), which per-response nonces would defeat. No 'unsafe-inline' for scripts.
 * See docs/decisions/content-security-policy.md.
 */

/** `<script …>body</script>` without a src; data blocks (JSON-LD) are not executed and need no hash. */
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE_RE = /\btype\s*=\s*["']?(?:application\/(?:ld\+)?json|importmap)\b/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_RE)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE_RE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface CspOptions {
  /** Hash sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** reCAPTCHA is configured: Google's script, frame and images are allowed. */
  recaptcha?: boolean;
  /** The site is served over HTTPS: ask the browser to upgrade any http: subresource. */
  https?: boolean;
  /**
   * A Yandex Metrica counter is set in the site settings: its script may load (only after the visitor
   * accepts analytics) and send its hits to Yandex's collector.
   */
  metrica?: boolean;
  /**
   * The map widget's address (YANDEX_MAP_WIDGET_URL): pages may frame it, and nothing else from its
   * host. The visitor's tap on 'Показать карту' adds the frame; before that nothing is loaded from it.
   */
  mapWidgetUrl?: string;
}

/** A frame-src source for the widget: its origin and folder ('https://yandex.ru/map-widget/v1/'), no query. */
export function mapWidgetFrameSource(widgetUrl: string): string {
  const url = new URL(widgetUrl);
  return `${url.origin}${url.pathname.replace(/[^/]*$/, '')}`;
}

const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** What Yandex documents for Metrica under a CSP: the tag from mc.yandex.ru, hits back to it. */
const METRICA = ['https://mc.yandex.ru'];

export function contentSecurityPolicy({
  scriptHashes = [],
  recaptcha = false,
  https = false,
  metrica = false,
  mapWidgetUrl,
}: CspOptions = {}): string {
  const analytics = metrica ? METRICA : [];
  const frames = [...(recaptcha ? RECAPTCHA_FRAME : []), ...(mapWidgetUrl ? [mapWidgetFrameSource(mapWidgetUrl)] : [])];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(recaptcha ? RECAPTCHA_SCRIPT : []), ...analytics],
    // React renders style attributes (animations, progress bars); those need 'unsafe-inline' in
    // style-src. Styles cannot run code, so scripts stay strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(recaptcha ? ['https://www.gstatic.com/recaptcha/'] : []), ...analytics],
    ['font-src', "'self'", 'data:'],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'", ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []), ...analytics],
    // The ALTCHA captcha solves its proof of work in web workers.
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Whether the site's public address is HTTPS. */
export function servedOverHttps(deps: Pick<AppDeps, 'env'>): boolean {
  return deps.env.PUBLIC_URL?.startsWith('https:') ?? false;
}

/**
 * The policy of one rendered page: its inline scripts' hashes and the site's configuration. A cached
 * page keeps its policy; a settings change (the Metrica counter) is an admin save, which renders anew.
 */
export function pagePolicy(deps: Pick<AppDeps, 'env' | 'db'>, html: string): string {
  return contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    recaptcha: Boolean(deps.env.RECAPTCHA_SITE_KEY),
    https: servedOverHttps(deps),
    metrica: Boolean(readLawSettings(deps).metricaCounterId),
    mapWidgetUrl: deps.env.YANDEX_MAP_WIDGET_URL,
  });
}
