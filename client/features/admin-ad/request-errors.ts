import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  code?: string;
  httpStatus?: number;
}

/** Codes whose message the server wrote for the admin to read (a refused file or link). */
const READABLE = new Set(['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

function errorData(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/** A 401 is handled once for the whole app (session cleared, sent to login): no toast of our own. */
export function isUnauthorized(error: unknown): boolean {
  return errorData(error)?.httpStatus === 401;
}

/** The server's explanation, when it gave one the admin can act on. */
export function readableServerMessage(error: unknown): string | null {
  const code = errorData(error)?.code;
  return error instanceof TRPCClientError && code && READABLE.has(code) && error.message ? error.message : null;
}
