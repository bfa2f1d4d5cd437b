import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';

/** A hash as the server made them before 27 November 2026: N=2^17, r=8, p=1 (128 MiB), written here by hand. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 20 });
  return ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('passwords', () => {
  it('hashes with scrypt at OWASP parameters in a self-describing string and verifies', async () => {
    const password = generatePassword();
    const hash = await hashPassword(password);
    const [scheme, N, r, p, salt, key] = hash.split('$');
    // One of the cheat sheet's equivalent settings: N=2^14 (16 MiB), r=8, p=5.
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 14), '8', '5']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`${password}x`, hash)).toBe(false);
  });

  it('still verifies a hash made at the earlier N=2^17, r=8, p=1, and asks for it to be rehashed', async () => {
    const password = generatePassword();
    const old = legacyHash(password);
    expect(await verifyPassword(password, old)).toBe(true);
    expect(await verifyPassword(`${password}x`, old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword(password))).toBe(false);
    // A malformed value never verifies, so there is nothing to rehash.
    expect(needsRehash('locked')).toBe(false);
  });

  it('salts every hash', async () => {
    const password = generatePassword();
    expect(await hashPassword(password)).not.toBe(await hashPassword(password));
  });

  it('never matches a malformed stored value', async () => {
    expect(await verifyPassword('anything', 'locked')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$y$z$$')).toBe(false);
  });

  it('spends a real check on unknown logins and answers false', async () => {
    const started = performance.now();
    expect(await verifyAgainstDummy(generatePassword())).toBe(false);
    // A real scrypt at these settings takes well over 50 ms; an early return would not.
    expect(performance.now() - started).toBeGreaterThan(50);
  });

  it('generates strong passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{22}$/);
  });
});
