import type { z } from 'zod';
import { describeSchema, type FieldNode, type Path } from '#client/components/admin/schema-fields';
import type { FieldTexts } from '#client/components/admin/structured-form';
import { adminMessages } from '#shared/messages/admin.ru';
import { type PageKey, pageDocumentSchema, pageKindOf } from '#shared/schemas/pages/documents';
import { isPageLink } from '#shared/schemas/pages/fields';

const copy = adminMessages.adminPages;

/** A link of a page document: a text with the `isPageLink` check (shared/schemas/pages/fields.ts). */
function isLinkSchema(schema: z.ZodType): boolean {
  const checks = (schema as unknown as { _zod: { def: { checks?: { _zod: { def: { fn?: unknown } } }[] } } })._zod.def.checks;
  return checks?.some((check) => check._zod.def.fn === isPageLink) ?? false;
}

const trees = new Map<string, FieldNode>();

/** The field tree of a page's document (one per kind: the seven direction pages share theirs). */
export function pageFieldTree(key: PageKey): FieldNode {
  const kind = pageKindOf(key);
  let tree = trees.get(kind);
  if (!tree) {
    tree = describeSchema(pageDocumentSchema(key), { isLink: isLinkSchema });
    trees.set(kind, tree);
  }
  return tree;
}

/** The words of a path: the longest ending of it the catalogue has (list items as `*`). */
export function fieldLabelOf(path: Path): string | undefined {
  const shape = path.map((step) => (typeof step === 'number' ? '*' : step));
  for (let start = 0; start < shape.length; start += 1) {
    const words = copy.fieldLabels[shape.slice(start).join('.')];
    if (words) return words;
  }
  return undefined;
}

/** The page editors' words: a list item is named with its number ('Цифра 2'). */
export const pageFieldTexts: FieldTexts = {
  label: (path) => {
    const words = fieldLabelOf(path) ?? '';
    const last = path[path.length - 1];
    return typeof last === 'number' ? adminMessages.structuredFields.itemName(words, last) : words;
  },
  option: (path, value) => (path[path.length - 1] === 'icon' ? (copy.featureIcons[value] ?? value) : value),
};
