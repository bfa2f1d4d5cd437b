import { createHash } from 'node:crypto';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { CLUB_TIME_ZONE } from '#shared/constants';
import type { AppDeps } from '../deps';
import { brotliForKeeping, chooseCoding, gzipForKeeping, type KeptCoding, plainBody } from '../http/content-coding';
import { contentVersion } from '../lib/content-version';

/**
 * Public pages and public API lists from memory (docs/decisions/page-cache.md).
 *
 * An answer is kept under a stamp: the content version (bumped by every admin mutation, a VK sync
 * that wrote posts, the seed; server/lib/content-version.ts) and the club's date in its time zone
 * (journal month, "today"). An answer is served only while both are the same as when its render
 * started, so after a save the very next request renders again. Kept: 200 answers only, keyed by
 * path and the query parameters the page reads (values checked), least recently used out past a byte
 * budget. Requests with any other query parameter are rendered and not kept, so random query
 * strings cannot fill memory. The answer's own headers (Content-Type, a Content-Security-Policy…)
 * are stored and replayed with the body.
 */

/**
 * Query parameters the pages read, with the values worth keeping; any other parameter (or a page not
 * listed here given any parameter) is rendered and not kept.
 */
const PAGE_QUERY: Record<string, Record<string, RegExp>> = {
  '/press-center': { page: /^[1-9]\d{0,5}$/ },
  '/events': { page: /^[1-9]\d{0,5}$/ },
  '/schedule': { category: /^[A-Za-z]{1,40}$/, day: /^[a-z]{2}$/ },
  '/attendance-journal': { group: /^[A-Za-z0-9_-]{1,64}$/, month: /^\d{1,2}$/, year: /^\d{4}$/ },
};

/**
 * Client-only admin screens and the login page: never kept (their HTML does not depend on data, but
 * they are not public pages and must not be shared through a CDN either).
 */
const PRIVATE_PAGE_RE = /^\/(?:admin|admin-[^/]*|schedule-editor|edit-ad|authorization-account)(?:\/|$)/;

/** The public legacy /api lists; none reads a query parameter. */
export const CACHED_API_LISTS = ['posts', 'prices', 'products', 'schedule', 'groups', 'settings'] as const;

/** Headers not replayed: the cache sets the encoding and length of what it sends, and its own caching headers. */
const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'cache-control',
  'vary',
  'date',
]);

interface Entry {
  stamp: string;
  headers: Array<[string, string]>;
  identity: Buffer;
  gzip: Buffer | null;
  /** Added in the background once the entry is kept (#compressInBackground); gzip goes out until then. */
  brotli: Buffer | null;
  etag: string;
  bytes: number;
}

export interface ResponseCacheOptions {
  /** The byte budget: bodies (plain, gzip and Brotli), headers and keys. */
  maxBytes: number;
  /** s-maxage for a CDN in front; 0 makes shared caches revalidate every time. */
  cdnMaxAgeSeconds: number;
  /** Unix seconds (deps.now). */
  now: () => number;
}

const clubDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let lastDay = { second: Number.NaN, day: '' };

/** The club's calendar date (Europe/Moscow), e.g. '2026-11-24'; formatted once per second at most. */
export function clubDay(unixSeconds: number): string {
  if (lastDay.second !== unixSeconds) lastDay = { second: unixSeconds, day: clubDayFormat.format(new Date(unixSeconds * 1000)) };
  return lastDay.day;
}

