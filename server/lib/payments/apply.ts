import { eq } from 'drizzle-orm';
import { clubDay } from '#shared/rules/dates';
import { kopecksFromAmount } from '#shared/rules/money';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { announcePayment } from '../club-messages';
import { issuePass } from '../passes/issue';
import type { YookassaPayment } from '../yookassa/objects';
import { memberForOrder } from './buyer';
import { orderOf, type PaymentRow } from './order';

export type EventSource = 'create' | 'return' | 'notification' | 'reconciler' | 'staff';

export function recordEvent(
  tx: Pick<Db, 'insert'>,
  at: number,
  event: { paymentId: number; source: EventSource; fromStatus: string | null; toStatus: string; detail?: string },
): void {
  tx.insert(paymentEvents)
    .values({ ...event, detail: event.detail ?? '', at })
    .run();
}

/** Why ЮKassa's payment cannot be this row's (then nothing changes), or null. */
function mismatch(row: PaymentRow, remote: YookassaPayment): string | null {
  const ours =
    row.providerPaymentId === remote.id || (row.providerPaymentId === null && remote.metadata?.paymentId === String(row.id));
  if (!ours) return `другой платёж ЮKassa ${remote.id}`;
  if (remote.amount.currency !== 'RUB' || kopecksFromAmount(remote.amount.value) !== row.amountKopecks)
    return `сумма ЮKassa ${remote.amount.value} ${remote.amount.currency} не равна нашей`;
  return null;
}

/**
 * Moves our payment to the state ЮKassa's API gives (never a notification's body), in ONE
 * transaction: the status, its event, and on success the member (a new one is made from the order)
 * and the pass (issuePass; the unique payment_id makes a second one impossible). A crash anywhere
 * inside leaves everything as it was, for the next notification or the reconciler. Repeating it with
 * the same state changes nothing, so duplicates and reordered notifications are harmless. The call
 * that moved the payment to 'succeeded' tells the club's chat after the commit (club-messages.ts).
 */
export function applyPayment(
  deps: Pick<AppDeps, 'db' | 'now' | 'env' | 'fetch'>,
  paymentId: number,
  remote: YookassaPayment,
  source: EventSource,
): PaymentRow | null {
  let succeeded = false;
  const result = deps.db.transaction((tx) => {
    const row = tx.select().from(payments).where(eq(payments.id, paymentId)).get();
    if (row?.provider !== 'yookassa') return null;
    const now = deps.now();
    const problem = mismatch(row, remote);
    if (problem) {
      recordEvent(tx, now, { paymentId, source, fromStatus: row.status, toStatus: row.status, detail: problem });
      return row;
    }
    const changes: Partial<PaymentRow> = {};
    if (row.providerPaymentId === null) changes.providerPaymentId = remote.id;
    if (row.confirmationUrl === null && remote.confirmation?.confirmation_url)
      changes.confirmationUrl = remote.confirmation.confirmation_url;
    if (remote.receipt_registration && remote.receipt_registration !== row.receiptStatus)
      changes.receiptStatus = remote.receipt_registration;
    const open = row.status === 'created' || row.status === 'pending';
    let toStatus: PaymentRow['status'] = row.status;
    let detail = '';
    if (open && remote.status === 'succeeded') {
      const today = clubDay(now);
      const memberId = memberForOrder(tx, orderOf(row), today);
      const passId = issuePass(tx, { memberId, passTypeId: row.passTypeId, paymentId, priceKopecks: row.amountKopecks, today });
      Object.assign(changes, { memberId, paidAt: now });
      toStatus = 'succeeded';
      detail = `абонемент ${passId}`;
      succeeded = true;
    } else if (open && remote.status === 'canceled') {
      toStatus = 'canceled';
      changes.cancellationReason = remote.cancellation_details?.reason ?? null;
      detail = remote.cancellation_details ? `${remote.cancellation_details.party}: ${remote.cancellation_details.reason}` : '';
    } else if (row.status === 'created') {
      toStatus = 'pending';
    }
    if (toStatus !== row.status) changes.status = toStatus;
    if (Object.keys(changes).length === 0) return row;
    const updated = tx
      .update(payments)
      .set({ ...changes, updatedAt: now })
      .where(eq(payments.id, paymentId))
      .returning()
      .get();
    if (toStatus !== row.status) recordEvent(tx, now, { paymentId, source, fromStatus: row.status, toStatus, detail });
    return updated;
  });
  // After the commit, and only by the call that made THE change to 'succeeded': one club message.
  if (succeeded) announcePayment(deps, paymentId);
  return result;
}
