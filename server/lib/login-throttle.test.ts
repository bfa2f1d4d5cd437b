import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { cleanup, createTestDeps } from '../test/test-app';
import { beginLoginAttempt, LOGIN_THROTTLE, loginSucceeded, pairDelaySeconds } from './login-throttle';

/**
 * The throttle's rules without the (slow) password check: an attempt is begun, then either left
 * counted as a failure or taken back by `loginSucceeded`, exactly as auth.login does.
 */
let deps: AppDeps;
let clock: number;
beforeEach(() => {
  clock = 1_800_000_000;
  deps = createTestDeps({ now: () => clock });
});
afterAll(cleanup);

const fail = (login: string, ip: string) => beginLoginAttempt(deps, login, ip);
const succeed = (login: string, ip: string) => {
  beginLoginAttempt(deps, login, ip);
  loginSucceeded(deps, login, ip);
};

describe('login throttle', () => {
  it('doubles the wait after the free failures, up to 15 minutes', () => {
    expect([5, 6, 7, 10, 20].map(pairDelaySeconds)).toEqual([30, 60, 120, 900, 900]);
    expect(pairDelaySeconds(4)).toBe(0);
  });

  it('refuses an address after 20 failures across logins, and only that address', () => {
    for (let i = 0; i < LOGIN_THROTTLE.addressFailures; i++) fail(`guess${i}`, '10.9.9.9');
    expect(() => succeed('coach', '10.9.9.9')).toThrow(expect.objectContaining({ kind: 'too-many' }));
    expect(() => succeed('coach', '10.9.9.10')).not.toThrow();
    clock += LOGIN_THROTTLE.windowSeconds;
    expect(() => succeed('coach', '10.9.9.9')).not.toThrow();
  });

  it('under guesses spread over many addresses, strangers are slowed and a known address keeps its way in', () => {
    succeed('coach', '10.1.0.1');
    for (let i = 0; i < LOGIN_THROTTLE.loginFailures; i++) fail('coach', `10.2.${i >> 8}.${i & 255}`);
    // A new address gets one try per interval for this login, then waits.
    expect(() => fail('coach', '10.3.0.1')).not.toThrow();
    expect(() => succeed('coach', '10.3.0.2')).toThrow(expect.objectContaining({ kind: 'too-many' }));
    // The address that logged in before is not slowed by the strangers' failures.
    expect(() => succeed('coach', '10.1.0.1')).not.toThrow();
    clock += LOGIN_THROTTLE.spreadAttackDelaySeconds;
    expect(() => succeed('coach', '10.3.0.2')).not.toThrow();
  });

  it('keeps memory bounded under a flood of addresses', () => {
    for (let i = 0; i < 30_000; i++) fail(`guess${i}`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    // Still answering, and an unrelated address is not affected.
    expect(() => succeed('coach', '192.168.77.1')).not.toThrow();
  });
});
