import { describe, expect, it } from 'vitest';
import { formatMoment, formatReceiptMoment } from './format';

describe("the family page's moments, in the club's time (UTC+3)", () => {
  it("a receipt's registered_at as its date and time", () => {
    expect(formatReceiptMoment('2026-12-03T19:07:41.000Z')).toBe('03.12.2026 22:07');
    expect(formatReceiptMoment('2026-12-31T21:30:00Z')).toBe('01.01.2027 00:30');
    expect(formatReceiptMoment('2026-03-01T10:05:00+03:00')).toBe('01.03.2026 10:05');
    expect(formatReceiptMoment('не дата')).toBe('');
  });

  it('unix seconds as a day, a month and a time', () => {
    expect(formatMoment(Date.UTC(2026, 10, 16, 15, 5) / 1000)).toBe('16 ноября 2026, 18:05');
  });
});
