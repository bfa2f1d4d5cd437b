import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { paymentsMessages } from '#shared/messages/payments.ru';
import { amountFromKopecks, formatRubles, kopecksFromAmount } from '#shared/rules/money';
import type { RefundInput } from '#shared/schemas/payments';
import { passChanges, passes, payments, refunds } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { announceRefund } from '../club-messages';
import { DomainError } from '../domain-error';
import { createRefund, YookassaError } from '../yookassa/client';
import type { YookassaRefund } from '../yookassa/objects';
import { type EventSource, recordEvent } from './apply';
import { orderOf, receiptOf } from './order';

const copy = paymentsMessages.server;
type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'fetch'>;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Moves our refund to ЮKassa's state in one transaction: on success the payment's refunded sum grows,
 * and a refund of the whole payment marks its pass 'refunded' (a pass change with the refund's reason
 * and who asked). Applying the same state again changes nothing.
 */
export function applyRefund(
  deps: Pick<AppDeps, 'db' | 'now' | 'env' | 'fetch'>,
  refundId: number,
  remote: YookassaRefund,
  source: EventSource,
): RefundRow | null {
  let succeeded = false;
  const result = deps.db.transaction((tx) => {
    const row = tx.select().from(refunds).where(eq(refunds.id, refundId)).get();
    if (!row) return null;
    const payment = tx.select().from(payments).where(eq(payments.id, row.paymentId)).get();
    if (!payment) return null;
    const now = deps.now();
    const event = { paymentId: payment.id, source, fromStatus: payment.status, toStatus: payment.status };
    if (remote.payment_id !== payment.providerPaymentId || kopecksFromAmount(remote.amount.value) !== row.amountKopecks) {
      recordEvent(tx, now, { ...event, detail: `возврат ${row.id}: ответ ЮKassa ${remote.id} не совпадает с нашим` });
      return row;
    }
    const open = row.status === 'created' || row.status === 'pending';
    const status = open ? remote.status : row.status;
    if (status === row.status && row.providerRefundId === remote.id) return row;
    const updated = tx
      .update(refunds)
      .set({ status, providerRefundId: remote.id, updatedAt: now })
      .where(eq(refunds.id, row.id))
      .returning()
      .get();
    if (status === row.status) return updated;
    recordEvent(tx, now, { ...event, detail: `возврат ${row.id} (${formatRubles(row.amountKopecks)}): ${status}` });
    if (status === 'succeeded') {
      succeeded = true;
      const refunded = payment.refundedKopecks + row.amountKopecks;
      tx.update(payments).set({ refundedKopecks: refunded, updatedAt: now }).where(eq(payments.id, payment.id)).run();
      const pass = tx.select().from(passes).where(eq(passes.paymentId, payment.id)).get();
      if (pass && refunded >= payment.amountKopecks && pass.status === 'active') {
        tx.update(passes).set({ status: 'refunded', updatedAt: now }).where(eq(passes.id, pass.id)).run();
        tx.insert(passChanges)
          .values({ passId: pass.id, kind: 'refund', reason: row.reason, createdBy: row.createdBy, createdAt: now })
          .run();
      }
    }
    return updated;
  });
  // After the commit, by the one call that moved the refund to 'succeeded': the club's chat hears of it.
  if (succeeded) announceRefund(deps, refundId);
  return result;
}

/** Sends (or re-sends with the same key) a refund's call and applies the answer. */
export async function sendRefund(deps: Deps, refundId: number, source: EventSource): Promise<RefundRow | null> {
  const row = deps.db.select().from(refunds).where(eq(refunds.id, refundId)).get();
  const payment = row && deps.db.select().from(payments).where(eq(payments.id, row.paymentId)).get();
  if (!row || !payment?.providerPaymentId) throw new DomainError('not-found', copy.paymentNotFound);
  try {
    const request = {
      payment_id: payment.providerPaymentId,
      amount: { value: amountFromKopecks(row.amountKopecks), currency: 'RUB' },
      description: row.reason.slice(0, 250),
      receipt: receiptOf(orderOf(payment), row.amountKopecks),
    };
    return applyRefund(deps, row.id, await createRefund(deps, request, row.idempotenceKey), source);
  } catch (error) {
    if (error instanceof YookassaError && error.outcome === 'refused') {
      const now = deps.now();
      deps.db.transaction((tx) => {
        const moved = tx
          .update(refunds)
          .set({ status: 'canceled', updatedAt: now })
          .where(and(eq(refunds.id, row.id), eq(refunds.status, 'created')))
          .run();
        if (moved.changes > 0)
          recordEvent(tx, now, {
            paymentId: payment.id,
            source,
            fromStatus: payment.status,
            toStatus: payment.status,
            detail: `возврат ${row.id}: ${error.message}`,
          });
      });
    }
    throw error;
  }
}

/**
 * A manager refunds an online payment in full or in part through ЮKassa's refund API (with the
 * refund's receipt). The refund row and its key are stored before the call; a call that never
 * answered is re-sent by the reconciler with the same key.
 */
export async function startRefund(deps: Deps, adminId: number, input: RefundInput): Promise<RefundRow | null> {
  const payment = deps.db.select().from(payments).where(eq(payments.id, input.paymentId)).get();
  if (!payment) throw new DomainError('not-found', copy.paymentNotFound);
  if (payment.provider !== 'yookassa' || !payment.providerPaymentId) throw new DomainError('bad-input', copy.refundNotOnline);
  if (payment.status !== 'succeeded') throw new DomainError('conflict', copy.refundNotPaid);
  const now = deps.now();
  const refundId = deps.db.transaction((tx) => {
    const open = tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ['created', 'pending'])))
      .get();
    if (open) throw new DomainError('conflict', copy.refundInProgress);
    const left = payment.amountKopecks - payment.refundedKopecks;
    if (input.amountKopecks > left) throw new DomainError('bad-input', copy.refundTooMuch(formatRubles(left)));
    const row = tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        idempotenceKey: randomUUID(),
        amountKopecks: input.amountKopecks,
        status: 'created',
        reason: input.reason,
        createdBy: adminId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: refunds.id })
      .get();
    recordEvent(tx, now, {
      paymentId: payment.id,
      source: 'staff',
      fromStatus: payment.status,
      toStatus: payment.status,
      detail: `возврат ${row.id} (${formatRubles(input.amountKopecks)}) запрошен: ${input.reason}`,
    });
    return row.id;
  });
  const refund = await sendRefund(deps, refundId, 'staff');
  if (refund?.status === 'canceled') throw new DomainError('conflict', copy.refundCanceled);
  return refund;
}
