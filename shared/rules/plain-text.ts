/**
 * What a person's text may hold once stored: no control characters and no direction overrides
 * (docs/decisions/input-hardening.md). One rule for every free-text input, applied by the shared
 * schemas' `oneLineText` / `multiLineText` (shared/schemas/common.ts).
 *
 * - C0 controls (U+0000-U+001F), DEL and the C1 controls (U+0080-U+009F) are invisible, break
 *   exports and logs, and a NUL cuts a string short in C tools. A multi-line field keeps its line
 *   breaks (\n, \r\n) and tabs; a one-line field gets a space for each.
 * - The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) reorder what
 *   follows them: `photo\u202Egnp.exe` reads as 'photoexe.png'. The directional marks U+200E, U+200F
 *   and U+061C only tip the direction of neutral characters, but they are as invisible, come in
 *   with text pasted from elsewhere and serve no Russian text, so they go too.
 *
 * Stripped rather than refused: nobody can see them to remove them, and what is left is the text the
 * person meant.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Line breaks and tabs: kept in a multi-line field, a space in a one-line one. */
const BREAKS = /\r\n|[\t\n\r]/g;

/** A multi-line text without the characters above; line breaks and tabs kept. */
export function multiLinePlainText(value: string): string {
  return value.replace(INVISIBLE, '');
}

/** A one-line text without the characters above; each line break or tab becomes a space. */
export function oneLinePlainText(value: string): string {
  return value.replace(INVISIBLE, '').replace(BREAKS, ' ');
}

/** Whether a text holds any character the rule removes (line breaks and tabs aside). */
export function hasInvisibleControls(value: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(value);
  INVISIBLE.lastIndex = 0;
  return found;
}
