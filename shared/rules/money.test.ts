import { describe, expect, it } from 'vitest';
import { amountFromKopecks, formatRubles, kopecksFromAmount, kopecksFromTyped, typedFromKopecks } from './money';

describe('kopecks and ЮKassa amounts', () => {
  it('reads two, one or no decimal places on the digits', () => {
    expect(kopecksFromAmount('1500.00')).toBe(150000);
    expect(kopecksFromAmount('1500.5')).toBe(150050);
    expect(kopecksFromAmount('1500')).toBe(150000);
    expect(kopecksFromAmount('0.01')).toBe(1);
    // 0.29 * 100 is 28.999999999999996 as a float: the digits are read, not multiplied.
    expect(kopecksFromAmount('0.29')).toBe(29);
    expect(kopecksFromAmount('999999999.99')).toBe(99999999999);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1.00', '+1', '1e3', '1,50', '1.505', '.5', '1.', ' 1', 'NaN', '1000000000.00']) {
      expect(kopecksFromAmount(bad), bad).toBeNull();
    }
  });

  it('writes two decimal places and round-trips', () => {
    expect(amountFromKopecks(150000)).toBe('1500.00');
    expect(amountFromKopecks(150050)).toBe('1500.50');
    expect(amountFromKopecks(7)).toBe('0.07');
    expect(amountFromKopecks(0)).toBe('0.00');
    for (const k of [1, 29, 99, 100, 123456, 99999999999]) expect(kopecksFromAmount(amountFromKopecks(k))).toBe(k);
  });

  it('throws on a negative or fractional kopeck count', () => {
    expect(() => amountFromKopecks(-1)).toThrow(RangeError);
    expect(() => amountFromKopecks(1.5)).toThrow(RangeError);
  });

  it('prints roubles the Russian way', () => {
    expect(formatRubles(150000)).toBe('1\u202f500\u00a0₽');
    expect(formatRubles(150050)).toBe('1\u202f500,50\u00a0₽');
    expect(formatRubles(90000)).toBe('900\u00a0₽');
    expect(formatRubles(-50000)).toBe('−500\u00a0₽');
  });

  it('reads a price staff typed', () => {
    expect(kopecksFromTyped('1 500')).toBe(150000);
    expect(kopecksFromTyped('1500,50')).toBe(150050);
    expect(kopecksFromTyped('3\u00a0000 ₽')).toBe(300000);
    expect(kopecksFromTyped('abc')).toBeNull();
    expect(typedFromKopecks(350050)).toBe('3500,50');
    expect(kopecksFromTyped(typedFromKopecks(123456))).toBe(123456);
  });
});