function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inflight = new Map<string, Promise<Entry | null>>();
  readonly #compressing = new Set<Promise<void>>();
  #bytes = 0;
  #stamp = '';

  constructor(readonly options: ResponseCacheOptions) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  /** What a kept answer must have been made under to be served now. */
  stamp(): string {
    return `${contentVersion()}@${clubDay(this.options.now())}`;
  }

  cacheControl(): string {
    const cdn = this.options.cdnMaxAgeSeconds;
    return cdn > 0 ? `public, max-age=0, s-maxage=${cdn}` : 'no-cache';
  }

  #lookup(key: string, stamp: string): Entry | undefined {
    if (stamp !== this.#stamp) {
      // Everything kept was made under an older stamp: free it all at once.
      this.#entries.clear();
      this.#bytes = 0;
      this.#stamp = stamp;
      return undefined;
    }
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most recently used goes last; eviction takes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #store(key: string, entry: Entry): void {
    // Made under an older stamp (a save happened during the render): never served, so not kept.
    if (entry.stamp !== this.#stamp) return;
    if (entry.bytes > this.options.maxBytes / 4) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.bytes;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evictPastBudget();
    if (entry.gzip) this.#compressInBackground(key, entry);
  }

  #evictPastBudget(): void {
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.bytes;
    }
  }

  /**
   * Brotli for a kept entry on a worker thread, after its first answer went out as gzip: a render
   * never waits for it, and it is added only if the entry is still the one kept under its key (a
   * save in between dropped it, or a newer render replaced it).
   */
  #compressInBackground(key: string, entry: Entry): void {
    const done = brotliForKeeping(entry.identity).then(
      (brotli) => {
        if (this.#entries.get(key) !== entry || brotli.length >= (entry.gzip?.length ?? entry.identity.length)) return;
        entry.brotli = brotli;
        entry.bytes += brotli.length;
        this.#bytes += brotli.length;
        this.#evictPastBudget();
      },
      (error: unknown) => console.error('[page-cache] brotli', error), // gzip still goes out
    );
    this.#compressing.add(done);
    void done.finally(() => this.#compressing.delete(done));
  }

  /** Resolves once the Brotli bodies being made now are kept (for tests). */
  async compressed(): Promise<void> {
    await Promise.all(this.#compressing);
  }

  async #toEntry(key: string, response: Response, stamp: string): Promise<Entry | null> {
    // A clone: when the body cannot be kept (an encoding we do not undo), the original still goes out.
    const body = plainBody(Buffer.from(await response.clone().arrayBuffer()), response.headers.get('content-encoding'));
    if (!body) return null;
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
    });
    const gzip = gzipForKeeping(body);
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    return {
      stamp,
      headers,
      identity: body,
      gzip,
      brotli: null,
      etag,
      bytes: body.length + (gzip?.length ?? 0) + headerBytes + key.length * 2 + 200,
    };
  }

  /** The answer to send for a kept entry: 304 when the visitor has it, else Brotli or gzip when accepted. */
  respond(request: Request, entry: Entry): Response {
    const headers = new Headers(entry.headers);
    headers.set('ETag', entry.etag);
    headers.set('Cache-Control', this.cacheControl());
    headers.set('Vary', 'Accept-Encoding');
    if (matchesEtag(request, entry.etag)) {
      headers.delete('content-type');
      return new Response(null, { status: 304, headers });
    }
    const available: KeptCoding[] = [];
    if (entry.brotli) available.push('br');
    if (entry.gzip) available.push('gzip');
    const coding = chooseCoding(request.headers.get('accept-encoding'), available);
    const body = (coding === 'br' && entry.brotli) || (coding === 'gzip' && entry.gzip) || entry.identity;
    if (coding !== 'identity') headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String(body.length));
    // The kept buffer itself, not a copy: responses never write into their body.
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  }

  /** The answer kept under `key` that may be served now, if any (a lookup, nothing rendered). */
  kept(key: string): Entry | undefined {
    return this.#lookup(key, this.stamp());
  }

  /**
   * The kept answer for `key`, or `produce()` it; visitors asking for the same page while it renders
   * wait for that one render. Answers other than 200 are passed through and not kept.
   */
  async serve(request: Request, key: string, produce: () => Promise<Response>): Promise<Response> {
    const stamp = this.stamp();
    const kept = this.#lookup(key, stamp);
    if (kept) return this.respond(request, kept);

    const flightKey = `${stamp} ${key}`;
    const pending = this.#inflight.get(flightKey);
    if (pending) {
      const entry = await pending;
      return entry ? this.respond(request, entry) : produce();
    }
    let settle: (entry: Entry | null) => void = () => {};
    this.#inflight.set(
      flightKey,
      new Promise<Entry | null>((resolve) => {
        settle = resolve;
      }),
    );
    try {
      const response = await produce();
      if (response.status !== 200 || response.headers.has('set-cookie')) {
        settle(null);
        return response;
      }
      const entry = await this.#toEntry(key, response, stamp);
      if (!entry) {
        settle(null);
        return response;
      }
      this.#store(key, entry);
      settle(entry);
      return this.respond(request, entry);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.#inflight.delete(flightKey);
    }
  }
}

