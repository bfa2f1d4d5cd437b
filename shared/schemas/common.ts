import { z } from 'zod';
import { commonSchemaMessages } from '../messages/schemas/common.ru';
import { multiLinePlainText, oneLinePlainText } from '../rules/plain-text';

/**
 * Russian fallback for Zod issues a schema gives no message of its own (a wrong type, a record key,
 * an unexpected size). Schema-level messages still win; this only keeps English out of API answers.
 * Set here because every schema module imports this one.
 */
const fallback = commonSchemaMessages.fallback;
z.config({
  // In the browser Zod must not probe for eval (new Function): the Content-Security-Policy forbids
  // it and the probe would log a violation. The server keeps Zod's faster compiled parsers.
  jitless: typeof window !== 'undefined',
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return fallback.expected(fallback.typeNames[issue.expected] ?? issue.expected);
      case 'invalid_key':
        return issue.issues[0]?.message ?? fallback.badKey;
      case 'too_big':
        return issue.origin === 'array'
          ? fallback.maxItems(issue.maximum)
          : issue.origin === 'string'
            ? fallback.maxChars(issue.maximum)
            : fallback.maxValue(issue.maximum);
      case 'too_small':
        return issue.origin === 'array'
          ? fallback.minItems(issue.minimum)
          : issue.origin === 'string'
            ? fallback.minChars(issue.minimum)
            : fallback.minValue(issue.minimum);
      case 'unrecognized_keys':
        return fallback.unknownKeys(issue.keys);
      case 'invalid_format':
        return fallback.badFormat;
      default:
        return fallback.badValue;
    }
  },
});

type StringParams = Parameters<typeof z.string>[0];

/**
 * Every free-text input of the shared schemas starts here: a string without control characters or
 * direction overrides (shared/rules/plain-text.ts), stripped before its own checks (`.trim()`,
 * `.max()`), so the limits count what is stored. One line: a name, a title, a link.
 */
export const oneLineText = (params?: StringParams) => z.string(params).overwrite(oneLinePlainText);

/** The same rule for a text of several lines (a description, a note): line breaks and tabs kept. */
export const multiLineText = (params?: StringParams) => z.string(params).overwrite(multiLinePlainText);

/** Ids the spec calls `_id` travel as strings (the legacy client stores and sends them back as-is). */
export const idSchema = oneLineText({ error: commonSchemaMessages.idMissing })
  .trim()
  .min(1, commonSchemaMessages.idMissing)
  .max(64, commonSchemaMessages.idTooLong);
export const idInput = z.object({ id: idSchema });
export type IdInput = z.infer<typeof idInput>;

/** A link the site may open or redirect to: http or https only. */
export const httpUrlSchema = oneLineText()
  .trim()
  .max(2000, commonSchemaMessages.linkTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, commonSchemaMessages.linkNotHttp);

/** An image address stored by the site: our own /uploads path or an absolute http(s) URL. */
export const imageUrlSchema = oneLineText()
  .trim()
  .max(2000)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), commonSchemaMessages.imageUrlInvalid);

/**
 * Where the wire carries text (a query string, a multipart field, a form's input, the legacy API's
 * loose fields): a non-blank string becomes the number it spells; anything else is left for the
 * number schema to refuse (`true` and `[1]` are not numbers). JSON inputs take numbers as numbers
 * and never pass through here (docs/decisions/input-hardening.md).
 */
export function numberFromText(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
}

/** The schemas that take a number sent as text (`numberFromForm`): the numeric inputs' test lets them take `"5"`. */
export const TEXT_WIRE_NUMBERS = new WeakSet<z.ZodType>();

/** A number that arrives as text (multipart fields, the legacy API's loose fields) or as a number. */
export const numberFromForm = (message: string) => {
  const schema = z.preprocess(numberFromText, z.number({ error: message }).finite(message));
  TEXT_WIRE_NUMBERS.add(schema);
  return schema;
};

/** The id of a stored row in a JSON input: a positive whole number, never `true`, `[5]` or `"5"`. */
export const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
