import { and, eq, inArray } from 'drizzle-orm';
import { paymentsMessages } from '#shared/messages/payments.ru';
import { payments, refunds } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { getPayment, getRefund, YookassaError, yookassaConfig } from '../yookassa/client';
import { applyPayment, recordEvent } from './apply';
import { sendPayment } from './checkout';
import { paymentsAwaitingReceipts, refreshReceiptsLater } from './receipts';
import { applyRefund, sendRefund } from './refunds';

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'fetch' | 'jwtSecret'>;

/** ЮKassa keeps an Idempotence-Key for 24 hours: a create call older than that is not re-sent. */
const KEY_LIFETIME_SECONDS = 24 * 60 * 60;

export interface ReconcileReport {
  checked: number;
  failed: number;
}

/**
 * Finishes what a lost notification or a crash left open: every 'created' or 'pending' online
 * payment is re-read from ЮKassa and moved as the API says (a 'created' row whose create call never
 * answered is re-sent with the same Idempotence-Key, which finds the payment if ЮKassa made it);
 * open refunds likewise; then the receipts of recent payments not yet registered. Run at start and on a schedule; safe to run twice at once (every change
 * is an idempotent transaction).
 */
export async function reconcilePayments(deps: Deps): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, failed: 0 };
  if (!yookassaConfig(deps.env)) return report;
  const open = deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'yookassa'), inArray(payments.status, ['created', 'pending'])))
    .all();
  for (const row of open) {
    report.checked++;
    try {
      if (row.providerPaymentId) applyPayment(deps, row.id, await getPayment(deps, row.providerPaymentId), 'reconciler');
      else if (deps.now() - row.createdAt < KEY_LIFETIME_SECONDS) {
        // ЮKassa answers a repeated key with its first answer (then 'pending'): read the payment as it is now.
        const sent = await sendPayment(deps, row.id, 'reconciler');
        if (sent?.providerPaymentId && sent.status === 'pending')
          applyPayment(deps, row.id, await getPayment(deps, sent.providerPaymentId), 'reconciler');
      } else expire(deps, row.id);
    } catch (error) {
      if (!(error instanceof YookassaError)) throw error;
      report.failed++;
    }
  }
  const openRefunds = deps.db
    .select()
    .from(refunds)
    .where(inArray(refunds.status, ['created', 'pending']))
    .all();
  for (const row of openRefunds) {
    report.checked++;
    try {
      if (row.providerRefundId) applyRefund(deps, row.id, await getRefund(deps, row.providerRefundId), 'reconciler');
      else await sendRefund(deps, row.id, 'reconciler');
    } catch (error) {
      if (!(error instanceof YookassaError)) throw error;
      report.failed++;
    }
  }
  // Receipts are registered after the payment: read them until each is final (not counted in the report).
  for (const paymentId of paymentsAwaitingReceipts(deps)) await refreshReceiptsLater(deps, paymentId);
  return report;
}

/** A create call that never answered within the key's lifetime: no buyer ever saw its page. */
function expire(deps: Pick<AppDeps, 'db' | 'now'>, paymentId: number): void {
  const now = deps.now();
  deps.db.transaction((tx) => {
    const moved = tx
      .update(payments)
      .set({ status: 'canceled', cancellationReason: 'no_answer', updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
      .run();
    if (moved.changes > 0)
      recordEvent(tx, now, {
        paymentId,
        source: 'reconciler',
        fromStatus: 'created',
        toStatus: 'canceled',
        detail: 'ЮKassa не ответила за 24 часа',
      });
  });
}

/**
 * The reconciler's schedule: once now (at start), then every YOOKASSA_RECONCILE_MINUTES; one run at
 * a time. Does nothing without ЮKassa's settings. Returns the stop function.
 */
export function startReconciler(deps: Deps, log: Pick<Console, 'log' | 'error'> = console): () => void {
  if (!yookassaConfig(deps.env)) return () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = reconcilePayments(deps)
      .then((report) => {
        if (report.checked > 0) log.log(paymentsMessages.server.reconciled(report.checked));
      })
      .catch((error: unknown) => log.error(paymentsMessages.server.reconcileFailed, error))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, deps.env.YOOKASSA_RECONCILE_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
