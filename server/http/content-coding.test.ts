import { describe, expect, it } from 'vitest';
import { chooseCoding } from './content-coding';

describe('chooseCoding', () => {
  const both = ['br', 'gzip'] as const;

  it("prefers Brotli when a browser lists both without weights, as Chrome's `gzip, deflate, br, zstd`", () => {
    expect(chooseCoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseCoding('gzip, deflate, br', both)).toBe('br');
  });

  it('sends gzip to a client that takes only gzip, or refuses Brotli with q=0', () => {
    expect(chooseCoding('gzip', both)).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseCoding('gzip;q=0.5, deflate', both)).toBe('gzip');
  });

  it('sends Brotli only when it is at hand', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBe('identity');
  });

  it('reads * as any encoding not named, and a refused * as none', () => {
    expect(chooseCoding('*', both)).toBe('br');
    expect(chooseCoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseCoding('*;q=0', both)).toBe('identity');
  });

  it('sends the body plain without the header, for identity, or when everything is refused', () => {
    expect(chooseCoding(null, both)).toBe('identity');
    expect(chooseCoding('', both)).toBe('identity');
    expect(chooseCoding('identity', both)).toBe('identity');
    expect(chooseCoding('gzip;q=0, br;q=0.0', both)).toBe('identity');
  });
});
