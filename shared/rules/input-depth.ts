/**
 * How deeply a request's input may nest objects and lists. No form or API call of the site goes
 * past a dozen levels (a page document is the deepest, at about six); 64 leaves room and keeps every
 * recursive walk over an input (logging, the audit step, Zod) far from the stack's end. A deeper
 * input is refused with a 400 before any procedure reads it (docs/decisions/input-hardening.md).
 */
export const MAX_INPUT_DEPTH = 64;

/**
 * Whether JSON text nests objects or lists deeper than `max`, read without parsing it (brackets
 * inside strings do not count). Text that is not JSON is measured the same way; the parser refuses it later.
 */
export function jsonTextTooDeep(text: string, max: number = MAX_INPUT_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
  }
  return false;
}

/** Whether a value nests plain objects or arrays deeper than `max`; walked without recursion. */
export function valueTooDeep(value: unknown, max: number = MAX_INPUT_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (!isContainer(current)) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) if (isContainer(child)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A plain object or an array; a FormData, a File or a Date is a leaf (a form's fields are text). */
function isContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
