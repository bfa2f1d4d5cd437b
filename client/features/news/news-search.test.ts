import { describe, expect, it } from 'vitest';
import { validateNewsSearch } from './news-search';

describe('validateNewsSearch', () => {
  it('keeps a whole page number from 2 up', () => {
    expect(validateNewsSearch({ page: 2 })).toEqual({ page: 2 });
    expect(validateNewsSearch({ page: '7' })).toEqual({ page: 7 });
    expect(validateNewsSearch({ page: ' 12 ' })).toEqual({ page: 12 });
  });

  it('reads page 1 and anything invalid as the address without ?page', () => {
    for (const page of [
      1,
      '1',
      0,
      -3,
      '-3',
      1.5,
      '1.5',
      'abc',
      '',
      null,
      undefined,
      Number.NaN,
      Infinity,
      '1e3',
      '9'.repeat(30),
    ]) {
      expect(validateNewsSearch({ page }), String(page)).toEqual({});
    }
    expect(validateNewsSearch({})).toEqual({});
  });
});
