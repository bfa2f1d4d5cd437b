/**
 * Money is integer kopecks everywhere inside the project (docs/decisions/members-and-passes.md).
 * ЮKassa speaks decimal strings with two places ("1500.00"): these are the one conversion each way,
 * done on the digits, never through a float.
 */

const AMOUNT_RE = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "1500.00", "1500.5", "1500" → 150000, 150050, 150000; null for anything else (signs, exponents, commas, >9 rouble digits). */
export function kopecksFromAmount(value: string): number | null {
  const match = AMOUNT_RE.exec(value);
  if (!match) return null;
  const roubles = Number(match[1]);
  const kopecks = Number((match[2] ?? '0').padEnd(2, '0'));
  return roubles * 100 + kopecks;
}

/** 150050 → "1500.50": ЮKassa's `amount.value`. Throws on a negative or fractional kopeck count, which is a bug. */
export function amountFromKopecks(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`not a kopeck count: ${kopecks}`);
  const roubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  return `${roubles}.${String(rest).padStart(2, '0')}`;
}

/** 150000 → "1 500 ₽", 150050 → "1 500,50 ₽" (a narrow no-break space between thousands, as Russian prints money). */
export function formatRubles(kopecks: number): string {
  const sign = kopecks < 0 ? '−' : '';
  const abs = Math.abs(kopecks);
  const roubles = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const rest = abs % 100;
  return `${sign}${roubles}${rest ? `,${String(rest).padStart(2, '0')}` : ''}\u00a0₽`;
}

/** A price typed by staff in roubles ("1500", "1 500,50") → kopecks, or null when it is not a price. */
export function kopecksFromTyped(value: string): number | null {
  const compact = value
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
    .replace(/₽$/, '');
  return kopecksFromAmount(compact);
}

/** 350000 → '3500', 350050 → '3500,50': an amount as staff type it (the forms' starting value), on the digits. */
export function typedFromKopecks(kopecks: number): string {
  const rest = kopecks % 100;
  return `${Math.floor(kopecks / 100)}${rest ? `,${String(rest).padStart(2, '0')}` : ''}`;
}
