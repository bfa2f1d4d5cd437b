import { TRPCClientError } from '@trpc/client';
import type { PriceFormErrors, PriceFormValues } from './price-form';

interface ErrorData {
  code?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string[] | undefined> | null;
}

function errorData(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/** A 401 is handled once for the whole app (session cleared, sent to login): no toast of our own. */
export function isUnauthorized(error: unknown): boolean {
  return errorData(error)?.httpStatus === 401;
}

/** The server's per-field messages when it refused the input (its schema is the form's schema). */
export function serverFieldErrors(error: unknown): PriceFormErrors {
  const fieldErrors = errorData(error)?.fieldErrors ?? {};
  const result: PriceFormErrors = {};
  for (const field of ['category', 'price', 'duration', 'description'] as (keyof PriceFormValues)[]) {
    const message = fieldErrors[field]?.[0];
    if (message) result[field] = message;
  }
  return result;
}
