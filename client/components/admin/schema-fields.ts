import type { z } from 'zod';

/**
 * What a structured editor draws for one part of a Zod schema. The page editors are drawn from the
 * page schemas themselves (shared/schemas/pages), so a limit is written once: the schema that the
 * server checks is the one that sets the counter, the list's add button and the messages.
 */
export type FieldNode =
  | { kind: 'text'; multiline: boolean; min: number; max: number | null; optional: boolean }
  | { kind: 'link'; max: number | null; optional: boolean }
  | { kind: 'number'; min: number | null; max: number | null; optional: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly string[] }
  /** `{ mediaId, alt? }`: a library photo with a per-use alt text. */
  | { kind: 'image'; optional: boolean; altMax: number | null }
  /** `{ mediaId } | null`: a library video, or none (the page shows its gradient and poster). */
  | { kind: 'video' }
  | { kind: 'list'; min: number; max: number | null; item: FieldNode }
  | { kind: 'group'; fields: readonly { key: string; node: FieldNode }[]; optional: boolean }
  /** A part the kit has no field for; a test over the page schemas keeps this from happening. */
  | { kind: 'unsupported'; type: string };

export interface DescribeOptions {
  /** A string schema that is a link (checked: an internal path or an https address). */
  isLink?: (schema: z.ZodType) => boolean;
  /** Texts allowed longer than this get a multi-line field. */
  multilineFrom?: number;
}

/** A single-line field fits a title or a name; a longer text is a paragraph. */
const MULTILINE_FROM = 120;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The limits of a list, from its checks (Zod keeps them on the definition). */
function lengthLimits(def: Def): { min: number; max: number | null } {
  let min = 0;
  let max: number | null = null;
  for (const check of (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const checkDef = check._zod.def;
    if (checkDef.check === 'min_length') min = Math.max(min, checkDef.minimum as number);
    if (checkDef.check === 'max_length') max = Math.min(max ?? Number.POSITIVE_INFINITY, checkDef.maximum as number);
    if (checkDef.check === 'length_equals') {
      min = checkDef.length as number;
      max = checkDef.length as number;
    }
  }
  return { min, max };
}

/** Optional, nullable, defaulted, piped or read-only wrappers around the part a person edits. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; nullable: boolean } {
  let inner = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type !== 'default' && def.type !== 'prefault' && def.type !== 'readonly' && def.type !== 'pipe') break;
    // A pipe is edited as what it takes in (a trimmed text piped into a stricter check).
    inner = (def.type === 'pipe' ? def.in : def.innerType) as z.ZodType;
  }
  return { inner, optional, nullable };
}

function shapeOf(def: Def): Record<string, z.ZodType> | null {
  return def.type === 'object' ? (def.shape as Record<string, z.ZodType>) : null;
}

/** `{ mediaId: number, alt?: string }` (or only `mediaId`): a picture or a video from the library. */
function mediaRef(def: Def): 'image' | 'video' | null {
  const shape = shapeOf(def);
  if (!shape?.mediaId || defOf(unwrap(shape.mediaId).inner).type !== 'number') return null;
  const keys = Object.keys(shape);
  if (keys.length === 1) return 'video';
  return keys.length === 2 && shape.alt ? 'image' : null;
}

/** The field tree of a schema. */
export function describeSchema(schema: z.ZodType, options: DescribeOptions = {}): FieldNode {
  const { inner, optional, nullable } = unwrap(schema);
  const def = defOf(inner);
  const ref = mediaRef(def);
  // A video is optional by nature (null: none); a picture can be optional where the layout allows.
  if (ref === 'video') return { kind: 'video' };
  if (ref === 'image') {
    const alt = unwrap((shapeOf(def) as Record<string, z.ZodType>).alt as z.ZodType).inner as unknown as {
      maxLength: number | null;
    };
    return { kind: 'image', optional: optional || nullable, altMax: alt.maxLength };
  }
  const string = inner as unknown as { minLength: number | null; maxLength: number | null };
  if (options.isLink?.(inner) || options.isLink?.(schema)) {
    return { kind: 'link', max: def.type === 'string' ? string.maxLength : null, optional: optional || nullable };
  }
  switch (def.type) {
    case 'string': {
      const max = string.maxLength;
      const multiline = max === null || max > (options.multilineFrom ?? MULTILINE_FROM);
      return { kind: 'text', multiline, min: string.minLength ?? 0, max, optional: optional || nullable };
    }
    case 'number': {
      const number = inner as unknown as { minValue: number | null; maxValue: number | null };
      const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
      return { kind: 'number', min: finite(number.minValue), max: finite(number.maxValue), optional: optional || nullable };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries as Record<string, string>) };
    case 'array':
      return { kind: 'list', ...lengthLimits(def), item: describeSchema(def.element as z.ZodType, options) };
    case 'object': {
      const shape = shapeOf(def) ?? {};
      const fields = Object.entries(shape).map(([key, part]) => ({ key, node: describeSchema(part, options) }));
      return { kind: 'group', fields, optional: optional || nullable };
    }
    default:
      return { kind: 'unsupported', type: def.type };
  }
}

/** A new value of a part: what 'Добавить' puts in a list (a list starts with as many items as it needs). */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case 'text':
    case 'link':
      return '';
    case 'number':
      return node.min ?? 0;
    case 'boolean':
      return false;
    case 'choice':
      return node.options[0] ?? '';
    case 'image':
    case 'video':
      return null;
    case 'list':
      return Array.from({ length: node.min }, () => emptyValue(node.item));
    case 'group':
      return Object.fromEntries(node.fields.map(({ key, node: field }) => [key, emptyValue(field)]));
    case 'unsupported':
      return undefined;
  }
}

/** Every part of a tree the kit cannot draw, by path (empty when the editor covers the whole schema). */
export function unsupportedParts(node: FieldNode, path = ''): string[] {
  if (node.kind === 'unsupported') return [`${path || '(корень)'}: ${node.type}`];
  if (node.kind === 'list') return unsupportedParts(node.item, `${path}.*`);
  if (node.kind === 'group')
    return node.fields.flatMap(({ key, node: field }) => unsupportedParts(field, path ? `${path}.${key}` : key));
  return [];
}

export type Path = readonly (string | number)[];

/** The value at a path of a document (undefined where the document has none yet). */
export function valueAt(document: unknown, path: Path): unknown {
  let value = document;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** A copy of a document with one value replaced; the parts not on the path are shared, not copied. */
export function withValueAt(document: unknown, path: Path, next: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return next;
  if (typeof step === 'number') {
    const list = Array.isArray(document) ? [...document] : [];
    list[step] = withValueAt(list[step], rest, next);
    return list;
  }
  const object = document !== null && typeof document === 'object' ? (document as Record<string, unknown>) : {};
  return { ...object, [step]: withValueAt(object[step], rest, next) };
}

/** A list with one item moved by `by` places (a step up is -1); unchanged at either end. */
export function moved<Item>(list: readonly Item[], index: number, by: number): Item[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as Item);
  return next;
}
