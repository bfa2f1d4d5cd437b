/**
 * 'Zod issues → one message per field', written once: the client's forms (the waiting list, the
 * admin editors, the login) and `parseForm` (client/lib/request-errors.ts) all put a schema's
 * refusal on their fields through this.
 *
 * Structural on purpose (no import of Zod): a module can read issues without loading Zod itself.
 */
export interface IssueLike {
  readonly path?: readonly PropertyKey[];
  readonly message: string;
}

/** The key of an issue about the whole input (an empty path: a refinement of the whole object). */
export const WHOLE_INPUT = '';

/**
 * The first message of each field, in the order the schema reported them (a field's first check
 * is the one a person fixes first: 'обязательное поле' before 'не более 30 символов'). A nested
 * path is filed under its top field (`slot.time` under `slot`), an issue with an empty path under
 * `WHOLE_INPUT`.
 */
export function messagePerField(issues: readonly IssueLike[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path?.length ? String(issue.path[0]) : WHOLE_INPUT;
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The key of a nested field in `messagePerPath`: its path joined with dots ('features.2.title'). */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * The first message at each full path, for forms whose fields are nested (the page editors: a card
 * of a list is its own field). A list's own limit (too few, too many) is filed under the list's path.
 */
export function messagePerPath(issues: readonly IssueLike[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[pathKey(issue.path ?? [])] ??= issue.message;
  return messages;
}
