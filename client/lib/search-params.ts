/**
 * Readers for URL search values. Route `validateSearch` functions run in the entry bundle of every
 * page, so they use these few lines instead of zod (which would add ~24 kB gzip to each page).
 * Anything invalid reads as undefined: a bad link falls back to the page's defaults.
 */

/** An integer in [min, max]; the router may hand over a number or a string ('' from a no-JS form). */
export function searchInt(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** An id: the router's parser turns an all-digit id into a number, so take it back as text. */
export function searchId(value: unknown, maxLength = 64): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text.length > 0 && text.length <= maxLength ? text : undefined;
}

/** One of the allowed values. */
export function searchOneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
