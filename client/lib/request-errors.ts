import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import { publicMessages } from '#shared/messages/public.ru';
import { messagePerField } from '#shared/schemas/field-messages';

/**
 * The one place that reads a failed request (and a refused form): whether it was a 401, the message
 * a person can act on, and the per-field publicMessages mapped onto a form's fields.
 */

/** What the server's error formatter puts into a tRPC error (server/trpc/init.ts). */
interface ErrorData {
  code?: string;
  httpStatus?: number;
  fieldErrors?: FlatFieldErrors | null;
  /** Internal errors only: the id of the request in the server log. */
  requestId?: string | null;
}

/** Zod's flattened field errors: every message of every field, by field name. */
export type FlatFieldErrors = Record<string, string[] | undefined>;

/** One message per form field, the first the schema gave. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Codes whose message the server wrote for a person to read (validation, file checks, a vanished item). */
const READABLE = new Set(['BAD_REQUEST', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'CONFLICT']);

export function requestErrorData(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/** A 401 is handled once for the whole app (session cleared, sent to login): no toast of our own. */
export function isUnauthorized(error: unknown): boolean {
  return requestErrorData(error)?.httpStatus === 401;
}

/** The HTTP status the server answered with; null when no answer came (a dropped connection, an unreadable answer). */
export function failureStatus(error: unknown): number | null {
  return requestErrorData(error)?.httpStatus ?? null;
}

/** The server refused because the state changed meanwhile (a seat taken, a name in use). */
export function isConflict(error: unknown): boolean {
  return requestErrorData(error)?.code === 'CONFLICT';
}

/**
 * The message the server answered with, whatever its status: the server writes every one in
 * Russian (its formatter replaces an internal error's own text). Null when no answer came: the
 * text of a dropped connection is the browser's, in English ('Failed to fetch').
 */
export function answeredMessage(error: unknown): string | null {
  return requestErrorData(error) && error instanceof TRPCClientError && error.message ? error.message : null;
}

/** The server refused the input itself (a validation error): something the admin can fix. */
export function isRefusedInput(error: unknown): boolean {
  return requestErrorData(error)?.code === 'BAD_REQUEST';
}

/** The server's explanation, when it gave one the user can act on. */
export function readableServerMessage(error: unknown): string | null {
  const code = requestErrorData(error)?.code;
  return error instanceof TRPCClientError && code && READABLE.has(code) && error.message ? error.message : null;
}

/** The server's message when it has one, else the caller's generic text (with the request id of an internal error). */
export function failureMessage(error: unknown, fallback: string): string {
  const requestId = requestErrorData(error)?.requestId;
  return readableServerMessage(error) ?? (requestId ? `${fallback} ${publicMessages.errors.requestId(requestId)}` : fallback);
}

/** One message for each of the form's fields that has one; publicMessages for fields the form does not have are dropped. */
function pickFields<Field extends string>(fields: readonly Field[], messageOf: (field: Field) => string | undefined) {
  const result: FieldErrors<Field> = {};
  for (const field of fields) {
    const message = messageOf(field);
    if (message) result[field] = message;
  }
  return result;
}

/** The first message of each named field of the server's flattened errors. */
export function fieldErrorsFrom<Field extends string>(flat: FlatFieldErrors, fields: readonly Field[]): FieldErrors<Field> {
  return pickFields(fields, (field) => flat[field]?.[0]);
}

/** The server's per-field publicMessages when it refused the input (its schema is the form's schema). */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  return fieldErrorsFrom(requestErrorData(error)?.fieldErrors ?? {}, fields);
}

export type FormParse<Data, Field extends string> = { ok: true; data: Data } | { ok: false; errors: FieldErrors<Field> };

/** A form checked by the server's own schema before it is sent, its publicMessages mapped onto the fields. */
export function parseForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  values: unknown,
  fields: readonly Field[],
): FormParse<z.output<Schema>, Field> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const byField = messagePerField(parsed.error.issues);
  return { ok: false, errors: pickFields(fields, (field) => byField[field]) };
}

/** Why a call failed, for a toast that names the action itself ('Не удалось сохранить: …'). */
export function failureReason(error: unknown): string {
  return failureMessage(error, publicMessages.errors.internal);
}
