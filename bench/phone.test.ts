import { describe, expect, it } from 'vitest';
import { interleavedOrder } from './phone';

describe('interleavedOrder', () => {
  it('runs the builds forwards in even rounds and backwards in odd ones', () => {
    expect(interleavedOrder(2, 0)).toEqual([0, 1]);
    expect(interleavedOrder(2, 1)).toEqual([1, 0]);
    expect(interleavedOrder(3, 2)).toEqual([0, 1, 2]);
    expect(interleavedOrder(1, 1)).toEqual([0]);
  });
});
