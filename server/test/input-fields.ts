import type { z } from 'zod';
import { TEXT_WIRE_NUMBERS } from '#shared/schemas/common';
import { FORM_FIELDS } from '../lib/form-data';
import { appRouter } from '../routers/_app';

/**
 * The fields of the procedures' input schemas, found by walking the Zod schemas themselves (not a
 * hand list): every number and every string an input takes, with the schema that checks it at its
 * place. The numeric-input and free-text tests feed each of them what a hostile caller would.
 */

export type FieldPath = Array<string | number>;

export interface InputField {
  path: FieldPath;
  kind: 'number' | 'string';
  /** The schema at this place of the input (its `.optional()`, `.default()` and pipes included). */
  schema: z.ZodType;
  /** The number schema that bounds it (its range, whole or not), for a number. */
  number?: z.ZodNumber;
  /** A number that may travel as text (`numberFromForm`: multipart, the legacy API's loose fields). */
  textWire: boolean;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

/** Every number and string field of a schema, with its path; a record's values are walked under the key 'x'. */
export function fieldsOf(schema: z.ZodType): InputField[] {
  const found: InputField[] = [];
  const walk = (node: z.ZodType, path: FieldPath, field: z.ZodType, textWire: boolean, depth: number, bounds?: z.ZodNumber) => {
    if (depth > 20) return;
    const def = defOf(node);
    const here = (key: string | number, child: z.ZodType) => walk(child, [...path, key], child, false, depth + 1);
    if (TEXT_WIRE_NUMBERS.has(node)) textWire = true;
    // A multipart input (FormData): its text fields, by their own schema.
    const formFields = FORM_FIELDS.get(node);
    if (formFields) return walk(formFields, path, formFields, textWire, depth + 1);
    if (def.type !== 'pipe' && def.type !== 'number' && !WRAPPERS.has(def.type)) bounds = undefined;
    if (def.type === 'object' && def.shape) for (const [key, child] of Object.entries(def.shape)) here(key, child);
    else if (WRAPPERS.has(def.type) && def.innerType) walk(def.innerType, path, field, textWire, depth + 1, bounds);
    else if (def.type === 'pipe' && def.in && def.out) {
      // A preprocess (a transform first) takes what its output schema takes; any other pipe, what its
      // input does, within the bounds of its output (`numberFromForm(…).pipe(z.number().min(0))`).
      const outBounds = defOf(def.out).type === 'number' ? (def.out as z.ZodNumber) : bounds;
      if (defOf(def.in).type === 'transform') walk(def.out, path, field, textWire, depth + 1, bounds);
      else walk(def.in, path, field, textWire, depth + 1, outBounds);
    } else if (def.type === 'array' && def.element) here(0, def.element);
    else if (def.type === 'union' && def.options)
      for (const option of def.options) walk(option, path, field, textWire, depth + 1);
    else if (def.type === 'intersection' && def.left && def.right) {
      walk(def.left, path, field, textWire, depth + 1);
      walk(def.right, path, field, textWire, depth + 1);
    } else if (def.type === 'record' && def.valueType) here('x', def.valueType);
    else if (def.type === 'lazy' && def.getter) walk(def.getter(), path, field, textWire, depth + 1);
    else if (def.type === 'number')
      found.push({ path, kind: 'number', schema: field, number: bounds ?? (node as z.ZodNumber), textWire });
    else if (def.type === 'string') found.push({ path, kind: 'string', schema: field, textWire: false });
  };
  walk(schema, [], schema, false, 0);
  const seen = new Set<string>();
  return found.filter((each) => {
    const key = `${each.kind} ${each.path.join('.')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface ProcedureInput {
  path: string;
  type: 'query' | 'mutation';
  fields: InputField[];
}

/** Every procedure of the app with the fields of its input schemas. */
export function procedureInputs(): ProcedureInput[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: 'query' | 'mutation'; inputs?: z.ZodType[] } }
  >;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    fields: (procedure._def.inputs ?? []).flatMap(fieldsOf),
  }));
}

/** An input holding `value` at `path` and nothing else. */
export function inputWith(path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = inputWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head as string]: inner };
}
