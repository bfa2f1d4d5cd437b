import { pricesMessages } from '../messages/screens/prices.ru';

const NARROW_NO_BREAK_SPACE = '\u202F';
const NO_BREAK_SPACE = '\u00A0';

/**
 * The price after a discount: price × (1 − discount/100), rounded. Computed as price × (100 − discount) / 100 so that
 * whole prices never pick up binary-fraction error before rounding.
 */
export function discountedPrice(price: number, discount: number): number {
  return Math.round((price * (100 - discount)) / 100);
}

/** Made on first use, not when the module loads: a browser's first Intl formatter costs 15-20 ms. */
let rubFormat: Intl.NumberFormat | undefined;

/**
 * '1 500 ₽': thousands separated by narrow no-break spaces, a no-break space before the sign.
 * ICU versions differ in the grouping space they emit, so it is normalised (server and browser
 * must render the same text for hydration).
 */
export function formatRub(amount: number): string {
  rubFormat ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
  const digits = rubFormat.format(amount).replace(/[\s\u00A0\u202F]/g, NARROW_NO_BREAK_SPACE);
  return `${digits}${NO_BREAK_SPACE}${pricesMessages.currency}`;
}

/** A price description split on line breaks into paragraphs, empty lines dropped. */
export function splitParagraphs(description: string): string[] {
  return description
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
