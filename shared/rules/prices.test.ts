import { describe, expect, it } from 'vitest';
import { discountedPrice, formatRub, splitParagraphs } from './prices';

describe('discountedPrice', () => {
  it('takes the percentage off and rounds', () => {
    expect(discountedPrice(1500, 15)).toBe(1275);
    expect(discountedPrice(1999, 15)).toBe(1699); // 1699.15
    expect(discountedPrice(999, 33)).toBe(669); // 669.33
  });

  it('rounds halves up', () => {
    expect(discountedPrice(25, 50)).toBe(13); // 12.5
    expect(discountedPrice(5, 10)).toBe(5); // 4.5
  });

  it('leaves the price at 0% and makes it free at 100%', () => {
    expect(discountedPrice(2490, 0)).toBe(2490);
    expect(discountedPrice(2490, 100)).toBe(0);
  });
});

describe('formatRub', () => {
  it('groups thousands with narrow no-break spaces and puts a no-break space before ₽', () => {
    expect(formatRub(1500)).toBe('1\u202F500\u00A0₽');
    expect(formatRub(1_234_567)).toBe('1\u202F234\u202F567\u00A0₽');
  });

  it('formats small amounts and zero', () => {
    expect(formatRub(0)).toBe('0\u00A0₽');
    expect(formatRub(999)).toBe('999\u00A0₽');
  });

  it('uses a decimal comma for kopecks, at most two digits', () => {
    expect(formatRub(99.5)).toBe('99,5\u00A0₽');
    expect(formatRub(10.125)).toMatch(/^10,1[23]\u00A0₽$/);
  });

  it('writes what Intl ru-RU writes, its spaces made narrow no-break ones', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 999999, 1000000, 1234567];
    const withKopecks = [0.5, 0.05, 1.1, 99.99, 1234.5, 1234.56, 1000.01, 2500.1, 12.3];
    for (const amount of [...amounts, ...withKopecks, ...amounts.map((a) => -a - 1)]) {
      const expected = `${intl.format(amount).replace(/[\s\u00A0\u202F]/g, '\u202F')}\u00A0₽`;
      expect(formatRub(amount), String(amount)).toBe(expected);
    }
  });
});

describe('splitParagraphs', () => {
  it('splits on any line break and drops empty lines', () => {
    expect(splitParagraphs('8 занятий\r\n\nБез заморозки\rДети до 14 лет\n  \n')).toEqual([
      '8 занятий',
      'Без заморозки',
      'Дети до 14 лет',
    ]);
  });

  it('trims each paragraph', () => {
    expect(splitParagraphs('  один  \n два ')).toEqual(['один', 'два']);
  });

  it('gives no paragraphs for an empty description', () => {
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('\n\n')).toEqual([]);
  });
});
