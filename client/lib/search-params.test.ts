import { describe, expect, it } from 'vitest';
import { searchId, searchInt, searchOneOf } from './search-params';

describe('search params', () => {
  it('reads integers in range from numbers and strings', () => {
    expect(searchInt(3, 1, 12)).toBe(3);
    expect(searchInt('12', 1, 12)).toBe(12);
    expect(searchInt('13', 1, 12)).toBeUndefined();
    expect(searchInt('0', 1, 12)).toBeUndefined();
    expect(searchInt('2.5', 1, 12)).toBeUndefined();
    expect(searchInt('', 1, 12)).toBeUndefined();
    expect(searchInt('abc', 1, 12)).toBeUndefined();
    expect(searchInt(undefined, 1, 12)).toBeUndefined();
  });
  it('reads ids as text, also when the router made a number of them', () => {
    expect(searchId('ab12')).toBe('ab12');
    expect(searchId(12345)).toBe('12345');
    expect(searchId('')).toBeUndefined();
    expect(searchId('x'.repeat(65))).toBeUndefined();
    expect(searchId({})).toBeUndefined();
  });
  it('keeps only allowed values', () => {
    expect(searchOneOf('vt', ['pn', 'vt'] as const)).toBe('vt');
    expect(searchOneOf('xx', ['pn', 'vt'] as const)).toBeUndefined();
    expect(searchOneOf(1, ['pn', 'vt'] as const)).toBeUndefined();
  });
});
