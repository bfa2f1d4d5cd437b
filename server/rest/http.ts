import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import type { AppDeps } from '../deps';
import { contextFromRequest } from '../http/request-context';
import { errorForLog, requestIdOf } from '../http/request-log';
import { DomainError } from '../lib/domain-error';
import { appRouter } from '../routers/_app';
import { asTRPCError, retryAfterOf } from '../trpc/errors';
import { createCallerFactory, zodMessage } from '../trpc/init';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** A tRPC caller acting for this HTTP request (its token and address), marked as the legacy API (no coaches). */
export function callerFor(c: HonoContext, deps: AppDeps): Caller {
  return createCaller({ ...contextFromRequest(c, deps), legacyApi: true });
}

/** A bad JSON body is the client's fault: 400 with a message, not a 500. */
export async function readJson(c: HonoContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('bad-input', serverMessages.server.badJsonBody);
  }
}

/** Multipart bodies for the legacy upload calls. */
export async function readFormData(c: HonoContext): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    throw new DomainError('bad-input', serverMessages.server.expectedMultipart);
  }
  try {
    return await c.req.formData();
  } catch {
    throw new DomainError('bad-input', serverMessages.server.badMultipartBody);
  }
}

/**
 * The HTTP status of a failed legacy call: a Zod failure is 400, anything else the status of the
 * TRPCError it is or becomes (domain refusals by their kind, server/trpc/errors.ts).
 */
export function errorStatus(error: unknown): ContentfulStatusCode {
  if (error instanceof ZodError) return 400;
  return getHTTPStatusCodeFromError(asTRPCError(error)) as ContentfulStatusCode;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ZodError) return zodMessage(error);
  const trpcError = asTRPCError(error);
  if (trpcError.cause instanceof ZodError) return zodMessage(trpcError.cause);
  if (trpcError.code !== 'INTERNAL_SERVER_ERROR') return trpcError.message;
  return serverMessages.errors.internal;
}

/**
 * The answer to a failed legacy call: `{ message }` (or the bare text) with the status of the error.
 * Unexpected errors are logged and answered 500 without details, with the id of the log line, so
 * an owner can report the failure and find it.
 */
export function failure(c: HonoContext, error: unknown, options: { errorAsText?: boolean } = {}) {
  const status = errorStatus(error);
  const message = errorMessage(error);
  const retryAfter = retryAfterOf(error);
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  if (status < 500) return options.errorAsText ? c.text(message, status) : c.json({ message }, status);
  const requestId = requestIdOf(c);
  console.error('[api]', requestId, c.req.method, c.req.path, errorForLog(error));
  return options.errorAsText ? c.text(`${message} (${requestId})`, status) : c.json({ message, requestId }, status);
}

/** Runs one legacy call: the result (mapped to the legacy shape) as JSON, or its failure. */
export async function respond<T>(
  c: HonoContext,
  run: () => Promise<T>,
  options: { status?: ContentfulStatusCode; errorAsText?: boolean } = {},
) {
  try {
    const result = await run();
    if (result === undefined || result === null) return c.json({ ok: true }, options.status ?? 200);
    return c.json(result as object, options.status ?? 200);
  } catch (error) {
    return failure(c, error, options);
  }
}

/**
 * A legacy body or query handed to a procedure as it came, typed as that procedure's input. The
 * procedure parses it with its own Zod schema after its admin check; parsing it here first would
 * answer a stranger's bad body 400 instead of 401. The only cast the legacy routes make.
 */
export function unchecked<Input>(value: unknown): Input {
  return value as Input;
}
