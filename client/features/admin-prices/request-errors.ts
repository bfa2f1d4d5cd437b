import { requestErrorData } from '#client/lib/request-errors';
import type { PriceFormErrors, PriceFormValues } from './price-form';

/** The server's per-field messages when it refused the input (its schema is the form's schema). */
export function serverFieldErrors(error: unknown): PriceFormErrors {
  const fieldErrors = requestErrorData(error)?.fieldErrors ?? {};
  const result: PriceFormErrors = {};
  for (const field of ['category', 'price', 'duration', 'description'] as (keyof PriceFormValues)[]) {
    const message = fieldErrors[field]?.[0];
    if (message) result[field] = message;
  }
  return result;
}
