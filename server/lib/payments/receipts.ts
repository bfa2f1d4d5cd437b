import { and, eq, gte, inArray } from 'drizzle-orm';
import { paymentReceipts, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { YookassaError } from '../yookassa/client';
import { listReceipts } from '../yookassa/receipts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'fetch'>;

/** A receipt still being registered is looked for again for this long after the payment. */
const RECEIPT_WATCH_SECONDS = 3 * 24 * 60 * 60;

/**
 * Stores the receipts ЮKassa registered for one succeeded online payment (GET /v3/receipts?payment_id=):
 * each by its ЮKassa id, its status and, once registered, its fiscal attributes. Idempotent: a second
 * read updates the same rows. Returns how many receipts ЮKassa gave. Throws YookassaError when the
 * API does not answer (the reconciler reads it again later).
 */
export async function refreshReceipts(deps: Deps, paymentId: number): Promise<number> {
  const row = deps.db
    .select({ provider: payments.provider, providerPaymentId: payments.providerPaymentId, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .get();
  if (row?.provider !== 'yookassa' || !row.providerPaymentId || row.status !== 'succeeded') return 0;
  const found = (await listReceipts(deps, row.providerPaymentId)).filter(
    (receipt) => receipt.payment_id === undefined || receipt.payment_id === row.providerPaymentId,
  );
  const now = deps.now();
  deps.db.transaction((tx) => {
    for (const receipt of found) {
      const values = {
        type: receipt.type,
        status: receipt.status,
        registeredAt: receipt.registered_at ?? null,
        fiscalStorageNumber: receipt.fiscal_storage_number ?? null,
        fiscalDocumentNumber: receipt.fiscal_document_number ?? null,
        fiscalAttribute: receipt.fiscal_attribute ?? null,
        updatedAt: now,
      };
      tx.insert(paymentReceipts)
        .values({ paymentId, providerReceiptId: receipt.id, ...values })
        .onConflictDoUpdate({ target: paymentReceipts.providerReceiptId, set: values })
        .run();
    }
  });
  return found.length;
}

/** The same, where a failure only means 'later': ЮKassa not answering leaves the receipt to the reconciler. */
export async function refreshReceiptsLater(deps: Deps, paymentId: number): Promise<void> {
  try {
    await refreshReceipts(deps, paymentId);
  } catch (error) {
    if (!(error instanceof YookassaError)) throw error;
  }
}

/**
 * The succeeded online payments of the last days whose receipt is not known to be final: none stored
 * yet, or one still 'pending'. The reconciler reads their receipts on each run.
 */
export function paymentsAwaitingReceipts(deps: Pick<AppDeps, 'db' | 'now'>): number[] {
  const recent = deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'yookassa'),
        eq(payments.status, 'succeeded'),
        gte(payments.paidAt, deps.now() - RECEIPT_WATCH_SECONDS),
      ),
    )
    .all()
    .map((row) => row.id);
  if (recent.length === 0) return [];
  const stored = deps.db
    .select({ paymentId: paymentReceipts.paymentId, status: paymentReceipts.status })
    .from(paymentReceipts)
    .where(inArray(paymentReceipts.paymentId, recent))
    .all();
  return recent.filter((id) => {
    const mine = stored.filter((receipt) => receipt.paymentId === id);
    return mine.length === 0 || mine.some((receipt) => receipt.status === 'pending');
  });
}
