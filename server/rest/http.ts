import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { retryAfterOf } from '../lib/rate-limit';
import { errorForLog, requestIdOf } from '../lib/request-log';
import { appRouter } from '../routers/_app';
import type { AppDeps } from '../trpc/context';
import { createCallerFactory, zodMessage } from '../trpc/init';
import { contextFromRequest } from '../trpc/request-context';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** A tRPC caller acting for this HTTP request (its token and address). */
export function callerFor(c: HonoContext, deps: AppDeps): Caller {
  return createCaller(contextFromRequest(c, deps));
}

/** A bad JSON body is the client's fault: 400 with a message, not a 500. */
export async function readJson(c: HonoContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Некорректное тело запроса: ожидается JSON' });
  }
}

/** Multipart bodies for the legacy upload calls. */
export async function readFormData(c: HonoContext): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Ожидается multipart/form-data' });
  }
  try {
    return await c.req.formData();
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Некорректное тело запроса multipart/form-data' });
  }
}

export function errorStatus(error: unknown): ContentfulStatusCode {
  if (error instanceof ZodError) return 400;
  if (error instanceof TRPCError) return getHTTPStatusCodeFromError(error) as ContentfulStatusCode;
  return 500;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ZodError) return zodMessage(error);
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) return zodMessage(error.cause);
    if (error.code !== 'INTERNAL_SERVER_ERROR') return error.message;
  }
  return 'Внутренняя ошибка сервера';
}

/**
 * Runs one legacy call: the result (mapped to the spec's shape) as JSON, or `{ message }` with the
 * status of the tRPC error. Unexpected errors are logged and answered 500 without details.
 */
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
    const status = errorStatus(error);
    const message = errorMessage(error);
    const retryAfter = retryAfterOf(error);
    if (retryAfter) c.header('Retry-After', String(retryAfter));
    if (status < 500) return options.errorAsText ? c.text(message, status) : c.json({ message }, status);
    // The id names the log line, so an owner can report the failure and find it.
    const requestId = requestIdOf(c);
    console.error('[api]', requestId, c.req.method, c.req.path, errorForLog(error));
    return options.errorAsText ? c.text(`${message} (${requestId})`, status) : c.json({ message, requestId }, status);
  }
}
