import { describe, expect, it } from 'vitest';
import { jsonTextTooDeep, MAX_INPUT_DEPTH, valueTooDeep } from './input-depth';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const lists = (depth: number) => `${'[{"x":'.repeat(depth)}1${'}]'.repeat(depth)}`;

describe('input depth', () => {
  it('lets an input of exactly the limit through, and refuses one level more', () => {
    expect(jsonTextTooDeep(nested(MAX_INPUT_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_INPUT_DEPTH + 1))).toBe(true);
    expect(valueTooDeep(JSON.parse(nested(MAX_INPUT_DEPTH)))).toBe(false);
    expect(valueTooDeep(JSON.parse(nested(MAX_INPUT_DEPTH + 1)))).toBe(true);
  });

  it('counts objects and lists alike, and reads 10,000 levels without running out of stack', () => {
    expect(jsonTextTooDeep(lists(5000))).toBe(true);
    expect(valueTooDeep(JSON.parse(lists(5000)))).toBe(true);
    expect(valueTooDeep(JSON.parse(nested(10_000)))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(500), b: '\\"{{{{'.repeat(100) });
    expect(jsonTextTooDeep(text, 2)).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify({ a: { b: '"]]]]"' } }), 1)).toBe(true);
  });

  it('takes scalars, a FormData and a wide flat object as shallow', () => {
    for (const value of [null, 1, 'x', true, undefined, new FormData()]) expect(valueTooDeep(value, 0)).toBe(false);
    expect(valueTooDeep({ ...Array.from({ length: 10_000 }, (_, i) => [i]) }, 2)).toBe(false);
  });
});
