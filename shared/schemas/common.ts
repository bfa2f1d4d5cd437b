import { z } from 'zod';

/**
 * Russian fallback for Zod issues a schema gives no message of its own (a wrong type, a record key,
 * an unexpected size). Schema-level messages still win; this only keeps English out of API answers.
 * Set here because every schema module imports this one.
 */
const typeNames: Record<string, string> = {
  object: 'объект',
  array: 'список',
  string: 'текст',
  number: 'число',
  int: 'целое число',
  boolean: 'true или false',
  record: 'объект',
  date: 'дата',
  file: 'файл',
};
z.config({
  // In the browser Zod must not probe for eval (new Function): the Content-Security-Policy forbids
  // it and the probe would log a violation. The server keeps Zod's faster compiled parsers.
  jitless: typeof window !== 'undefined',
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return `ожидается ${typeNames[issue.expected] ?? issue.expected}`;
      case 'invalid_key':
        return issue.issues[0]?.message ?? 'недопустимый ключ';
      case 'too_big':
        return issue.origin === 'array'
          ? `не более ${issue.maximum} элементов`
          : issue.origin === 'string'
            ? `не более ${issue.maximum} символов`
            : `не больше ${issue.maximum}`;
      case 'too_small':
        return issue.origin === 'array'
          ? `не менее ${issue.minimum} элементов`
          : issue.origin === 'string'
            ? `не менее ${issue.minimum} символов`
            : `не меньше ${issue.minimum}`;
      case 'unrecognized_keys':
        return `лишние поля ${issue.keys.join(', ')}`;
      case 'invalid_format':
        return 'неверный формат';
      default:
        return 'некорректное значение';
    }
  },
});

/** Ids the spec calls `_id` travel as strings (the legacy client stores and sends them back as-is). */
export const idSchema = z
  .string({ error: 'Не указан идентификатор' })
  .trim()
  .min(1, 'Не указан идентификатор')
  .max(64, 'Слишком длинный идентификатор');
export const idInput = z.object({ id: idSchema });
export type IdInput = z.infer<typeof idInput>;

/** A link the site may open or redirect to: http or https only. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Слишком длинная ссылка')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Ссылка должна начинаться с http:// или https://');

/** An image address stored by the site: our own /uploads path or an absolute http(s) URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'Некорректный адрес изображения');

/** Numbers from forms arrive as strings (multipart, inputs); accept both. */
export const numberFromForm = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z.number({ error: message }).finite(message),
  );
