import { describe, expect, it } from 'vitest';
import { clampPage, pageBlock, pageCount, pageSlice, shouldShowPagination } from './pagination';

describe('pageCount', () => {
  it('rounds up partial pages', () => {
    expect(pageCount(0, 5)).toBe(0);
    expect(pageCount(1, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(41, 5)).toBe(9);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 12 }, (_, index) => index + 1);

  it('returns the items of a 1-based page', () => {
    expect(pageSlice(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlice(items, 2, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('returns a short last page', () => {
    expect(pageSlice(items, 3, 5)).toEqual([11, 12]);
  });

  it('returns nothing for pages out of range', () => {
    expect(pageSlice(items, 4, 5)).toEqual([]);
    expect(pageSlice(items, 0, 5)).toEqual([]);
    expect(pageSlice(items, -1, 5)).toEqual([]);
  });
});

describe('shouldShowPagination', () => {
  it('hides the pager when the items fit on one page', () => {
    expect(shouldShowPagination(0, 5)).toBe(false);
    expect(shouldShowPagination(5, 5)).toBe(false);
  });

  it('shows it from one item more than a page', () => {
    expect(shouldShowPagination(6, 5)).toBe(true);
  });
});

describe('clampPage', () => {
  it('keeps a page in range', () => {
    expect(clampPage(3, 9)).toBe(3);
  });

  it('clamps below 1 and above the last page', () => {
    expect(clampPage(0, 9)).toBe(1);
    expect(clampPage(-4, 9)).toBe(1);
    expect(clampPage(12, 9)).toBe(9);
  });

  it('gives 1 for an empty list, a fraction truncated, and 1 for NaN or infinity', () => {
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(2.7, 9)).toBe(2);
    expect(clampPage(Number.NaN, 9)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 9)).toBe(1);
  });
});

describe('pageBlock', () => {
  it('shows pages 1-4 on page 4 with a next-block button to 5', () => {
    expect(pageBlock(4, 9)).toEqual({ pages: [1, 2, 3, 4], prevBlockPage: null, nextBlockPage: 5 });
  });

  it('starts the second block on page 5, previous block button to 4', () => {
    expect(pageBlock(5, 9)).toEqual({ pages: [5, 6, 7, 8], prevBlockPage: 4, nextBlockPage: 9 });
  });

  it('keeps page 8 in the second block', () => {
    expect(pageBlock(8, 9)).toEqual({ pages: [5, 6, 7, 8], prevBlockPage: 4, nextBlockPage: 9 });
  });

  it('shows a short last block on page 9', () => {
    expect(pageBlock(9, 9)).toEqual({ pages: [9], prevBlockPage: 8, nextBlockPage: null });
  });

  it('has no next block when the last block ends exactly at the last page', () => {
    expect(pageBlock(6, 8)).toEqual({ pages: [5, 6, 7, 8], prevBlockPage: 4, nextBlockPage: null });
  });

  it('shows fewer than four pages when there are fewer', () => {
    expect(pageBlock(1, 2)).toEqual({ pages: [1, 2], prevBlockPage: null, nextBlockPage: null });
  });

  it('clamps an out-of-range page and handles no pages', () => {
    expect(pageBlock(99, 9).pages).toEqual([9]);
    expect(pageBlock(1, 0)).toEqual({ pages: [], prevBlockPage: null, nextBlockPage: null });
  });

  it('accepts another block size', () => {
    expect(pageBlock(4, 10, 3)).toEqual({ pages: [4, 5, 6], prevBlockPage: 3, nextBlockPage: 7 });
  });
});
