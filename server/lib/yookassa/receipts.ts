import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { call } from './client';

/**
 * The receipts 'Чеки от ЮKassa' registers for our payments (54-FZ), read by GET /v3/receipts with the
 * `payment_id` filter (ЮKassa's API v3, 'Список чеков': `{ type: 'list', items, next_cursor }`). A
 * receipt is `pending` until the cloud register has it, then `succeeded` with the fiscal attributes
 * (fiscal_storage_number = ФН, fiscal_document_number = ФД, fiscal_attribute = ФП, registered_at),
 * or `canceled`. Only the fields the family page shows are checked; the rest is dropped.
 */
export const receiptSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(['payment', 'refund']),
  payment_id: z.string().max(64).optional(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  fiscal_document_number: z.string().max(32).optional(),
  fiscal_storage_number: z.string().max(32).optional(),
  fiscal_attribute: z.string().max(32).optional(),
  registered_at: z.string().max(40).optional(),
});
export type YookassaReceiptObject = z.infer<typeof receiptSchema>;

const receiptListSchema = z.object({
  type: z.literal('list'),
  items: z.array(receiptSchema),
  next_cursor: z.string().optional(),
});

/** The receipts of one payment (a pass is one receipt; its refunds add their own). At most 10 pages. */
export async function listReceipts(deps: Pick<AppDeps, 'env' | 'fetch'>, paymentId: string): Promise<YookassaReceiptObject[]> {
  const found: YookassaReceiptObject[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10; page++) {
    const query = new URLSearchParams({ payment_id: paymentId });
    if (cursor) query.set('cursor', cursor);
    const list = await call(deps, 'GET', `/receipts?${query}`, receiptListSchema);
    found.push(...list.items);
    cursor = list.next_cursor;
    if (!cursor) break;
  }
  return found;
}
