import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeSchema, emptyValue, moved, unsupportedParts, valueAt, withValueAt } from './schema-fields';

const link = z
  .string()
  .trim()
  .max(200)
  .regex(/^(\/|https:\/\/)/, 'Ссылка: путь сайта или https://');
const imageRef = z.object({ mediaId: z.number().int().positive(), alt: z.string().max(200).optional() });
const videoRef = z.object({ mediaId: z.number().int().positive() }).nullable();

const page = z.object({
  title: z.string().trim().min(1).max(60),
  story: z.string().max(900),
  more: link.optional(),
  photo: imageRef,
  banner: videoRef,
  cards: z
    .array(z.object({ heading: z.string().max(40), photo: imageRef.optional() }))
    .min(3)
    .max(4),
  published: z.boolean(),
  tone: z.enum(['light', 'dark']),
  year: z.number().int().min(1990).max(2100),
});

describe('describeSchema', () => {
  const tree = describeSchema(page, { isLink: (schema) => schema === link });
  const field = (key: string) => (tree.kind === 'group' ? tree.fields.find((each) => each.key === key)?.node : undefined);

  it('reads a text’s limits, and gives a long one several lines', () => {
    expect(field('title')).toEqual({ kind: 'text', multiline: false, min: 1, max: 60, optional: false });
    expect(field('story')).toEqual({ kind: 'text', multiline: true, min: 0, max: 900, optional: false });
  });

  it('knows a link, a library photo and a library video by their shapes', () => {
    expect(field('more')).toEqual({ kind: 'link', max: 200, optional: true });
    expect(field('photo')).toEqual({ kind: 'image', optional: false, altMax: 200 });
    expect(field('banner')).toEqual({ kind: 'video' });
  });

  it('reads a list’s least and most items and describes its item', () => {
    expect(field('cards')).toEqual({
      kind: 'list',
      min: 3,
      max: 4,
      item: {
        kind: 'group',
        optional: false,
        fields: [
          { key: 'heading', node: { kind: 'text', multiline: false, min: 0, max: 40, optional: false } },
          { key: 'photo', node: { kind: 'image', optional: true, altMax: 200 } },
        ],
      },
    });
  });

  it('covers flags, choices and numbers, and names what it cannot draw', () => {
    expect(field('published')).toEqual({ kind: 'boolean' });
    expect(field('tone')).toEqual({ kind: 'choice', options: ['light', 'dark'] });
    expect(field('year')).toEqual({ kind: 'number', min: 1990, max: 2100, optional: false });
    expect(unsupportedParts(tree)).toEqual([]);
    expect(unsupportedParts(describeSchema(z.object({ when: z.date(), list: z.array(z.bigint()) })))).toEqual([
      'when: date',
      'list.*: bigint',
    ]);
  });

  it('starts a new document with as many list items as the list needs', () => {
    const empty = emptyValue(tree) as { cards: unknown[]; title: string; banner: null };
    expect(empty.cards).toEqual([
      { heading: '', photo: null },
      { heading: '', photo: null },
      { heading: '', photo: null },
    ]);
    expect(empty.title).toBe('');
    expect(empty.banner).toBeNull();
  });
});

describe('editing a document by path', () => {
  const document = { title: 'Было', cards: [{ heading: 'A' }, { heading: 'B' }] };

  it('reads and replaces a nested value without touching the original', () => {
    expect(valueAt(document, ['cards', 1, 'heading'])).toBe('B');
    expect(valueAt(document, ['cards', 5, 'heading'])).toBeUndefined();
    const next = withValueAt(document, ['cards', 1, 'heading'], 'Стало') as typeof document;
    expect(next.cards[1]?.heading).toBe('Стало');
    expect(document.cards[1]?.heading).toBe('B');
    expect(next.cards[0]).toBe(document.cards[0]);
  });

  it('moves a list item up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
