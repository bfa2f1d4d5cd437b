import type { AppDeps } from '../deps';

/**
 * Fixed-window request counters kept in memory. One Node process serves the site, so a Map is the
 * whole store; a restart forgetting the counts only gives a stranger one fresh window.
 *
 * Memory is bounded: at most `maxKeys` keys live at once. When full, windows that have ended are
 * dropped first; if every key is still active the oldest key is evicted (Maps keep insertion
 * order), which at worst gives that one address a fresh window: never an error, never unbounded growth.
 */
export interface WindowLimit {
  /** Requests allowed per key in one window. */
  limit: number;
  windowSeconds: number;
  maxKeys?: number;
}

interface Bucket {
  windowStart: number;
  count: number;
}

export interface LimitOutcome {
  ok: boolean;
  /** Seconds until the key's window ends (0 when allowed). */
  retryAfter: number;
  remaining: number;
}

const DEFAULT_MAX_KEYS = 20_000;

export class FixedWindowLimiter {
  private readonly buckets = new Map<string, Bucket>();
  readonly limit: number;
  readonly windowSeconds: number;
  private readonly maxKeys: number;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(config: WindowLimit) {
    this.limit = config.limit;
    this.windowSeconds = config.windowSeconds;
    this.maxKeys = config.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /** Counts one request for `key` at `now` (unix seconds) and says whether it is within the limit. */
  hit(key: string, now: number, cost = 1): LimitOutcome {
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.windowStart + this.windowSeconds <= now) {
      if (bucket) this.buckets.delete(key);
      this.makeRoom(now);
      bucket = { windowStart: now, count: 0 };
      this.buckets.set(key, bucket);
    }
    const retryAfter = Math.max(1, bucket.windowStart + this.windowSeconds - now);
    if (bucket.count + cost > this.limit) return { ok: false, retryAfter, remaining: 0 };
    bucket.count += cost;
    return { ok: true, retryAfter: 0, remaining: this.limit - bucket.count };
  }

  /** Whether `key` would be refused now, without counting anything. */
  peek(key: string, now: number, cost = 1): LimitOutcome {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.windowStart + this.windowSeconds <= now) return { ok: true, retryAfter: 0, remaining: this.limit };
    const retryAfter = Math.max(1, bucket.windowStart + this.windowSeconds - now);
    if (bucket.count + cost > this.limit) return { ok: false, retryAfter, remaining: 0 };
    return { ok: true, retryAfter: 0, remaining: this.limit - bucket.count };
  }

  /** Gives back one counted request (e.g. a submission that turned out invalid). */
  refund(key: string): void {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.count > 0) bucket.count -= 1;
  }

  get size(): number {
    return this.buckets.size;
  }

  /**
   * Ended windows are swept at most once per window length (one pass over the map); otherwise the
   * oldest key goes. Either way a new key costs O(1) on average, even when a flood fills the map.
   */
  private makeRoom(now: number): void {
    if (this.buckets.size < this.maxKeys) return;
    if (now - this.lastSweep >= this.windowSeconds) {
      this.lastSweep = now;
      for (const [key, bucket] of this.buckets) {
        if (bucket.windowStart + this.windowSeconds <= now) this.buckets.delete(key);
      }
    }
    while (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next();
      if (oldest.done) break;
      this.buckets.delete(oldest.value);
    }
  }
}

/**
 * One limiter per name per running app. Keyed by the deps object so each test app (and the one
 * production app) has its own counters.
 */
const limiters = new WeakMap<object, Map<string, FixedWindowLimiter>>();

export function limiterFor(deps: Pick<AppDeps, 'db'>, name: string, config: WindowLimit): FixedWindowLimiter {
  let byName = limiters.get(deps.db);
  if (!byName) {
    byName = new Map();
    limiters.set(deps.db, byName);
  }
  let limiter = byName.get(name);
  if (!limiter || limiter.limit !== config.limit || limiter.windowSeconds !== config.windowSeconds) {
    limiter = new FixedWindowLimiter(config);
    byName.set(name, limiter);
  }
  return limiter;
}
