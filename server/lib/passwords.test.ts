import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt at OWASP parameters in a self-describing string and verifies', async () => {
    const password = generatePassword();
    const hash = await hashPassword(password);
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`${password}x`, hash)).toBe(false);
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
    // A real scrypt at N=2^17 takes well over 50 ms; an early return would not.
    expect(performance.now() - started).toBeGreaterThan(50);
  });

  it('generates strong passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{22}$/);
  });
});
