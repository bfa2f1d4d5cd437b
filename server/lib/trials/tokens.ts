import { createHash, randomBytes } from 'node:crypto';

/** Tokens of the private link: 24 random bytes (192 bits), only the SHA-256 is stored. */
export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashBookingToken(token) };
}

export function hashBookingToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The visitor's page of the booking (cancel, move) and its calendar file, relative to the site. */
export const cancelPath = (token: string) => `/trial/${token}`;
export const icsPath = (token: string) => `/api/trial-bookings/${token}/calendar.ics`;
