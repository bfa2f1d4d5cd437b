import { z } from 'zod';
import type { PriceItem } from '#shared/schemas/price';
import { createPriceInput } from '#shared/schemas/price';

/** What the inputs hold: text, as typed. */
export interface PriceFormValues {
  category: string;
  price: string;
  duration: string;
  description: string;
}

export type PriceFormErrors = Partial<Record<keyof PriceFormValues, string>>;

export const emptyPriceForm: PriceFormValues = { category: '', price: '', duration: '', description: '' };

export function priceFormFrom(item: PriceItem): PriceFormValues {
  return { category: item.category, price: String(item.price), duration: item.duration ?? '', description: item.description };
}

export function isPriceFormChanged(initial: PriceFormValues, current: PriceFormValues): boolean {
  return (Object.keys(initial) as (keyof PriceFormValues)[]).some((field) => initial[field].trim() !== current[field].trim());
}

type PriceFields = z.output<typeof createPriceInput>;

/** Spec 5 with the server's own schema: category and price required, price >= 0; the rest optional. */
export function parsePriceForm(
  values: PriceFormValues,
): { ok: true; data: PriceFields } | { ok: false; errors: PriceFormErrors } {
  const parsed = createPriceInput.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const flat = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
  const errors: PriceFormErrors = {};
  for (const field of Object.keys(emptyPriceForm) as (keyof PriceFormValues)[]) {
    const message = flat[field]?.[0];
    if (message) errors[field] = message;
  }
  return { ok: false, errors };
}
