import { createElement } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants';
import { publicMessages } from '#shared/messages/public.ru';

/** Why a script chunk did not arrive (the names webpack's ChunkLoadError uses). */
export type ChunkFailureCause = 'timeout' | 'missing' | 'error';

/** The message is 'Loading chunk {id} failed' plus the cause and the chunk's address, as webpack words it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly chunkId: string;
  readonly type: ChunkFailureCause;
  readonly request: string;

  constructor(chunkId: string, type: ChunkFailureCause, request: string, options?: { cause?: unknown }) {
    super(publicMessages.errors.chunkLoadFailed(chunkId, type, request), options);
    this.chunkId = chunkId;
    this.type = type;
    this.request = request;
  }
}

/** The browsers' wording for a failed dynamic import, and Vite's for a failed CSS preload; each names the file. */
const FAILURE_PATTERNS = [
  /^Failed to fetch dynamically imported module:?\s*(\S*)/,
  /^error loading dynamically imported module:?\s*(\S*)/,
  /^Importing a module script failed\.?\s*(\S*)/,
  /^Unable to preload CSS for\s+(\S+)/,
];

/** The address of the chunk a failed import names ('' when the browser did not say), or null for other errors. */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  for (const pattern of FAILURE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return match[1] ?? '';
  }
  return null;
}

/** '/static/js/waiting-list-B2x9.js' → 'waiting-list-B2x9' (the file name is the chunk's id). */
export function chunkIdFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.replace(/\.(m?js|css)$/, '') || url;
}

const causeByUrl = new Map<string, ChunkFailureCause>();

/** A ChunkLoadError for a failed dynamic import (as is when it already is one); null for any other error. */
export function toChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  const url = failedChunkUrl(error);
  if (url === null) return null;
  return new ChunkLoadError(chunkIdFromUrl(url), causeByUrl.get(url) ?? 'error', url, { cause: error });
}

/** 'missing' when the server answers the chunk's address with 404/410 (an old tab after a deploy), else 'error'. */
async function probeCause(url: string, fetchImpl: typeof fetch): Promise<ChunkFailureCause> {
  try {
    const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/** A script the page asked for (Vite adds a modulepreload link per chunk) that has not finished loading. */
function stalledScriptUrl(): string | null {
  if (typeof document === 'undefined' || typeof performance === 'undefined') return null;
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));
  const stalled = links.find((link) => performance.getEntriesByName(link.href).length === 0);
  return stalled ? new URL(stalled.href).pathname : null;
}

/**
 * `load()`, failing with a ChunkLoadError of cause 'timeout' after `timeoutMs` (120 s by default) —
 * a browser would otherwise wait for a stalled chunk as long as the connection stays open.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, chunkId: string, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const stalled = stalledScriptUrl();
      reject(
        stalled
          ? new ChunkLoadError(chunkIdFromUrl(stalled), 'timeout', stalled)
          : new ChunkLoadError(chunkId, 'timeout', chunkId),
      );
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error) ?? error);
      },
    );
  });
}

type LazyComponent = ((props: object) => unknown) & { preload?: () => Promise<void> };

type GuardableRoute = { id: string; options: Record<string, unknown> };

const GUARDED_COMPONENTS = ['component', 'errorComponent', 'pendingComponent', 'notFoundComponent'] as const;

/**
 * For the route chunks the router splits out: a load that stalls fails after 120 s, and a
 * failed one reaches the router as a ChunkLoadError (its error screen shows the text) instead of the
 * router reloading the page. Call once in the browser, before hydration.
 *
 * Each split component from `lazyRouteComponent` exposes `preload()`, which resolves whether or not the
 * import worked and, on success in the browser, removes itself; a `preload` still present after it
 * settles therefore means the import failed. Vite reports that failure (with the file's address) as a
 * `vite:preloadError` event first, which is where the address and its probed cause come from.
 */
export function installChunkLoadGuards(
  router: { routesById: object },
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
) {
  const fetchImpl = options.fetchImpl ?? window.fetch.bind(window);
  let lastFailure: { error: unknown; probe: Promise<void> } | null = null;

  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    const url = failedChunkUrl(error);
    const probe = url
      ? probeCause(url, fetchImpl).then((cause) => {
          causeByUrl.set(url, cause);
        })
      : Promise.resolve();
    lastFailure = { error, probe };
  });

  for (const route of Object.values(router.routesById) as GuardableRoute[]) {
    for (const key of GUARDED_COMPONENTS) {
      const original = route.options[key] as LazyComponent | undefined;
      if (typeof original !== 'function' || typeof original.preload !== 'function') continue;
      const guarded: LazyComponent = (props) => createElement(original as (props: object) => null, props);
      guarded.preload = async () => {
        if (!original.preload) return;
        lastFailure = null;
        await withChunkTimeout(() => original.preload?.() ?? Promise.resolve(), `${route.id} (${key})`, options.timeoutMs);
        if (!original.preload) {
          guarded.preload = undefined;
          return;
        }
        const failure = lastFailure as { error: unknown; probe: Promise<void> } | null;
        await failure?.probe;
        throw toChunkLoadError(failure?.error) ?? new ChunkLoadError(route.id, 'error', route.id, { cause: failure?.error });
      };
      route.options[key] = guarded;
    }
  }
}

/** The text a fallback screen shows for an error: a ChunkLoadError names itself, others give their message. */
export function describeAppError(error: unknown): { text: string; isChunkError: boolean } {
  const chunkError = toChunkLoadError(error);
  if (chunkError) return { text: `${chunkError.name}: ${chunkError.message}`, isChunkError: true };
  return { text: error instanceof Error ? error.message : String(error), isChunkError: false };
}
