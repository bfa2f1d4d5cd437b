import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages.ru';
import type { AppDeps } from '../trpc/context';

export const LOGIN_THROTTLE = { maxFailures: 5, windowSeconds: 10 * 60, lockSeconds: 10 * 60 } as const;

interface Entry {
  /** Unix seconds of recent failed (or in-flight) attempts, oldest first. */
  failures: number[];
  lockedUntil: number;
}

/** Counters live in memory: one process serves the site, and a restart forgetting them is harmless. */
const stores = new WeakMap<AppDeps['db'], Map<string, Entry>>();
const MAX_KEYS = 10_000;

function storeFor(deps: AppDeps): Map<string, Entry> {
  let store = stores.get(deps.db);
  if (!store) {
    store = new Map();
    stores.set(deps.db, store);
  }
  return store;
}

function keysFor(login: string, ip: string): [string, string] {
  return [`login:${login.trim().toLowerCase()}`, `ip:${ip}`];
}

function prune(store: Map<string, Entry>, now: number): void {
  if (store.size < MAX_KEYS) return;
  for (const [key, entry] of store) {
    if (entry.lockedUntil <= now && (entry.failures.at(-1) ?? 0) <= now - LOGIN_THROTTLE.windowSeconds) store.delete(key);
  }
}

/**
 * Called before the password is checked. Refuses while the login or the address is locked;
 * otherwise counts this attempt as a failure up front, so parallel guesses cannot slip past the
 * limit while the (slow) password check runs. `loginSucceeded` takes the count back.
 */
export function beginLoginAttempt(deps: AppDeps, login: string, ip: string): void {
  const now = deps.now();
  const store = storeFor(deps);
  prune(store, now);
  const entries = keysFor(login, ip).map((key) => {
    const entry = store.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => at > now - LOGIN_THROTTLE.windowSeconds);
    if (entry.failures.length >= LOGIN_THROTTLE.maxFailures) {
      entry.lockedUntil = (entry.failures.at(-1) ?? now) + LOGIN_THROTTLE.lockSeconds;
      entry.failures = [];
    }
    store.set(key, entry);
    return entry;
  });
  const lockedUntil = Math.max(...entries.map((entry) => entry.lockedUntil));
  if (lockedUntil > now) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: messages.server.tooManyLoginAttempts(Math.ceil((lockedUntil - now) / 60)),
    });
  }
  for (const entry of entries) entry.failures.push(now);
}

/** A correct password clears the login's counter and takes back this attempt from the address. */
export function loginSucceeded(deps: AppDeps, login: string, ip: string): void {
  const store = storeFor(deps);
  const [loginKey, ipKey] = keysFor(login, ip);
  store.delete(loginKey);
  const ipEntry = store.get(ipKey);
  if (ipEntry) ipEntry.failures.pop();
}
