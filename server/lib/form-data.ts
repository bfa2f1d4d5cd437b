import { z } from 'zod';

/** The text fields of a form checked by `fields`; file parts (under `fileKey`) are left out. */
function parseFields<Fields extends z.ZodType>(
  form: FormData,
  fields: Fields,
  fileKey: string,
  ctx: z.RefinementCtx,
): z.output<Fields> | typeof z.NEVER {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key !== fileKey && typeof value === 'string') values[key] = value;
  }
  const parsed = fields.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  }
  return parsed.data as z.output<Fields>;
}

/** The text fields' schema of each form input, for the tests that walk every procedure's fields. */
export const FORM_FIELDS = new WeakMap<z.ZodType, z.ZodType>();

const multipart = () => z.instanceof(FormData, { error: 'Ожидается multipart/form-data' });

/** The names a form may carry (its text fields and its file part), kept on the input for the audit log's words test. */
export type FormNames = { formNames: string[] };

function namesOf(fields: z.ZodType, fileKey: string): FormNames {
  const shape = (fields as { shape?: Record<string, unknown> }).shape ?? {};
  return { formNames: [...Object.keys(shape), fileKey] };
}

/**
 * A procedure input that accepts FormData (browser uploads through tRPC, and the legacy multipart
 * routes) and checks its text fields with a shared schema. Files are handed over untouched.
 */
export function formDataInput<Fields extends z.ZodType, FileKey extends string>(fields: Fields, fileKey: FileKey) {
  const input = multipart()
    .transform((form, ctx) => {
      const parsed = parseFields(form, fields, fileKey, ctx);
      const file = form.get(fileKey);
      return { fields: parsed, file: file instanceof File && file.size > 0 ? file : null };
    })
    .meta(namesOf(fields, fileKey));
  FORM_FIELDS.set(input, fields);
  return input;
}

/** Like formDataInput, for several files under one key (a bulk upload): in the order sent, empty parts dropped. */
export function formDataFilesInput<Fields extends z.ZodType, FileKey extends string>(fields: Fields, fileKey: FileKey) {
  const input = multipart()
    .transform((form, ctx) => {
      const parsed = parseFields(form, fields, fileKey, ctx);
      const files = form.getAll(fileKey).filter((file): file is File => file instanceof File && file.size > 0);
      return { fields: parsed, files };
    })
    .meta(namesOf(fields, fileKey));
  FORM_FIELDS.set(input, fields);
  return input;
}
