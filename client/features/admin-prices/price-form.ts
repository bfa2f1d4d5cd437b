import type { z } from 'zod';
import type { ListFormCheck } from '#client/components/admin/use-list-editor';
import { parseForm } from '#client/lib/request-errors';
import { type CreatePriceInput, createPriceInput, type PriceItem } from '#shared/schemas/price';

/** What the inputs hold: text, as typed. */
export type PriceFormValues = {
  category: string;
  price: string;
  duration: string;
  description: string;
};

export const emptyPriceForm: PriceFormValues = { category: '', price: '', duration: '', description: '' };

export function priceFormFrom(item: PriceItem): PriceFormValues {
  return { category: item.category, price: String(item.price), duration: item.duration ?? '', description: item.description };
}

export type PriceFields = z.output<typeof createPriceInput>;

/** The server's own schema: category and price required, price 0 or more; duration and description optional. */
export function checkPriceForm(values: PriceFormValues): ListFormCheck<PriceFields, PriceFormValues> {
  return parseForm(createPriceInput, values satisfies CreatePriceInput, Object.keys(emptyPriceForm));
}
