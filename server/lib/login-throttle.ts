import { serverMessages } from '#shared/messages/server.ru';
import type { AppDeps } from '../deps';
import { tooMany } from './domain-error';

/**
 * Login throttling that slows a guesser down without letting a stranger lock the admin out
 * (OWASP Authentication Cheat Sheet: throttle per account-and-source, prefer delays to lock-outs,
 * keep known devices working).
 *
 * - Per login and address: the first `freeFailures` failures cost nothing; after that each new
 *   attempt must wait a delay that doubles with every failure (30 s, 1 min, 2 min … at most 15 min).
 *   Failures from one address never slow the same login from another address.
 * - Per address, across logins: at most `addressFailures` failures per window; the address is then
 *   refused until the window ends. Only that address is affected.
 * - Per login, across addresses (a guesser spread over many addresses): after `loginFailures`
 *   failures in the window, addresses that never logged in to it may try only once every
 *   `spreadAttackDelaySeconds`. An address that logged in successfully before is not slowed by
 *   this counter, so the admin's usual address keeps its way in while strangers are throttled.
 *
 * Attempts are counted before the (slow) password check, so parallel guesses cannot slip past a
 * limit while scrypt runs; a success takes its attempt back.
 */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  addressFailures: 20,
  loginFailures: 50,
  loginWindowSeconds: 60 * 60,
  spreadAttackDelaySeconds: 30,
  /** How long an address that logged in stays known. */
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

interface Failures {
  /** Unix seconds of recent failed (or in-flight) attempts, oldest first. */
  at: number[];
}

interface State {
  pairs: Map<string, Failures>;
  addresses: Map<string, Failures>;
  logins: Map<string, Failures & { lastUnknownAttempt: number }>;
  /** `login|ip` → unix seconds of the last successful login. */
  known: Map<string, number>;
}

/** Counters live in memory: one process serves the site, and a restart forgetting them is harmless. */
const states = new WeakMap<AppDeps['db'], State>();
const MAX_KEYS = 10_000;

function stateFor(deps: AppDeps): State {
  let state = states.get(deps.db);
  if (!state) {
    state = { pairs: new Map(), addresses: new Map(), logins: new Map(), known: new Map() };
    states.set(deps.db, state);
  }
  return state;
}

function normalLogin(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Keeps a map under MAX_KEYS by dropping the oldest inserted keys (the likeliest to have ended):
 * O(1) per insertion, so a flood of new addresses cannot make each request scan the map.
 */
function bound<V>(map: Map<string, V>): void {
  while (map.size >= MAX_KEYS) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

function entry<V extends Failures>(map: Map<string, V>, key: string, now: number, window: number, fresh: () => V): V {
  let value = map.get(key);
  if (!value) {
    bound(map);
    value = fresh();
    map.set(key, value);
  }
  value.at = value.at.filter((t) => t > now - window);
  return value;
}

/** The wait after `failures` failures of one login from one address. */
export function pairDelaySeconds(failures: number): number {
  const over = failures - LOGIN_THROTTLE.freeFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_THROTTLE.firstDelaySeconds * 2 ** over, LOGIN_THROTTLE.maxDelaySeconds);
}

function refuse(seconds: number): never {
  throw tooMany(seconds, serverMessages.server.tooManyLoginAttempts(Math.max(1, Math.ceil(seconds / 60))));
}

/**
 * Called before the password is checked: refuses (429 with Retry-After) while this login from this
 * address must wait, otherwise counts the attempt as a failure up front.
 */
export function beginLoginAttempt(deps: AppDeps, login: string, ip: string): void {
  const now = deps.now();
  const state = stateFor(deps);
  const name = normalLogin(login);
  const pairKey = `${name}|${ip}`;
  const T = LOGIN_THROTTLE;

  const pair = entry(state.pairs, pairKey, now, T.windowSeconds, () => ({ at: [] }));
  const address = entry(state.addresses, ip, now, T.windowSeconds, () => ({ at: [] }));
  const account = entry(state.logins, name, now, T.loginWindowSeconds, () => ({ at: [], lastUnknownAttempt: 0 }));

  const lastPairFailure = pair.at.at(-1) ?? 0;
  const pairWait = lastPairFailure + pairDelaySeconds(pair.at.length) - now;
  if (pair.at.length >= T.freeFailures && pairWait > 0) refuse(pairWait);

  if (address.at.length >= T.addressFailures) refuse((address.at[0] ?? now) + T.windowSeconds - now);

  const knownAt = state.known.get(pairKey);
  const known = knownAt !== undefined && knownAt > now - T.knownAddressSeconds;
  if (!known && account.at.length >= T.loginFailures) {
    const wait = account.lastUnknownAttempt + T.spreadAttackDelaySeconds - now;
    if (wait > 0) refuse(wait);
    account.lastUnknownAttempt = now;
  }

  pair.at.push(now);
  address.at.push(now);
  account.at.push(now);
}

/** A correct password clears this pair's failures, takes back the attempt, and remembers the address. */
export function loginSucceeded(deps: AppDeps, login: string, ip: string): void {
  const state = stateFor(deps);
  const name = normalLogin(login);
  const pairKey = `${name}|${ip}`;
  state.pairs.delete(pairKey);
  state.addresses.get(ip)?.at.pop();
  state.logins.get(name)?.at.pop();
  const now = deps.now();
  state.known.delete(pairKey);
  bound(state.known);
  state.known.set(pairKey, now);
}

/**
 * The right password of an account with two-step login, sent without a code: the first step of a
 * login, not a failure, so the attempt is taken back. The pair's earlier failures stay (unlike a
 * success), so asking for the code step between wrong codes never resets the count of codes.
 */
export function attemptNotCounted(deps: AppDeps, login: string, ip: string): void {
  const state = stateFor(deps);
  const name = normalLogin(login);
  state.pairs.get(`${name}|${ip}`)?.at.pop();
  state.addresses.get(ip)?.at.pop();
  state.logins.get(name)?.at.pop();
}
