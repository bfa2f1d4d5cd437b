import { eq } from 'drizzle-orm';
import { paymentsMessages } from '#shared/messages/payments.ru';
import type { PaymentOutcome } from '#shared/schemas/payments';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { getPayment, YookassaError } from '../yookassa/client';
import { applyPayment } from './apply';
import { orderOf, tokenHash } from './order';

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'fetch'>;

/**
 * The return page's answer: our stored state of the payment its token names; a payment still
 * pending is re-read from ЮKassa once (the return is no proof of payment: only the API is). A
 * forged or unknown token is 'not found'. Nothing about the payer is shown.
 */
export async function paymentOutcome(deps: Deps, token: string): Promise<PaymentOutcome> {
  let row = deps.db
    .select()
    .from(payments)
    .where(eq(payments.returnTokenHash, tokenHash(token)))
    .get();
  if (!row) throw new DomainError('not-found', paymentsMessages.server.paymentNotFound);
  if ((row.status === 'pending' || row.status === 'created') && row.providerPaymentId) {
    try {
      row = applyPayment(deps, row.id, await getPayment(deps, row.providerPaymentId), 'return') ?? row;
    } catch (error) {
      if (!(error instanceof YookassaError)) throw error;
    }
  }
  const order = orderOf(row);
  const status = row.status === 'succeeded' ? 'succeeded' : row.status === 'canceled' ? 'canceled' : 'pending';
  return { status, passName: order.passName, amountKopecks: row.amountKopecks, memberName: order.member.fullName };
}
