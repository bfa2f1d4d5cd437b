import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { AppDeps } from '#server/deps';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals a visitor's private booking link kept for the reminders. Derived from the
 * server's own secret (JWT_SECRET or DATA_DIR/jwt-secret), which never goes into the database: a
 * copy of the database file alone does not give anyone the power to cancel or move a visit.
 */
function sealKey(deps: Pick<AppDeps, 'jwtSecret'>): Buffer {
  return createHmac('sha256', deps.jwtSecret).update('booking-link-seal').digest();
}

/** AES-256-GCM: iv, tag and ciphertext in one base64url string. */
export function seal(deps: Pick<AppDeps, 'jwtSecret'>, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(deps), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed text, or null when it was sealed under another key (the secret changed) or altered. */
export function unseal(deps: Pick<AppDeps, 'jwtSecret'>, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(deps), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
