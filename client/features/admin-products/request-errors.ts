import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  code?: string;
  httpStatus?: number;
}

/** Codes whose message the server wrote for the admin to read (validation, file checks, a vanished product). */
const READABLE = new Set(['BAD_REQUEST', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'CONFLICT']);

function errorData(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/** A 401 is handled once for the whole app (session cleared, sent to login): no toast of our own. */
export function isUnauthorized(error: unknown): boolean {
  return errorData(error)?.httpStatus === 401;
}

/** Spec 8: the server's message when it has one for the admin, else the caller's generic text. */
export function failureMessage(error: unknown, fallback: string): string {
  const code = errorData(error)?.code;
  return error instanceof TRPCClientError && code && READABLE.has(code) && error.message ? error.message : fallback;
}
