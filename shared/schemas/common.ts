import { z } from 'zod';

/** Ids the spec calls `_id` travel as strings (the legacy client stores and sends them back as-is). */
export const idSchema = z.string().trim().min(1, 'Не указан идентификатор').max(64, 'Слишком длинный идентификатор');
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
