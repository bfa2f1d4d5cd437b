import { eq } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { getPayment, getRefund, YookassaError } from '../yookassa/client';
import { notificationSchema } from '../yookassa/objects';
import { applyPayment } from './apply';
import { refreshReceiptsLater } from './receipts';
import { applyRefund } from './refunds';
import { isNotificationAddress } from './settings';

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'fetch'>;

/**
 * What to answer a notification (ЮKassa's protocol: 200 confirms it; anything else makes ЮKassa send
 * it again, for up to 24 hours):
 * - 403 'foreign': not from ЮKassa's addresses; nothing is read, nothing changes;
 * - 400 'bad': not a notification's shape;
 * - 200 'ignored': a payment or refund we never created, or an event we do not act on: confirmed so
 *   that ЮKassa stops, nothing changes;
 * - 200 'applied': re-read from the API and applied (committed before the answer);
 * - 503 'retry': the API did not answer the re-read: ЮKassa will send it again, and the reconciler
 *   re-reads the payment meanwhile.
 */
export type NotificationOutcome = 'foreign' | 'bad' | 'ignored' | 'applied' | 'retry';

export const NOTIFICATION_STATUS: Record<NotificationOutcome, 200 | 400 | 403 | 503> = {
  foreign: 403,
  bad: 400,
  ignored: 200,
  applied: 200,
  retry: 503,
};

/**
 * A ЮKassa notification. It is not signed, so nothing in its body is trusted: it is accepted only
 * from ЮKassa's addresses, only its object id is read, that id must be one we created, and the
 * object is then re-read from the API, whose state alone is applied.
 */
export async function handleNotification(deps: Deps, clientAddress: string, body: unknown): Promise<NotificationOutcome> {
  if (!isNotificationAddress(deps, clientAddress)) return 'foreign';
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return 'bad';
  const { event, object } = parsed.data;
  try {
    if (event.startsWith('payment.')) {
      const row = deps.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, object.id)).get();
      if (!row) return 'ignored';
      const applied = applyPayment(deps, row.id, await getPayment(deps, object.id), 'notification');
      // The receipt ЮKassa registers for it (its failure is only 'later': the reconciler reads it again).
      if (applied?.status === 'succeeded') await refreshReceiptsLater(deps, row.id);
      return 'applied';
    }
    if (event.startsWith('refund.')) {
      const row = deps.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, object.id)).get();
      if (!row) return 'ignored';
      applyRefund(deps, row.id, await getRefund(deps, object.id), 'notification');
      return 'applied';
    }
    return 'ignored';
  } catch (error) {
    // The id was ours but ЮKassa's API did not confirm it now: ask ЮKassa to send it again.
    if (error instanceof YookassaError) return error.outcome === 'unknown' ? 'retry' : 'ignored';
    throw error;
  }
}
