import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt at one of the settings OWASP's Password Storage Cheat Sheet lists as giving the same
 * defence: N=2^17 r=8 p=1 (128 MiB), 2^16/8/2, 2^15/8/3 (32 MiB), **2^14/8/5 (16 MiB)**, 2^13/8/10.
 * A hash needs 128·N·r bytes while it runs, on top of what the server holds: a server holding
 * ~175 MB after a VK photo import went past 300 MB at a 2^17 login and to 206 MB at a 2^15 one,
 * over the 200 MB it is kept within (docs/decisions/server-memory.md); 16 MiB is the largest setting
 * of the list that keeps a login within it. Hashes made at other parameters still verify (each
 * stores its own) and are rehashed at these on the next successful login (needsRehash).
 */
export const PASSWORD_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** 128·N·r bytes are needed (128 MiB for a stored hash at the old N=2^17); leave headroom. */
const MAX_MEMORY = 256 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A self-describing hash: `scrypt$N$r$p$salt$hash` (salt and hash base64url), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = PASSWORD_PARAMS;
  const key = await deriveKey(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (!N || !r || !p || salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** Constant-time comparison of a password with a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * True for a well-formed hash made at other parameters than today's: the caller, holding the
 * password it just verified, stores a new hash (a malformed value never verifies, so never gets here).
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return (
    parsed.N !== PASSWORD_PARAMS.N ||
    parsed.r !== PASSWORD_PARAMS.r ||
    parsed.p !== PASSWORD_PARAMS.p ||
    parsed.key.length !== KEY_LENGTH
  );
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the login is unknown, so response timing does not
 * reveal which logins exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A strong random password for the first start (about 128 bits, no ambiguous characters). */
export function generatePassword(length = 22): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length * 2);
  let out = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (out.length === length) break;
    if (byte < 256 - (256 % alphabet.length)) out += alphabet[byte % alphabet.length];
  }
  return out.length === length ? out : generatePassword(length);
}