const caches = new WeakMap<AppDeps, ResponseCache>();

/** One cache (one byte budget) per server: pages and API lists share it. */
export function responseCacheFor(deps: AppDeps): ResponseCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ResponseCache({
      maxBytes: Math.round(deps.env.PAGE_CACHE_MB * 1024 * 1024),
      cdnMaxAgeSeconds: deps.env.CDN_MAX_AGE,
      now: deps.now,
    });
    caches.set(deps, cache);
  }
  return cache;
}

/**
 * The key of a page worth keeping, or null: the path and the page's own query parameters.
 */
export function pageCacheKey(request: Request): string | null {
  const url = new URL(request.url);
  if (PRIVATE_PAGE_RE.test(url.pathname)) return null;
  const allowed = PAGE_QUERY[url.pathname] ?? {};
  const params: string[] = [];
  const seen = new Set<string>();
  for (const [name, value] of url.searchParams) {
    const rule = allowed[name];
    if (!rule || seen.has(name) || !rule.test(value)) return null;
    seen.add(name);
    params.push(`${name}=${value}`);
  }
  params.sort();
  // No host in the key: pages name the configured site address, never the request's Host header.
  return `page ${url.pathname}?${params.join('&')}`;
}

export type PageRenderer = (c: HonoContext) => Promise<Response>;

/**
 * Answers a GET for a kept public page ahead of compression, static files and the renderer: the kept
 * answer is already encoded and complete, so nothing after this has work to do on it. Anything else
 * (not kept yet, made under an older stamp, not a page worth keeping) goes on, and the renderer
 * (withPageCache) renders, keeps and answers it.
 */
export function keptPages(deps: AppDeps): MiddlewareHandler {
  const cache = responseCacheFor(deps);
  return async (c, next) => {
    if (!cache.enabled) return next();
    const request = c.req.raw;
    const key = pageCacheKey(request);
    const kept = key === null ? undefined : cache.kept(key);
    if (!kept) return next();
    return cache.respond(request, kept);
  };
}

/** Wraps the page renderer: public pages come from the cache, anything else is rendered as before. */
export function withPageCache(deps: AppDeps, render: PageRenderer): PageRenderer {
  const cache = responseCacheFor(deps);
  if (!cache.enabled) return render;
  return async (c) => {
    const request = c.req.raw;
    if (request.method !== 'GET' && request.method !== 'HEAD') return render(c);
    const key = pageCacheKey(request);
    if (key === null) return render(c);
    return cache.serve(request, key, () => render(c));
  };
}

/**
 * GET /api/<list> for the public lists, from the same cache. Only a request without a token and
 * without a query string is served or kept, so what is kept is what any visitor gets; anything else
 * goes to the routes as before.
 */
export function cachedApiList(deps: AppDeps) {
  const cache = responseCacheFor(deps);
  return async (c: HonoContext, next: () => Promise<void>): Promise<Response | undefined> => {
    const name = c.req.param('list');
    const request = c.req.raw;
    const url = new URL(request.url);
    if (!cache.enabled || !name || url.search !== '' || request.headers.has('authorization')) {
      await next();
      return undefined;
    }
    // On a miss the /api route itself answers, in this request's context (its request id, its log line).
    const response = await cache.serve(request, `api /${name}`, async () => {
      await next();
      return c.res;
    });
    // Once the route has answered, Hono keeps its response unless it is replaced (and a plain
    // replacement would merge the route's headers back in): clear it, then set the cache's answer.
    c.res = undefined;
    c.res = response;
    return response;
  };
}
