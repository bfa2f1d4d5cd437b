import { describe, expect, it } from 'vitest';
import { type FieldNode, unsupportedParts } from '#client/components/admin/schema-fields';
import { pageKeys } from '#shared/schemas/pages/documents';
import { fieldLabelOf, pageFieldTexts, pageFieldTree } from './page-fields';

/** Every path of a tree, list items as index 0. */
function pathsOf(node: FieldNode, path: (string | number)[] = []): (string | number)[][] {
  const own = path.length ? [path] : [];
  if (node.kind === 'list') return [...own, ...pathsOf(node.item, [...path, 0])];
  if (node.kind === 'group') return [...own, ...node.fields.flatMap((field) => pathsOf(field.node, [...path, field.key]))];
  return own;
}

describe('the page editors cover every page schema', () => {
  it.each(pageKeys)('%s: every part has a field and a Russian label', (key) => {
    const tree = pageFieldTree(key);
    expect(unsupportedParts(tree)).toEqual([]);
    const unlabelled = pathsOf(tree).filter((path) => !fieldLabelOf(path));
    expect(unlabelled.map((path) => path.join('.'))).toEqual([]);
    for (const path of pathsOf(tree)) expect(pageFieldTexts.label(path)).toMatch(/^[А-ЯЁ]/);
  });

  it('knows the links, the pictures and the videos of the documents', () => {
    const home = pageFieldTree('home');
    const hero = home.kind === 'group' ? home.fields.find((field) => field.key === 'hero')?.node : undefined;
    const heroFields = hero?.kind === 'group' ? Object.fromEntries(hero.fields.map((field) => [field.key, field.node])) : {};
    const action = heroFields.primaryAction;
    expect(action?.kind === 'group' ? action.fields.map((field) => field.node.kind) : []).toEqual(['text', 'link']);
    expect(heroFields.video?.kind).toBe('video');
    expect(heroFields.stats).toMatchObject({ kind: 'list', min: 1, max: 4 });
    const about = pageFieldTree('about');
    const founder = about.kind === 'group' ? about.fields.find((field) => field.key === 'founder')?.node : undefined;
    expect(founder?.kind === 'group' ? founder.fields.find((field) => field.key === 'photo')?.node.kind : null).toBe('image');
  });

  it('names a list item by its number and a feature icon in words', () => {
    expect(pageFieldTexts.label(['hero', 'stats', 1])).toBe('Цифра 2');
    expect(pageFieldTexts.label(['founder', 'name'])).toBe('Имя основателя');
    expect(pageFieldTexts.option?.(['features', 0, 'icon'], 'shield')).toBe('Щит');
  });
});
