import { describe, expect, it } from 'vitest';
import { alignedTable, markdownTable } from './table';

describe('the benches’ tables', () => {
  it('pads every column to its widest cell', () => {
    expect(
      alignedTable([
        ['route', 'req/s'],
        ['/press-center', '9'],
        ['/', '12345'],
      ]),
    ).toBe(['route          req/s', '/press-center  9    ', '/              12345'].join('\n'));
  });

  it('writes Markdown with a separator row under the header', () => {
    expect(markdownTable(['interaction', 'ms'], [['меню', '40']])).toBe('| interaction | ms |\n| --- | --- |\n| меню | 40 |');
  });
});
