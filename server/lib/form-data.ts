import { z } from 'zod';

/**
 * A procedure input that accepts FormData (browser uploads through tRPC, and the legacy multipart
 * routes) and checks its text fields with a shared schema. Files are handed over untouched.
 */
export function formDataInput<Fields extends z.ZodType, FileKey extends string>(fields: Fields, fileKey: FileKey) {
  return z.instanceof(FormData, { error: 'Ожидается multipart/form-data' }).transform((form, ctx) => {
    const values: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (key !== fileKey && typeof value === 'string') values[key] = value;
    }
    const parsed = fields.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    const file = form.get(fileKey);
    return { fields: parsed.data as z.output<Fields>, file: file instanceof File && file.size > 0 ? file : null };
  });
}
