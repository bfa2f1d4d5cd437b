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

/**
 * '1 500 ₽': thousands separated by narrow no-break spaces, a decimal comma and at most two digits
 * of kopecks, a no-break space before the sign. Written out rather than asked of Intl: ICU versions
 * differ in the grouping space they emit (server and browser must render the same text for
 * hydration), and a page's first Intl formatter costs 15-20 ms in a browser (60-80 ms on a phone at
 * 4x), paid in the render that first shows a price. A unit test compares it with Intl's ru-RU.
 */
export function formatRub(amount: number): string {
  const [whole = '0', kopecks = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NARROW_NO_BREAK_SPACE);
  const fraction = kopecks.replace(/0+$/, '');
  const sign = amount < 0 && (whole !== '0' || fraction !== '') ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}${NO_BREAK_SPACE}${pricesMessages.currency}`;
}

/** A price description split on line breaks into paragraphs, empty lines dropped. */
export function splitParagraphs(description: string): string[] {
  return description
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
