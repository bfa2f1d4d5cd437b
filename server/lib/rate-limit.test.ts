import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rate-limit';

describe('FixedWindowLimiter', () => {
  it('allows the limit per window, then refuses with the seconds left, then opens a new window', () => {
    const limiter = new FixedWindowLimiter({ limit: 3, windowSeconds: 60 });
    expect([1, 2, 3].map(() => limiter.hit('a', 1000).ok)).toEqual([true, true, true]);
    expect(limiter.hit('a', 1010)).toEqual({ ok: false, retryAfter: 50, remaining: 0 });
    expect(limiter.hit('b', 1010).ok).toBe(true);
    expect(limiter.hit('a', 1060).ok).toBe(true);
  });

  it('counts a cost larger than one (a batch of calls)', () => {
    const limiter = new FixedWindowLimiter({ limit: 10, windowSeconds: 60 });
    expect(limiter.hit('a', 0, 8).ok).toBe(true);
    expect(limiter.hit('a', 0, 3).ok).toBe(false);
    expect(limiter.hit('a', 0, 2).ok).toBe(true);
  });

  it('keeps memory bounded: never more than maxKeys addresses', () => {
    const limiter = new FixedWindowLimiter({ limit: 1, windowSeconds: 60, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`, 0);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });

  it('peek does not count', () => {
    const limiter = new FixedWindowLimiter({ limit: 1, windowSeconds: 60 });
    expect(limiter.peek('a', 0).ok).toBe(true);
    expect(limiter.hit('a', 0).ok).toBe(true);
    expect(limiter.peek('a', 0).ok).toBe(false);
  });
});
