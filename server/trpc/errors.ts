import { TRPCError } from '@trpc/server';
import { DomainError, type DomainErrorKind } from '../lib/domain-error';

type TrpcCode = TRPCError['code'];

/** The one table from a domain refusal to the tRPC code, whose HTTP status /trpc and /api answer. */
const CODE_OF_KIND: Record<DomainErrorKind, TrpcCode> = {
  'bad-input': 'BAD_REQUEST', // 400
  unauthorized: 'UNAUTHORIZED', // 401
  forbidden: 'FORBIDDEN', // 403
  'not-found': 'NOT_FOUND', // 404
  conflict: 'CONFLICT', // 409
  'not-ready': 'PRECONDITION_FAILED', // 412
  'too-large': 'PAYLOAD_TOO_LARGE', // 413
  'unsupported-type': 'UNSUPPORTED_MEDIA_TYPE', // 415
  'too-many': 'TOO_MANY_REQUESTS', // 429
};

/** The transport form of a domain refusal; the domain error stays its cause (field errors, Retry-After). */
export function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: CODE_OF_KIND[error.kind], message: error.message, cause: error });
}

/**
 * Any error as the TRPCError the client sees: a domain refusal mapped by its kind, anything else
 * as it is (a TRPCError) or an internal error.
 */
export function asTRPCError(error: unknown): TRPCError {
  if (error instanceof DomainError) return toTRPCError(error);
  if (error instanceof TRPCError) {
    if (error.code === 'INTERNAL_SERVER_ERROR' && error.cause instanceof DomainError) return toTRPCError(error.cause);
    return error;
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
}

/** The domain refusal behind an error, if there is one. */
export function domainErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof TRPCError && error.cause instanceof DomainError) return error.cause;
  return null;
}

/** The Retry-After seconds carried by an error, if it is a rate-limit refusal. */
export function retryAfterOf(error: unknown): number | null {
  return domainErrorOf(error)?.retryAfter ?? null;
}
