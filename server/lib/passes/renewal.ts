import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#server/deps';

/**
 * The renewal link's token (docs/decisions/family-login.md, online-payments.md): the family page's
 * 'Продлить' and a reminder's one-tap link open `/buy/<passTypeId>?renewal=<token>`, and the payment
 * flow reads the member from the token, never from a bare id a stranger could change. The token is `<memberId>.<expiresAt>.<mac>`, the MAC an
 * HMAC-SHA256 of 'family-renewal:<memberId>:<expiresAt>' under the server's secret: nothing is
 * stored, it cannot be forged or moved to another member, and it lasts a week.
 */
export const RENEWAL_TOKEN_SECONDS = 7 * 86_400;

function mac(deps: Pick<AppDeps, 'jwtSecret'>, memberId: number, expiresAt: number): string {
  return createHmac('sha256', deps.jwtSecret).update(`family-renewal:${memberId}:${expiresAt}`).digest('base64url');
}

export function renewalToken(deps: Pick<AppDeps, 'jwtSecret' | 'now'>, memberId: number): string {
  const expiresAt = deps.now() + RENEWAL_TOKEN_SECONDS;
  return `${memberId}.${expiresAt}.${mac(deps, memberId, expiresAt)}`;
}

/** The member a renewal token names, or null (malformed, forged, expired). For the payment flow. */
export function memberOfRenewalToken(deps: Pick<AppDeps, 'jwtSecret' | 'now'>, token: string): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const memberId = Number(match[1]);
  const expiresAt = Number(match[2]);
  if (expiresAt <= deps.now()) return null;
  const expected = Buffer.from(mac(deps, memberId, expiresAt));
  const given = Buffer.from(match[3] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null;
}

/** The address of 'Продлить' for a pass type. */
export function renewalHref(deps: Pick<AppDeps, 'jwtSecret' | 'now'>, passTypeId: number, memberId: number): string {
  return `/buy/${passTypeId}?renewal=${encodeURIComponent(renewalToken(deps, memberId))}`;
}
