import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, rateVital, vitalRoute } from './web-vitals';

describe('rateVital', () => {
  it("uses Google's thresholds: good up to and including the first, poor above the second", () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 350)).toBe('needs-improvement');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.2)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.3)).toBe('poor');
  });
});

describe('vitalRoute', () => {
  it('keeps a public page, ignoring case and a trailing slash', () => {
    expect(vitalRoute('/')).toBe('/');
    expect(vitalRoute('/mma')).toBe('/mma');
    expect(vitalRoute('/MMA/')).toBe('/mma');
  });

  it('counts every other address as the 404 page, so no visitor-typed text is stored', () => {
    expect(vitalRoute('/no-such-page')).toBe(NOT_FOUND_ROUTE);
    expect(vitalRoute('/mma/ivan-petrov')).toBe(NOT_FOUND_ROUTE);
  });
});
