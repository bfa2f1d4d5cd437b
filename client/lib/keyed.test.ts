import { describe, expect, it } from 'vitest';
import { keyed } from './keyed';

describe('keyed', () => {
  it('keys items by their text and tells repeats apart', () => {
    expect(keyed(['Сила', 'Честь', 'Сила'], (word) => word).map((entry) => entry.key)).toEqual(['Сила', 'Честь', 'Сила#2']);
  });

  it('keeps each item with its position', () => {
    expect(keyed([{ title: 'А' }, { title: 'Б' }], (item) => item.title)).toEqual([
      { key: 'А', item: { title: 'А' }, index: 0 },
      { key: 'Б', item: { title: 'Б' }, index: 1 },
    ]);
  });
});
