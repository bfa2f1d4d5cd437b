import { TRPCClientError } from '@trpc/client';
import { messages } from '#shared/messages/public.ru';

/** What the server's error formatter puts into a tRPC error (server/trpc/init.ts). */
interface ErrorData {
  code?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string[] | undefined> | null;
  /** Internal errors only: the id of the request in the server log. */
  requestId?: string | null;
}

/** Codes whose message the server wrote for a person to read (validation, file checks, a vanished item). */
const READABLE = new Set(['BAD_REQUEST', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'CONFLICT']);

export function requestErrorData(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/** A 401 is handled once for the whole app (session cleared, sent to login): no toast of our own. */
export function isUnauthorized(error: unknown): boolean {
  return requestErrorData(error)?.httpStatus === 401;
}

/** The server's explanation, when it gave one the user can act on. */
export function readableServerMessage(error: unknown): string | null {
  const code = requestErrorData(error)?.code;
  return error instanceof TRPCClientError && code && READABLE.has(code) && error.message ? error.message : null;
}

/** The server's message when it has one, else the caller's generic text (with the request id of an internal error). */
export function failureMessage(error: unknown, fallback: string): string {
  const requestId = requestErrorData(error)?.requestId;
  return readableServerMessage(error) ?? (requestId ? `${fallback} ${messages.errors.requestId(requestId)}` : fallback);
}
