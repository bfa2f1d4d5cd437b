import type { VkErrorKind } from './errors';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** No failure waits longer than this (unless the normal interval is longer). */
export const MAX_RETRY_DELAY_MS = 6 * HOUR_MS;
const FIRST_TRANSIENT_RETRY_MS = MINUTE_MS;
const MIN_RATE_LIMIT_RETRY_MS = HOUR_MS;

/**
 * How long to wait after the `failures`-th failure in a row, doubling each time:
 * - transient (network, timeout, VK busy): 1, 2, 4 … minutes, never longer than the normal interval;
 * - rateLimit (VK's daily limit): from one hour;
 * - config (token expired, access denied, wrong group): from the normal interval, a person has to act.
 */
export function retryDelayMs(kind: VkErrorKind, failures: number, intervalMs: number): number {
  const factor = 2 ** Math.min(Math.max(failures, 1) - 1, 20);
  const cap = Math.max(MAX_RETRY_DELAY_MS, intervalMs);
  switch (kind) {
    case 'transient':
      return Math.min(intervalMs, FIRST_TRANSIENT_RETRY_MS * factor);
    case 'rateLimit':
      return Math.min(cap, Math.max(MIN_RATE_LIMIT_RETRY_MS, intervalMs) * factor);
    case 'config':
      return Math.min(cap, intervalMs * factor);
  }
}
