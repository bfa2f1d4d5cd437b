import { describe, expect, it } from 'vitest';
import { isLongQuery, LONG_QUERY_INPUT } from './trpc-browser-link';

describe('which calls go in a POST body', () => {
  it('sends a query with a long input (a page’s draft for its preview) as POST, short ones in the address', () => {
    const draft = { key: 'about', document: { text: 'Ж'.repeat(LONG_QUERY_INPUT) } };
    expect(isLongQuery({ type: 'query', input: draft })).toBe(true);
    expect(isLongQuery({ type: 'query', input: { key: 'about' } })).toBe(false);
    expect(isLongQuery({ type: 'query', input: undefined })).toBe(false);
    expect(isLongQuery({ type: 'mutation', input: draft })).toBe(false);
  });
});
