import { describe, expect, it } from 'vitest';
import { brotliForKeeping, chooseCoding, gzipForKeeping, plainBody } from './content-coding';

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

describe('the copies a cache keeps', () => {
  const page = Buffer.from(`<main>${'<p>Тренировки по боксу, каратэ и ММА для детей и взрослых</p>'.repeat(200)}</main>`);

  it('are smaller than the page, Brotli below gzip, and decode back to it', async () => {
    const gzip = gzipForKeeping(page);
    const brotli = await brotliForKeeping(page);
    expect(gzip).not.toBeNull();
    expect(brotli.length).toBeLessThan(gzip?.length ?? 0);
    expect(plainBody(gzip ?? Buffer.alloc(0), 'gzip')?.equals(page)).toBe(true);
    expect(plainBody(brotli, 'BR')?.equals(page)).toBe(true);
  });

  it('leave a body under 1 kB plain, and refuse a coding they cannot undo', () => {
    expect(gzipForKeeping(Buffer.from('<p>Цены</p>'))).toBeNull();
    expect(plainBody(page, null)).toBe(page);
    expect(plainBody(page, 'zstd')).toBeNull();
  });
});
